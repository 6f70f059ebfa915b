// The frame around every screen with a layout: header, sidebar, banners, the page, footer.
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { OldBrowserBanner, TenantBanner } from "./Banners.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { documentTitle, pageTitleKey } from "./page-titles.ts";
import { pageTypeOf } from "./page-types.ts";
import { Sidebar } from "./Sidebar.tsx";
import "./shell.css";

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Spec 3 §4: null hidden (never opened), true shown, false hidden.
  const [sidebar, setSidebar] = useState<boolean | null>(null);
  const close = useCallback(() => setSidebar((s) => (s ? false : s)), []);

  useEffect(() => {
    document.body.dataset.pageType = pageTypeOf(pathname);
  }, [pathname]);

  const { config } = useTenant();
  const titleKey = pageTitleKey(pathname);
  const pageName = titleKey ? String(t(titleKey as never)) : null;
  useEffect(() => {
    // The document page names its document itself.
    if (pageTypeOf(pathname) === "document") return;
    document.title = documentTitle(pageName, config.title || config.tenantName);
  }, [pathname, pageName, config.title, config.tenantName]);

  // The sticky header's height, for what sticks below it (the PDF toolbar) and for the room kept
  // above focused and scrolled-to elements (issue 12: the toolbar slid under the header, whose
  // height changes with the width and the search box).
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".header");
    if (!header || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--header-height", `${Math.ceil(header.offsetHeight)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <OldBrowserBanner />
      <Header sidebarOpen={sidebar === true} onToggleSidebar={() => setSidebar((s) => s !== true)} />
      <Sidebar open={sidebar === true} onClose={close} />
      <TenantBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
