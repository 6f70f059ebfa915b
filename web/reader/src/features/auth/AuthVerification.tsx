// The auth-verification screen (spec 3 §2: the shell's screen for the validation message
// AUTH_VERIFICATION): shown while a signed-in session's account is validated — a single account
// selected automatically, or a JWT, SSO or applet session without a valid account, whose
// validation dialog (with the caller's address) shows over it before the sign-out.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useDelayed } from "../../components/delayed.ts";
import "../../pages/SignIn/sign-in.css";
import { useTenant } from "../tenant/TenantContext.tsx";
import { logoUrl } from "../tenant/tenant-config.ts";
import { authenticationDataQuery } from "./session-queries.ts";

export function AuthVerification() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { data } = useQuery(authenticationDataQuery());
  // A quick validation does not flash the screen (the initial load delay, spec 1 §9).
  const shown = useDelayed(true);
  const logo = logoUrl(config);
  return (
    <main id="main" className="page page--centered auth-verification" aria-busy="true">
      {shown && (
        <section className="card card--narrow" aria-labelledby="auth-verification-title">
          {logo && <img className="sign-in__logo" src={logo} alt={config.tenantName} width="200" height="50" />}
          <h1 id="auth-verification-title" className="card__title">
            {t("authVerification.title")}
          </h1>
          <p className="auth-verification__status" role="status">
            <span className="spinner" aria-hidden="true" />{" "}
            {t("authVerification.message", { tenantName: config.tenantName })}
          </p>
          {data?.originatedIpAddress && (
            <p className="auth-verification__address">
              {t("switchAccount.address")}: <bdi>{data.originatedIpAddress}</bdi>
            </p>
          )}
        </section>
      )}
    </main>
  );
}
