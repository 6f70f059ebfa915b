// The tenant feature codes (tenant_features.code, openapi.yaml's x-features): what a tenant can
// switch on. The seed (@norma/db) gives each seeded tenant its set from this list; the API and
// the reader read a tenant's switches by these codes.

export const FEATURE_CODES = [
  "search-refinement",
  "version-compare",
  "content-share",
  "type-ahead-search",
  "language-selection",
  "show-tracker",
  "user-management",
  "tenant-publisher-only",
  "home-page-toc",
  "group-enable",
  /** Revision reviews (issue 28, docs/reviews.md). */
  "revision-reviews",
] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];
