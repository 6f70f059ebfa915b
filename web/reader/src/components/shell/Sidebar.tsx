// The sidebar (spec 1 §2, 3 §2). Entries, each also subject to the user's menu list (isShowed):
// Home; Subscriptions (expandable, only with more than one subscription); Tracker (feature
// show-tracker, opens the tenant tracker address); Compass Points (individual users with the
// compass point flag, placed fourth); Favorites; Groups (group-enable flag); E-learning (main
// tenant only); usage report (ADMIN or REPORT_VIEW); custom collection (if the account has it);
// Compass Points admin and report (compass point flag and admin authority); the tenant's external
// links at the bottom. Escape or the close link closes it; on small screens the page does not
// scroll while it shows. The language menu is repeated here for small screens.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { client, ui } from "../../api/client.ts";
import { useQuery } from "../../api/useQuery.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { hasAuthority, isAnonymous } from "../../features/auth/session.ts";
import { showDialog } from "../../features/notify/notify-store.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, isMainTenant } from "../../features/tenant/tenant-config.ts";
import i18n from "../../i18n/index.ts";
import { LanguageMenu } from "./LanguageMenu.tsx";

/** Desktop layout from this width (spec: 993 and above). */
export const DESKTOP_MIN_WIDTH = 993;

export function subscriptionSearchUrl(publisherSearchKey: string | null | undefined): string {
  return publisherSearchKey
    ? `/mysubscription-search/?publisherid=${encodeURIComponent(publisherSearchKey)}`
    : "/mysubscription-search/";
}

