// What the shell shows for the sign-in state (spec 3 §2; the rules are gate.ts): the sign-in
// screen while signed out (the SSO callback excepted), a blank area while the session loads, the
// account switch when no valid account is selected (automatic with a single account; applet, JWT
// and SSO sessions get the validation dialog and are signed out; meanwhile the auth-verification
// screen), the no-entitlement message,
// the licence agreement, otherwise the app. The screens other than the app are chunks loaded on
// demand: a signed-in reader's first load needs none of them (the signed-out ones: boot.ts).
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PageLoading } from "../../components/Spinner.tsx";
import i18n from "../../i18n/index.ts";
import { showDialog } from "../notify/notify-store.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { useAuth, validationFailedDialog } from "./AuthContext.tsx";
import { gateAction, gateView } from "./gate.ts";
// With the shell, not on demand: the dialog shows with the page it covers, not a moment later.
import { LicenseAgreementDialog } from "./LicenseAgreementDialog.tsx";
import { useSignedOutScreens } from "./signed-out-loader.ts";

const SwitchAccountPage = lazy(async () => ({
  default: (await import("../../pages/SwitchAccount/SwitchAccountPage.tsx")).SwitchAccountPage,
}));
const AuthVerification = lazy(async () => ({ default: (await import("./AuthVerification.tsx")).AuthVerification }));

export function AuthGate({ children }: { children: ReactNode }) {
  const { session, account, switchAccount, signOut } = useAuth();
  const { config } = useTenant();
  const { pathname } = useLocation();
  const handled = useRef<string | null>(null);

  const state = account?.sessionState;
  useEffect(() => {
    if (!account || handled.current === `${session?.token}:${state}`) return;
    handled.current = `${session?.token}:${state}`;
    const action = gateAction(account);
    if (action.kind === "no-entitlements") {
      // Spec 3 §8: a message about user role validation, then sign out.
      void showDialog({
        kind: "info",
        title: i18n.t("auth.noEntitlementsTitle"),
        message: i18n.t("auth.noEntitlements", { tenantName: config.tenantName, supportEmail: config.supportEmail }),
      }).then(() => signOut({ confirm: false, loginError: "noEntitlements" }));
    } else if (action.kind === "select") void switchAccount(action.accountId);
    else if (action.kind === "validation-failed")
      void validationFailedDialog(config).then(() => signOut({ confirm: false, loginError: "validationFailed" }));
  }, [account, state, session?.token, config, switchAccount, signOut]);

  const view = gateView(pathname, session !== null, account);
  const signedOut = useSignedOutScreens(view === "callback" || view === "set-password" || view === "sign-in");
  const screen = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
  if (view === "callback") return signedOut ? <signedOut.CallbackPage /> : <PageLoading />;
  if (view === "set-password") return signedOut ? <signedOut.SetPasswordPage /> : <PageLoading />;
  if (view === "sign-in") return signedOut ? <signedOut.SignInPage /> : <PageLoading />;
  if (view === "switch-account") return screen(<SwitchAccountPage forced />);
  if (view === "verifying") return screen(<AuthVerification />);
  if (view === "blank" || !account) return state === "NO_ENTITLEMENTS" ? <div className="blank" /> : <PageLoading />;
  return (
    <>
      {children}
      {!account.lcaAgreementFlag && account.id !== null && <LicenseAgreementDialog />}
    </>
  );
}
