// How a sign-out goes (spec 3 §4): applet and SSO sessions first show a confirmation dialog whose
// text and redirect the tenant may configure (authentication-methods.sso.logout-config); only
// after OK does the sign-out proceed, then to the configured address when there is one. Other
// sessions sign out at once, and so does any sign-out the app starts itself (confirm: false).
export interface LogoutConfig {
  confirm?: boolean;
  /** A message key (translated at run time), e.g. logout.sso.confirm-message. */
  message?: string;
  redirectUrl?: string | null;
}

export interface SignOutPlan {
  /** Ask first (a confirmation dialog). */
  confirm: boolean;
  /** The tenant's message key for the dialog, if any. */
  messageKey: string | null;
  /** Where to go after signing out (an http(s) address), if anywhere. */
  redirect: string | null;
}

/** Sign-in kinds whose sign-out is confirmed first. */
const CONFIRMED = new Set(["APPLET", "SSO"]);

export function signOutPlan(
  authType: string | null | undefined,
  logoutConfig: LogoutConfig | null | undefined,
  options: { confirm?: boolean } = {},
): SignOutPlan {
  const confirm = options.confirm !== false && CONFIRMED.has(authType ?? "");
  const redirect = confirm && logoutConfig?.redirectUrl && /^https?:\/\//.test(logoutConfig.redirectUrl);
  return {
    confirm,
    messageKey: confirm ? (logoutConfig?.message ?? null) : null,
    redirect: redirect ? (logoutConfig?.redirectUrl ?? null) : null,
  };
}
