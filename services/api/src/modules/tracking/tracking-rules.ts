// Which documents may be tracked (spec 1 §5 "Track button"), enforced on the server:
//   - never when the document's allowToTrack flag is off;
//   - for the tenant's main publisher, only Standard documents (unless their classification is
//     RL) and Translated ones;
//   - for every other publisher, always.
// The document's digital-library type (spec 1 §3: ASTM, Related Materials, Standard, Translated
// Standard) is its assetType.

export interface TrackRuleInput {
  publisherId: number;
  allowToTrack: boolean;
  assetType: string;
  classification: string | null;
}

export type TrackRefusal = "not-allowed" | "main-publisher-type" | "main-publisher-rl";

const norm = (s: string | null) => (s ?? "").trim().toLowerCase();

/** Why the document may not be tracked, or null when it may. */
export function trackRefusal(doc: TrackRuleInput, mainPublisherId: number | null): TrackRefusal | null {
  if (!doc.allowToTrack) return "not-allowed";
  if (mainPublisherId === null || doc.publisherId !== mainPublisherId) return null;
  const type = norm(doc.assetType);
  if (type.startsWith("translated")) return null;
  if (type === "standard") return norm(doc.classification) === "rl" ? "main-publisher-rl" : null;
  return "main-publisher-type";
}

/** The detail text the reader shows in its info dialog when a tracking cannot be created. */
export function refusalDetail(refusal: TrackRefusal, designation: string): string {
  switch (refusal) {
    case "not-allowed":
      return `Tracking is not available for ${designation}.`;
    case "main-publisher-rl":
      return `${designation} cannot be tracked: documents of classification RL of this publisher are not tracked.`;
    case "main-publisher-type":
      return `${designation} cannot be tracked: only standards and translated standards of this publisher can be tracked.`;
  }
}
