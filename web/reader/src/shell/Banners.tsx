// The tenant's dated banner and the old-browser banner (spec 1 §2, 3 §2, §4).
// The dated banner shows only between its start and end dates, when its text is set and the user
// has not closed it in this session (session flag {showBanner, isClosed}).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { langAttribute, tenantText } from "../features/tenant/tenant-config.ts";
import { bannerVisible, closeBannerForSession, isOldBrowser, readBannerFlag } from "./banner-state.ts";
import "./banners.css";

export { BANNER_SESSION_KEY, bannerVisible, isOldBrowser } from "./banner-state.ts";

export function TenantBanner() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const [closed, setClosed] = useState(() => readBannerFlag()?.isClosed === true);
  if (!bannerVisible(config.banner, new Date(), closed)) return null;
  // The banner in the interface language, else English, else the tenant's own language.
  const text = tenantText(config, "banner", config.banner?.text, i18n.language);
  return (
    <section className="banner" aria-label={t("banner.label")}>
      <p className="banner__text" dir="auto" lang={text ? langAttribute(text.lang, i18n.language) : undefined}>
        {text?.text}
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label={t("banner.close")}
        onClick={() => {
          closeBannerForSession();
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

export function OldBrowserBanner() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed || !isOldBrowser(navigator.userAgent)) return null;
  return (
    <section className="banner banner--warning" aria-label={t("banner.oldBrowserLabel")}>
      <p className="banner__text">{t("banner.oldBrowser")}</p>
      <button type="button" className="icon-button" aria-label={t("banner.close")} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
