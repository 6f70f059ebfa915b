// The frame around every screen with a layout: header, sidebar, banners, the page, footer.
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { OldBrowserBanner, TenantBanner } from "./Banners.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
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
