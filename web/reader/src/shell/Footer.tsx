// The footer (spec 1 §2): home link, /video (support), the tenant's about, contact, privacy,
// policies and copyright pages, its address and logo.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { logoUrl } from "../features/tenant/tenant-config.ts";
import { translateKey } from "../i18n/translate-key.ts";
import "./footer.css";

export function Footer() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const footer = config.footer ?? {};
  const external: [string, string | null | undefined][] = [
    [t("footer.about"), footer.about],
    [t("footer.contact"), footer.contact],
    [t("footer.privacy"), footer.privacy],
    [t("footer.policies"), footer.policies],
    [t("footer.copyright"), footer.copyright],
  ];
  const tips = translateKey(config["footer-tips-tricks"], { tenantName: config.tenantName });
  const logo = footer["show-tenant-footer-logo"] ? logoUrl(config) : null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {logo && (
          <img className="footer__logo" src={logo} alt={config.tenantName} width="120" height="30" loading="lazy" />
        )}
        <nav aria-label={t("footer.label")}>
          <ul className="footer__links">
            <li>
              <Link to="/">{t("footer.home")}</Link>
            </li>
            <li>
              <Link to="/video">{t("footer.support")}</Link>
            </li>
            {external
              .filter((e): e is [string, string] => typeof e[1] === "string" && /^https?:\/\//.test(e[1]))
              .map(([label, href]) => (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        {tips && (
          <p className="footer__tips" dir="auto">
            {tips}
          </p>
        )}
        {footer.address && (
          <address className="footer__address" dir="auto">
            {footer.address}
          </address>
        )}
        <p className="footer__copyright">
          {t("footer.rights", { year: new Date().getFullYear(), name: config.tenantName })}
        </p>
      </div>
    </footer>
  );
}
