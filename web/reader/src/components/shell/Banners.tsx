// The tenant's dated banner and the old-browser banner (spec 1 §2, 3 §2, §4).
// The dated banner shows only between its start and end dates, when its text is set and the user
// has not closed it in this session (session flag {showBanner, isClosed}).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

export const BANNER_SESSION_KEY = "norma.banner";

interface BannerFlag {
  showBanner: boolean;
  isClosed: boolean;
}

function readFlag(): BannerFlag | null {
  try {
    const raw = sessionStorage.getItem(BANNER_SESSION_KEY);
    return raw ? (JSON.parse(raw) as BannerFlag) : null;
  } catch {
    return null;
  }
}

function writeFlag(flag: BannerFlag) {
  try {
    sessionStorage.setItem(BANNER_SESSION_KEY, JSON.stringify(flag));
  } catch {
    // storage disabled: closing lasts until the page reloads
  }
}

export function bannerVisible(
  banner: { text: string; "start-date"?: string | null; "end-date"?: string | null } | null | undefined,
  now: Date,
  closed: boolean,
): boolean {
  if (!banner?.text?.trim() || closed) return false;
  const start = banner["start-date"] ? Date.parse(banner["start-date"]) : Number.NEGATIVE_INFINITY;
  const end = banner["end-date"] ? Date.parse(banner["end-date"]) : Number.POSITIVE_INFINITY;
  const t = now.getTime();
  return t >= start && t <= end;
}

export function TenantBanner() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const [closed, setClosed] = useState(() => readFlag()?.isClosed === true);
  if (!bannerVisible(config.banner, new Date(), closed)) return null;
  return (
    <section className="banner" aria-label={t("banner.label")}>
      <p className="banner__text">{config.banner?.text}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t("banner.close")}
        onClick={() => {
          writeFlag({ showBanner: false, isClosed: true });
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

/** Trident (Internet Explorer) and other browsers without the features the app relies on. */
export function isOldBrowser(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent) || typeof window.fetch !== "function";
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
