// The single sign-on flow id this tab keeps between the start and the callback (sso.ts).

export const FLOW_KEY = "norma.sso.flow";

/** The flow this tab began, once: a reload of the callback cannot send it twice. */
export function takeFlow(): string | null {
  const flowId = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  return flowId;
}

/** Only a path of this site is returned to (the API checks it too). */
export const safeReturnTo = (path: string | undefined) => (path && /^\/(?![/\\])/.test(path) ? path : "/");

const SIGNED_OUT_KEY = "norma.sso.signedOut";

/** After signing out, the sign-in page does not send the user straight back to the provider. */
export function markSignedOut(): void {
  sessionStorage.setItem(SIGNED_OUT_KEY, "1");
}

/** Whether the tab signed out and has not begun a sign-in since (the flag stays over the provider's logout page). */
export function signedOutHere(): boolean {
  return sessionStorage.getItem(SIGNED_OUT_KEY) !== null;
}

/** A sign-in begins: the sign-in page may send the user to the provider again. */
export function clearSignedOut(): void {
  sessionStorage.removeItem(SIGNED_OUT_KEY);
}
