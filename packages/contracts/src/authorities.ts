// The authorities a user can hold: the API checks them (openapi.yaml's x-authorities, plugins/access.ts)
// and the console grants them. One list, so a new authority is added in one place.

export const AUTHORITIES = [
  "ADMIN",
  "REPORT_VIEW",
  "COMPASS_POINT_ADMIN",
  "CP_ADMIN",
  "COMPASS_USER_ADMIN",
  "COMPASS_USER",
  "COMPASS_USAGE_REPORT_VIEWER",
  /** Platform operator: every tenant's administration and the operational pages. */
  "OPERATOR",
] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const isAuthority = (value: unknown): value is Authority =>
  typeof value === "string" && (AUTHORITIES as readonly string[]).includes(value);
