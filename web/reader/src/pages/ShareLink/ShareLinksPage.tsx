// My share links (/share-links; issue 15, beyond the spec): every link the user created, newest
// first, each with its document, state, expiry, copy, revoke and access log (who opened it, when).
// A tenant administrator may switch to every link of the tenant.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { hasAuthority } from "../../features/auth/session.ts";
import { ShareLinkList } from "../../features/sharing/ShareLinksPanel.tsx";
import "../../features/sharing/share.css";

export function ShareLinksPage() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const [params, setParams] = useSearchParams();
  const admin = account !== null && hasAuthority(account, "ADMIN");
  const scope = admin && params.get("scope") === "tenant" ? "tenant" : "mine";
  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("shareLinks.pageTitle")}</h1>
        {admin && (
          <label className="share-links__scope">
            <input
              type="checkbox"
              checked={scope === "tenant"}
              onChange={(e) => setParams(e.target.checked ? { scope: "tenant" } : {})}
            />{" "}
            {t("shareLinks.allOfTenant")}
          </label>
        )}
      </div>
      <p className="muted">{t("shareLinks.explain")}</p>
      <ShareLinkList scope={scope} />
    </div>
  );
}
