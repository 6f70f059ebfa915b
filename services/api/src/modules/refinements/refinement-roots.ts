// The refinement roots (spec 1 §3): the abbreviations the URL's categories list writes and the
// taxonomy of refinement_nodes behind each. The refinement trees own this vocabulary; search
// reads it to parse a request's refinements and to name its count lists.

/**
 * Root abbreviations of the refinement trees, as the URL's categories list writes them (r):
 * pub publisher, oc other content, cat category, dt document type, ics ICS code, com committee,
 * sec industry sector, top topic.
 */
export const REFINEMENT_ROOTS = ["pub", "oc", "cat", "dt", "ics", "com", "sec", "top"] as const;
export type RefinementRoot = (typeof REFINEMENT_ROOTS)[number];

/** Taxonomy of refinement_nodes behind each node-based root. */
export const ROOT_TAXONOMY = {
  oc: "OTHER_CONTENT",
  cat: "CATEGORY",
  dt: "DOCUMENT_TYPE",
  ics: "ICS",
  com: "COMMITTEE",
  sec: "SECTOR",
  top: "TOPIC",
} as const satisfies Record<Exclude<RefinementRoot, "pub">, string>;
export type NodeRoot = keyof typeof ROOT_TAXONOMY;
export type Taxonomy = (typeof ROOT_TAXONOMY)[NodeRoot];
