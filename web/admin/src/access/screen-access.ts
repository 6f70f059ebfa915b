// Who may use each console screen. The API decides (openapi.yaml's x-authorities on the operation
// behind the screen); the console only offers what the user may use, so nobody meets a refusal
// toast over an empty table. Each screen names its operation, and screen-access.unit.test.ts
// checks these authorities against the contract: the rule stays in one home.

/** The screens of the console, each with the operation it reads and who may call it. */
export const SCREENS = {
  tenants: { operation: ["get", "/api/admin/tenants"], authorities: ["ADMIN"] },
  "tenant-text-entries": { operation: ["get", "/api/admin/tenant-text-entries"], authorities: ["ADMIN"] },
  users: { operation: ["get", "/api/admin/users"], authorities: ["ADMIN"] },
  accounts: { operation: ["get", "/api/admin/accounts"], authorities: ["ADMIN"] },
  reviews: { operation: ["get", "/api/admin/reviews"], authorities: ["ADMIN"] },
  feedback: { operation: ["get", "/api/admin/feedback"], authorities: ["ADMIN"] },
  "compass-points": {
    operation: ["get", "/api/v1/compasspoint/list-admin"],
    authorities: ["COMPASS_POINT_ADMIN", "CP_ADMIN"],
  },
  "compass-point-settings": { operation: ["get", "/api/admin/compass-point-settings"], authorities: ["ADMIN"] },
  "api-keys": { operation: ["get", "/api/admin/api-keys"], authorities: ["ADMIN"] },
  "webhook-endpoints": { operation: ["get", "/api/admin/webhook-endpoints"], authorities: ["ADMIN"] },
  "scim-tokens": { operation: ["get", "/api/admin/scim-tokens"], authorities: ["ADMIN"] },
  publish: { operation: ["post", "/api/admin/publishing/batches"], authorities: ["ADMIN"] },
  audits: { operation: ["get", "/management/audits"], authorities: ["ADMIN", "OPERATOR"] },
  "usage-report": { operation: ["get", "/api/usage/summary"], authorities: ["ADMIN", "REPORT_VIEW"] },
  "compass-points-report": {
    operation: ["get", "/api/compass-points/report"],
    authorities: ["COMPASS_POINT_ADMIN", "CP_ADMIN"],
  },
  metrics: { operation: ["get", "/management/jhimetrics"], authorities: ["OPERATOR"] },
  logs: { operation: ["get", "/management/loggers"], authorities: ["OPERATOR"] },
  queues: { operation: ["post", "/management/queues/session"], authorities: ["OPERATOR"] },
  reanchor: { operation: ["get", "/management/compass-reanchor/failures"], authorities: ["OPERATOR"] },
  "unresolved-references": { operation: ["get", "/api/admin/references/unresolved"], authorities: ["OPERATOR"] },
  configuration: { operation: ["get", "/management/configprops"], authorities: ["OPERATOR"] },
} as const satisfies Record<string, { operation: readonly [string, string]; authorities: readonly string[] }>;

export type Screen = keyof typeof SCREENS;

/** True when the user's authorities (react-admin's permissions) include one the screen's operation accepts. */
export function mayUse(permissions: unknown, screen: Screen): boolean {
  if (!Array.isArray(permissions)) return false;
  return (SCREENS[screen].authorities as readonly string[]).some((a) => permissions.includes(a));
}
