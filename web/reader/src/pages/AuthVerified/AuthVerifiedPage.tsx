// The auth-verified screen (spec 3 §2, "Other screens"), at /auth-verified: where a sign-in made
// elsewhere (the tenant's own login, a partner application's applet or JWT hand-off, an address
// or single sign-on) can send the user once the shell has verified the session. It says whose
// access was verified, for which account, by which method and from which address, and Continue
// leads to `returnTo` (an address of this reader only) or home.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { setOriginatedIpAddress } from "../../api/client.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { continueTarget, METHOD_KEYS, verifiedAccount } from "../../features/auth/auth-verification.ts";
import { displayName } from "../../features/auth/session.ts";
import { authenticationDataQuery } from "../../features/auth/session-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { logoUrl } from "../../features/tenant/tenant-config.ts";
import { Isolated } from "../../i18n/Isolated.tsx";
import "../SignIn/sign-in.css";

export function AuthVerifiedPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const [params] = useSearchParams();
  const { data: authData } = useQuery(authenticationDataQuery());
  useEffect(() => {
    if (authData) setOriginatedIpAddress(authData.originatedIpAddress);
  }, [authData]);
  if (!account) return null;
  const logo = logoUrl(config);
  const chosen = verifiedAccount(account);
  const next = continueTarget(params.get("returnTo"));

  return (
    <div className="page page--centered">
      <section className="card card--narrow" aria-labelledby="auth-verified-title">
        {logo && <img className="sign-in__logo" src={logo} alt={config.tenantName} width="200" height="50" />}
        <h1 id="auth-verified-title" className="card__title">
          {t("authVerified.title")}
        </h1>
        <p className="card__intro" role="status">
          {t("authVerified.intro", { tenantName: config.tenantName })}
        </p>
        <dl className="auth-verified__facts">
          <dt>{t("authVerified.holder")}</dt>
          <dd>
            <bdi>{displayName(account)}</bdi>
          </dd>
          {chosen && (
            <>
              <dt>{t("authVerified.account")}</dt>
              <dd>
                <bdi>{chosen.name}</bdi> ·{" "}
                <Isolated i18nKey="switchAccount.number" name="number" value={chosen.number} />
              </dd>
            </>
          )}
          <dt>{t("authVerified.methodLabel")}</dt>
          <dd>{t(METHOD_KEYS[account.authType])}</dd>
          <dt>{t("switchAccount.address")}</dt>
          <dd>
            <bdi>{authData?.originatedIpAddress ?? t("common.loading")}</bdi>
          </dd>
        </dl>
        <Link className="button button--primary button--block" to={next} replace>
          {t("authVerified.continue")}
        </Link>
      </section>
    </div>
  );
}
