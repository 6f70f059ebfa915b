// The sidebar (spec 1 §2, 3 §2): the entries of sidebar-entries.ts (which also leaves out pages
// this reader does not have yet), the tenant's external links at the bottom, and the language menu
// repeated for small screens. Escape or the close link closes it; on small screens the page does
// not scroll while it shows. Its content (and the calls it needs) is built when it first opens.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { client, ui } from "../api/client.ts";
import type { AccountSession } from "../api/types.ts";
import { externalUrlsQuery, subscriptionsQuery } from "../features/account/account-queries.ts";
import { useAuth } from "../features/auth/AuthContext.tsx";
import { isAnonymous } from "../features/auth/session.ts";
import { groupEnableQuery } from "../features/groups/groups-keys.ts";
import { showDialog } from "../features/notify/notify-store.ts";
import { myOpenReviewsQuery } from "../features/reviews/reviews-keys.ts";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { hasFeature } from "../features/tenant/tenant-config.ts";
import i18n from "../i18n/index.ts";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { type SidebarEntry, sidebarEntries } from "./sidebar-entries.ts";
import "./sidebar.css";

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

/** The controls of `root` that take the focus with Tab, in order. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex='-1'])",
    ),
  ].filter((el) => !el.closest("[hidden]") && el.getClientRects().length > 0);
}

/** Spec 3 §4: the sidebar is null (never shown), true (shown) or false (hidden). */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const ref = useRef<HTMLElement>(null);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  // Escape closes; on small screens the page behind does not scroll. It looks modal (a backdrop
  // covers the page), so it acts so (WCAG 2.4.3, issue 12): Tab and Shift+Tab cycle through its
  // own controls, focus that goes behind it comes back, and when it closes the focus returns to
  // what opened it (the header's menu button), unless the user went elsewhere meanwhile (a link
  // of the sidebar: the new page's heading takes it).
  useEffect(() => {
    if (!open) return;
    const nav = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => (nav ? focusableIn(nav) : []);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      else if (e.key === "Tab" && nav) {
        const all = focusable();
        if (all.length === 0) return;
        const first = all[0];
        const last = all[all.length - 1];
        const inside = nav.contains(document.activeElement);
        if (e.shiftKey && (!inside || document.activeElement === first)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node | null;
      // Dialogs opened from the sidebar (e-learning's message) are the user's business.
      if (!nav || !target || nav.contains(target) || (target as Element).closest?.("dialog[open]")) return;
      focusable()[0]?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    const small = window.innerWidth < DESKTOP_MIN_WIDTH;
    if (small) document.body.classList.add("scroll-locked");
    focusable()[0]?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      document.body.classList.remove("scroll-locked");
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || nav?.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  if (!account) return null;
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
        {used && <SidebarContent account={account} onClose={onClose} />}
      </nav>
    </>
  );
}

const ENTRY_LABELS = {
  home: "sidebar.home",
  favorites: "sidebar.favorites",
  "compass-points": "sidebar.compassPoints",
  reviews: "sidebar.reviews",
  groups: "sidebar.groups",
  usage: "sidebar.usageReport",
  custom: "sidebar.customCollection",
  "cp-admin": "sidebar.compassPointsAdmin",
  "cp-report": "sidebar.compassPointsReport",
} as const;

function SidebarContent({ account, onClose }: { account: AccountSession; onClose: () => void }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const [subsOpen, setSubsOpen] = useState(false);
  const subsId = useId();
  const anonymous = isAnonymous(account);
  const subscriptions = useQuery(subscriptionsQuery(account.selectedAccountId, { quiet: true }));
  const groupEnable = useQuery({ ...groupEnableQuery(account.selectedAccountId), enabled: !anonymous });
  const links = useQuery(externalUrlsQuery());
  const subs = subscriptions.data ?? [];
  const sidebarLinks = (links.data ?? []).filter((l) => !l.placement || l.placement === "SIDEBAR");
  const entries = sidebarEntries({
    account,
    config,
    subscriptions: subs.length,
    groupEnable: groupEnable.data?.groupEnable,
  });

  const render = (entry: SidebarEntry) => {
    if (entry.key === "subscriptions")
      return (
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
      );
    if (entry.key === "tracker")
      return (
        <a className="sidebar__link" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {t("sidebar.tracker")}
          <span className="visually-hidden"> {t("common.newTab")}</span>
        </a>
      );
    if (entry.key === "elearning")
      return (
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
      );
    return (
      <NavLink to={entry.to} end={entry.key === "home"} className="sidebar__link" onClick={onClose}>
        {t(ENTRY_LABELS[entry.key])}
        {entry.key === "reviews" && <ReviewsBadge />}
      </NavLink>
    );
  };

  return (
    <>
      <ul className="sidebar__list">
        {entries.map((e) => (
          <li key={e.key}>{render(e)}</li>
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
    </>
  );
}

/** Issue 28: how many open reviews the user reviews or owns an action of (nothing while unknown or none). */
function ReviewsBadge() {
  const { t } = useTranslation();
  const count = useQuery(myOpenReviewsQuery()).data ?? 0;
  if (count === 0) return null;
  return (
    <span className="sidebar__badge" data-testid="reviews-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t("sidebar.reviewsBadge", { count })}</span>
    </span>
  );
}
