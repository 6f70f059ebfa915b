// The frame around every screen: header with the brand, the page, a footer.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <header className="app__header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            N
          </span>
          <span className="brand__text">
            <span className="brand__name">{t("app.name")}</span>
            <span className="brand__tagline">{t("app.tagline")}</span>
          </span>
        </Link>
      </header>
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app__footer">{t("app.footer")}</footer>
    </div>
  );
}
