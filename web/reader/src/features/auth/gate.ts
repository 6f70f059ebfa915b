// What the shell shows for the sign-in state (spec 3 §2, §4, §8), as pure functions of the session
// (AuthGate.tsx renders them; gate.unit.test.ts tests them):
//   - the sign-in callback page on /implicit/callback, the sign-in screen while signed out;
//   - a blank area while the session object loads;
//   - SELECT_ACCOUNT: the account switch when there are several accounts and the session may
//     switch; otherwise the auth-verification screen (spec 3 §2, validation message
//     AUTH_VERIFICATION) while the single account is validated, or behind the validation dialog of
//     a JWT, SSO or applet session, which is then signed out;
//   - NO_ENTITLEMENTS: a message about user role validation, then sign out;
//   - otherwise the app (with the licence agreement until it is accepted).
import type { AccountSession } from "../../api/types.ts";
import { NO_SWITCH_AUTH_TYPES } from "./route-rules.ts";
import { CALLBACK_PATH } from "./sso.ts";

export type GateView = "callback" | "set-password" | "sign-in" | "blank" | "verifying" | "switch-account" | "app";

/** The link of an invitation e-mail: choosing a first password, shown signed out. */
export const SET_PASSWORD_PATH = "/set-password";

type GateAccount = Pick<AccountSession, "sessionState" | "cgEntitlements" | "authType">;

export function gateView(pathname: string, signedIn: boolean, account: GateAccount | null): GateView {
  if (pathname === CALLBACK_PATH) return "callback";
  if (pathname === SET_PASSWORD_PATH || pathname === `${SET_PASSWORD_PATH}/`) return "set-password";
  if (!signedIn) return "sign-in";
  if (!account) return "blank";
  if (account.sessionState === "SELECT_ACCOUNT")
    return account.cgEntitlements.length > 1 && !NO_SWITCH_AUTH_TYPES.has(account.authType)
      ? "switch-account"
      : "verifying";
  if (account.sessionState === "NO_ENTITLEMENTS") return "blank";
  return "app";
}

export type GateAction =
  | { kind: "none" }
  | { kind: "select"; accountId: number }
  | { kind: "validation-failed" }
  | { kind: "no-entitlements" };

/** What the shell does once for a session object (the dialogs and the automatic selection). */
export function gateAction(account: GateAccount): GateAction {
  if (account.sessionState === "NO_ENTITLEMENTS") return { kind: "no-entitlements" };
  if (account.sessionState !== "SELECT_ACCOUNT") return { kind: "none" };
  if (account.cgEntitlements.length === 1) return { kind: "select", accountId: account.cgEntitlements[0].accountId };
  if (NO_SWITCH_AUTH_TYPES.has(account.authType)) return { kind: "validation-failed" };
  return { kind: "none" };
}
