// What the reader is told when a tracking is refused. Which documents may be tracked is the rule
// trackRefusal() of @norma/db/tracking-rules, shared with the workers' revision alerts.
import type { TrackRefusal } from "@norma/db/tracking-rules";

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
