// /trackChanges (spec 3 §2): opens the tenant's tracker address when it has one; otherwise the
// tracked documents of the reader.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

export function TrackChangesPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const url = config["tracker-url"];
  const external = url && /^https?:\/\//.test(url) ? url : null;
  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);
  if (!external) return <Navigate to="/tracked-documents" replace />;
  return (
    <div className="page page--centered">
      <p className="empty">
        {t("trackChanges.opening")} <a href={external}>{t("home.openTracker")}</a>
      </p>
    </div>
  );
}
