// The account switch (spec 3 §2, §4): the user's accounts, each with a Select button, the
// tenant's logo, a contact link to the tenant's support address and the caller's address (or
// 'loading'). Shown when the session has no valid account selected, and from the account menu.

import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { setOriginatedIpAddress } from "../../api/client.ts";
import { clearQueryCache } from "../../api/queries.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { authenticationDataQuery } from "../../features/auth/session-queries.ts";
import { notify } from "../../features/notify/notify-store.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { logoUrl } from "../../features/tenant/tenant-config.ts";
import { Isolated } from "../../i18n/Isolated.tsx";
import "../SignIn/sign-in.css";

export function SwitchAccountPage({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account, switchAccount, signOut } = useAuth();
  const navigate = useNavigate();
  // The switch is the auth provider's (it adopts the new token, or explains and signs out). What
  // follows is the mutation's own onSuccess: it runs even when the new session has replaced this
  // page (the forced switch) before the answer is handled.
  const selection = useMutation({
    mutationFn: (accountId: number) => switchAccount(accountId),
    onSuccess: (ok, accountId) => {
      if (!ok) return;
      // The new account's data replaces the old one's.
      clearQueryCache();
      const chosen = account?.cgEntitlements.find((e) => e.accountId === accountId);
      notify("SUCCESS", {
        key: "switchAccount.switched",
        options: { account: chosen?.accountName ?? String(accountId) },
      });
      navigate("/", { replace: true });
    },
  });
  const busy = selection.isPending ? selection.variables : null;
  const logo = logoUrl(config);

  const { data: authData } = useQuery(authenticationDataQuery());
  useEffect(() => {
    if (authData) setOriginatedIpAddress(authData.originatedIpAddress);
  }, [authData]);
  const address = authData?.originatedIpAddress ?? null;

  if (!account) return null;

  const Wrapper = forced ? "main" : "div";
  return (
    <Wrapper id={forced ? "main" : undefined} className="page page--centered">
      <section className="card switch-account" aria-labelledby="switch-title">
        {logo && <img className="sign-in__logo" src={logo} alt={config.tenantName} width="200" height="50" />}
        <h1 id="switch-title" className="card__title">
          {t("switchAccount.title")}
        </h1>
        <p className="card__intro">{t("switchAccount.intro")}</p>
        <ul className="switch-account__list">
          {account.cgEntitlements.map((e) => {
            const current = e.accountId === account.selectedAccountId;
            return (
              <li key={e.accountId} className="switch-account__item">
                <div>
                  <p className="switch-account__name">{e.accountName}</p>
                  <p className="switch-account__meta">
                    <Isolated i18nKey="switchAccount.number" name="number" value={e.accountNumber} /> ·{" "}
                    {t(e.accountType === "COMPANY" ? "switchAccount.company" : "switchAccount.individual")}
                    {current && ` · ${t("switchAccount.current")}`}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy !== null || current}
                  onClick={() => selection.mutate(e.accountId)}
                  aria-label={t("switchAccount.selectNamed", { name: e.accountName })}
                >
                  {busy === e.accountId ? t("common.loading") : t("switchAccount.select")}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="switch-account__address">
          {t("switchAccount.address")}: <strong>{address ?? t("common.loading")}</strong>
        </p>
        <p>
          {t("switchAccount.help")} <a href={`mailto:${config.supportEmail}`}>{t("switchAccount.contact")}</a>
        </p>
        {forced ? (
          <button type="button" className="button button--secondary" onClick={() => void signOut({ confirm: false })}>
            {t("account.signOut")}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            {t("common.cancel")}
          </button>
        )}
      </section>
    </Wrapper>
  );
}