/** E-learning (spec 1 §8, 3 §8): status true opens the site; code '300' says not entitled; else retry. */
export async function openElearning(fallbackUrl: string | null): Promise<void> {
  // Opened before the answer so that the browser does not block it as a pop-up.
  const win = window.open("about:blank", "_blank");
  const result = await client.GET("/api/entitlement/getElpEntitlementStatus", ui({ silent: true })).catch(() => null);
  const data = result?.data;
  const url = data?.url ?? fallbackUrl;
  if (data?.status && url) {
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else window.open(url, "_blank", "noopener");
    return;
  }
  win?.close();
  await showDialog({
    kind: "info",
    title: i18n.t("elearning.title"),
    message: data?.code === "300" ? i18n.t("elearning.notEntitled") : i18n.t("elearning.retry"),
  });
}

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const [subsOpen, setSubsOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const subsId = useId();
  const anonymous = isAnonymous(account);
  const subscriptions = useQuery(
    account ? `subscriptions:${account.selectedAccountId}` : null,
    async () => (await client.GET("/api/user-subscriptions/current-user", ui({ quiet: true }))).data,
  );
  const groupEnable = useQuery(
    account && !anonymous ? `group-enable:${account.selectedAccountId}` : null,
    async () => (await client.GET("/api/group/getGroupEnable", ui({ quiet: true, silent: true }))).data,
  );
  const links = useQuery(
    "external-urls",
    async () => (await client.GET("/api/tenant/getExternalUrls", ui({ quiet: true }))).data,
  );

  // Escape closes; on small screens the page behind does not scroll.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    const small = window.innerWidth < DESKTOP_MIN_WIDTH;
    if (small) document.body.classList.add("scroll-locked");
    ref.current?.querySelector<HTMLElement>("a, button")?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("scroll-locked");
    };
  }, [open, onClose]);

  if (!account) return null;
  const shown = (menuName: string) =>
    account.userMenuList.find((m) => m.menu.menuName === menuName)?.isShowed !== false;
  const subs = subscriptions.data ?? [];
  const individual = account.userType === "INDIVIDUAL" && !anonymous;
  const compassPoints = individual && account.compassPointFlag && shown("Compass Points");
  const cpAdmin = account.compassPointFlag && hasAuthority(account, "COMPASS_POINT_ADMIN", "CP_ADMIN");
  const trackerUrl = config["tracker-url"];
  const sidebarLinks = (links.data ?? []).filter((l) => !l.placement || l.placement === "SIDEBAR");

  type Entry = { key: string; node: React.ReactNode };
  const entries: Entry[] = [];
  const link = (key: string, to: string, label: string, end = false) =>
    entries.push({
      key,
      node: (
        <NavLink to={to} end={end} className="sidebar__link" onClick={onClose}>
          {label}
        </NavLink>
      ),
    });

  link("home", "/", t("sidebar.home"), true);
  if (subs.length > 1)
    entries.push({
      key: "subscriptions",
      node: (
        <>
          <button
            type="button"
            className="sidebar__link sidebar__toggle"
            aria-expanded={subsOpen}
            aria-controls={subsId}
            onClick={() => setSubsOpen((o) => !o)}
          >
            {t("sidebar.subscriptions")}
            <span className="sidebar__chevron" aria-hidden="true">
              {subsOpen ? "▾" : "▸"}
            </span>
          </button>
          {subsOpen && (
            <ul id={subsId} className="sidebar__sub">
              {subs.map((s) => (
                <li key={s.id}>
                  <NavLink
                    to={subscriptionSearchUrl(s.subscriptionInfo.publisherSearchKey)}
                    className="sidebar__link sidebar__link--sub"
                    onClick={onClose}
                  >
                    {s.subscriptionInfo.subscriptionName}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    });
  if (hasFeature(config, "show-tracker") && trackerUrl && shown("Tracker"))
    entries.push({
      key: "tracker",
      node: (
        <a className="sidebar__link" href={trackerUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {t("sidebar.tracker")}
          <span className="visually-hidden"> {t("common.newTab")}</span>
        </a>
      ),
    });
  if (shown("Favorites") && !anonymous) link("favorites", "/favorites", t("sidebar.favorites"));
  if (compassPoints) {
    // Placed fourth (spec 1 §2).
    const node: Entry = {
      key: "compass-points",
      node: (
        <NavLink to="/compass-points" className="sidebar__link" onClick={onClose}>
          {t("sidebar.compassPoints")}
        </NavLink>
      ),
    };
    entries.splice(Math.min(3, entries.length), 0, node);
  }
  if (groupEnable.data?.groupEnable && shown("Group")) link("groups", "/groups", t("sidebar.groups"));
  if (isMainTenant(config) && config.elearning && shown("E-Learning"))
    entries.push({
      key: "elearning",
      node: (
        <button
          type="button"
          className="sidebar__link"
          onClick={() => {
            onClose();
            void openElearning(config.elearning ?? null);
          }}
        >
          {t("sidebar.elearning")}
          <span className="visually-hidden"> {t("common.newTab")}</span>
        </button>
      ),
    });
  if (hasAuthority(account, "ADMIN", "REPORT_VIEW") && shown("Subscription Usage"))
    link("usage", "/usage-report", t("sidebar.usageReport"));
  if (account.customCollection && shown("Custom Collection"))
    link("custom", "/custom-collections", t("sidebar.customCollection"));
  if (cpAdmin) {
    link("cp-admin", "/compass-points-admin", t("sidebar.compassPointsAdmin"));
    link("cp-report", "/compass-points-report", t("sidebar.compassPointsReport"));
  }

  return (
    <>
      {open && <div className="sidebar-backdrop" onClick={onClose} aria-hidden="true" />}
      <nav
        id="sidebar"
        ref={ref}
        className={`sidebar${open ? " sidebar--open" : ""}`}
        aria-label={t("sidebar.label")}
        hidden={!open}
      >
        <div className="sidebar__head">
          <span className="sidebar__title">{t("sidebar.title")}</span>
          <button type="button" className="link-button" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
        <ul className="sidebar__list">
          {entries.map((e) => (
            <li key={e.key}>{e.node}</li>
          ))}
        </ul>
        {sidebarLinks.length > 0 && (
          <ul className="sidebar__external">
            {sidebarLinks.map((l) => (
              <li key={`${l.title}-${l.position}`}>
                <a
                  className="sidebar__link sidebar__link--external"
                  href={l.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {l.title}
                  <span className="visually-hidden"> {t("common.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {hasFeature(config, "language-selection") && (
          <div className="sidebar__language">
            <LanguageMenu />
          </div>
        )}
      </nav>
    </>
  );
}
