// Which 401s end the session (its own module, without imports: the contract test reads it too).
/**
 * The message keys of the API's 401s that end the session (services/api plugins/access.ts and
 * lib/tokens.ts): no token or a bad one, expired, revoked, another tenant's, a user gone.
 */
export const SESSION_401_KEYS: ReadonlySet<string> = new Set([
  "error.http.401",
  "error.token.invalid",
  "error.session.expired",
  "error.token.revoked",
  "error.token.tenant",
  "error.user.inactive",
]);
