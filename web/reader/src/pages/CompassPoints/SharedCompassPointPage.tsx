// The shared compass point landing page (/compasspoint/{uuid}; spec 2 §2, §4, §8): an active point
// sends the user to its document (at the point); a deactivated one shows who deactivated it and
// when, linked to the creator's e-mail, with the document, and tells the user to contact their
// account administrator. Refusals are the spec's dialogs (2 §8), each closing to /: 401 the user
// type's sentence, 403 'User is not entitled for the Document' the tenant's no-access message,
// 403 'Compass points are not enabled at account level setting' its feature-no-access message.
// Beside a deactivated point's notice the document itself is loaded (spec 2 §2: "The document is
// also loaded"), except for DRM content, which opens only in the layout-free viewer (its link).
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/route-rules.ts";
import { compassPointByUuidQuery } from "../../features/compass-points/compass-points-queries.ts";
import { showNoAccess, tenantMessage } from "../../features/documents/access-messages.ts";
import { showDialog } from "../../features/notify/notify-store.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { useDates } from "../../i18n/useDates.ts";
import "./compass-points.css";

const DocumentPage = lazy(async () => ({ default: (await import("../Document/DocumentPage.tsx")).DocumentPage }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The 403 title of a tenant or account without compass points (spec 2 §8). */
const NOT_ENABLED = "Compass points are not enabled at account level setting";

export function SharedCompassPointPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const navigate = useNavigate();
  const { uuid = "" } = useParams();
  const valid = UUID.test(uuid);
  const { config } = useTenant();
  const { account } = useAuth();
  const q = useQuery({ ...compassPointByUuidQuery(uuid), enabled: valid });
  const p = q.data?.kind === "point" ? q.data.point : undefined;
  const refusal = q.data?.kind === "refused" ? q.data : null;

  useEffect(() => {
    if (!refusal) return;
    let live = true;
    const shown =
      refusal.status === 401
        ? showDialog({
            kind: "info",
            title: t("compassPoint.title-view"),
            message: t("error.compass-points.user-type"),
          })
        : refusal.title === NOT_ENABLED
          ? showDialog({
              kind: "info",
              title: t("compassPoint.title-view"),
              message: tenantMessage(config, "feature-no-access"),
            })
          : showNoAccess(config);
    void shown.then(() => {
      if (live) navigate("/", { replace: true });
    });
    return () => {
      live = false;
    };
  }, [refusal, config, navigate, t]);
  const documentUrl = p
    ? `/document/?contentCode=${encodeURIComponent(p.contentCode)}&compasspointuuid=${p.compassPointUUID}`
    : "";

  useEffect(() => {
    if (p && !p.isDeleted) navigate(documentUrl, { replace: true });
  }, [p, documentUrl, navigate]);

  if (!valid) return <p className="page empty">{t("compassPointShared.invalid")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  if (refusal) return <div className="page" />;
  if (!p?.isDeleted) return <p className="page empty">{t("common.loading")}</p>;
  const drm = account !== null && isDrm(account);
  return (
    <div className="page page--wide">
      <div className="cp-notice" role="status">
        <h1 className="page__title">{t("compassPointShared.deactivated")}</h1>
        <p>
          {t("compassPointShared.deactivated-by")}{" "}
          <a href={`mailto:${p.creatorEmail}`}>{p.deactivatedBy ?? p.deletedByEmail ?? p.createdUserName}</a>
          {p.deletedDate ? ` · ${fmt(p.deletedDate, "long")}` : ""}
        </p>
        <p>
          {t("compassPointShared.document")}{" "}
          <Link to={`/${drm ? "document-view" : "document"}/?contentCode=${encodeURIComponent(p.contentCode)}`}>
            {p.designation}
          </Link>
        </p>
        <p>{t("compassPointShared.contact-admin")}</p>
      </div>
      {!drm && (
        <section className="cp-shared__document" aria-label={p.designation}>
          <Suspense fallback={<p className="empty">{t("document.loading")}</p>}>
            <DocumentPage layout="embedded" contentCode={p.contentCode} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
