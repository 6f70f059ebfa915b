// The header (spec 1 §2, 3 §2): sidebar button, logo linking to /, the secondary search bar
// (hidden on / and /home/), the language menu (feature language-selection), the help menu (when
// the tenant has one) and the account menu.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SearchBox } from "../features/search/SearchBox.tsx";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { hasFeature, logoUrl } from "../features/tenant/tenant-config.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { HelpMenu } from "./HelpMenu.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";

/** The hero search of the home page replaces the header's on / and /home/. */
export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/home" || pathname.startsWith("/home/");
}

export function Header({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { pathname } = useLocation();
  const logo = logoUrl(config);
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button header__menu"
        aria-label={t("shell.openMenu")}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <Link to="/" className="brand" aria-label={t("shell.homeOf", { name: config.tenantName })}>
        {logo ? (
          <img className="brand__logo" src={logo} alt="" width="160" height="40" />
        ) : (
          <span className="brand__mark" aria-hidden="true">
            {config.tenantName.slice(0, 1)}
          </span>
        )}
        <span className="brand__name">{config.tenantName}</span>
      </Link>
      {!isHomePath(pathname) && (
        <div className="header__search">
          <SearchBox variant="header" />
        </div>
      )}
      <div className="header__actions">
        {hasFeature(config, "language-selection") && <LanguageMenu className="header__language" />}
        {config.helpMenu.length > 0 && <HelpMenu />}
        <AccountMenu />
      </div>
    </header>
  );
}
