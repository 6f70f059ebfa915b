// A share link's landing page (/share/{token}; issue 15, beyond the spec). Opening logs the visit
// (POST /api/contentShare/links/open/{token}) and sends a user who may open the document to it;
// otherwise it says why: the link expired, was revoked, does not exist (or belongs to another
// library), or the user is not entitled to the document (a link never grants access: the
// tenant's no-access message).
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/route-rules.ts";
import { tenantMessage } from "../../features/documents/access-messages.ts";
import { documentUrl } from "../../features/documents/document-links.ts";
import { type LinkOutcome, TOKEN } from "../../features/sharing/share-link-outcome.ts";
import { shareLinkOpeningQuery } from "../../features/sharing/sharing-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

export function ShareLinkPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const valid = TOKEN.test(token);
  const q = useQuery({ ...shareLinkOpeningQuery(token), enabled: valid });
  const outcome: LinkOutcome | undefined = valid ? q.data : { kind: "unknown" };

  useEffect(() => {
    if (outcome?.kind === "open")
      navigate(documentUrl(outcome.contentCode, { drm: isDrm(account) }), { replace: true });
  }, [outcome, navigate, account]);

  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  if (!outcome || outcome.kind === "open") return <p className="page empty">{t("shareLinks.opening")}</p>;
  const message =
    outcome.kind === "notEntitled"
      ? tenantMessage(config, "content-no-access-i18n-key") || t("shareLinks.landing.notEntitled")
      : t(`shareLinks.landing.${outcome.kind}`);
  return (
    <div className="page">
      <div className="share-landing" role="alert">
        <h1 className="page__title">{t(`shareLinks.landing.${outcome.kind}Title`)}</h1>
        <p>{message}</p>
        <p>
          <Link to="/">{t("shareLinks.landing.home")}</Link>
        </p>
      </div>
    </div>
  );
}
