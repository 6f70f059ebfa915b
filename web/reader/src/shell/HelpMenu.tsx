// The help menu (only when the tenant's helpMenu is set): video tutorials, more resources (main
// tenant), the tenant's guide topics and help PDFs.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Menu, type MenuItem } from "../components/Menu.tsx";
import { downloadHelpDocument, helpTitleOf } from "../features/help/help-documents.ts";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { isMainTenant, langAttribute, tenantText } from "../features/tenant/tenant-config.ts";
import { translateKey } from "../i18n/translate-key.ts";

export function HelpMenu() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const items: MenuItem[] = [];
  for (const entry of config.helpMenu) {
    // The interface's text of the topic's key, else the tenant's text of the interface language
    // (else English, else its own); only a text in another language than the interface gets a
    // lang (a guide in English is named in Arabic in an Arabic menu).
    const known = translateKey(entry.key);
    const own = known === null ? tenantText(config, `help.${entry.key}`, entry.topic, i18n.language) : null;
    const label = known ?? own?.text ?? entry.topic;
    const url = entry.url ?? null;
    const lang = own ? langAttribute(own.lang, i18n.language) : undefined;
    if (entry.kind === "VIDEO" || url === "/video") items.push({ key: String(entry.id), label, href: "/video" });
    else if (entry.kind === "RESOURCES" || url === "/user-resources") {
      if (isMainTenant(config)) items.push({ key: String(entry.id), label, href: "/user-resources" });
    } else {
      const title = helpTitleOf(url);
      if (title) items.push({ key: String(entry.id), label, lang, onSelect: () => void downloadHelpDocument(title) });
      else if (url && /^https?:\/\//.test(url))
        items.push({
          key: String(entry.id),
          label,
          lang,
          href: url,
          external: true,
          hrefLang: entry.language ?? undefined,
        });
    }
  }
  if (!items.length) return null;
  return (
    <Menu
      ariaLabel={t("shell.help")}
      label={
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 11.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM12 6a3.5 3.5 0 0 1 1.6 6.6c-.5.3-.6.5-.6.9v.5h-2v-.5c0-1.2.6-2 1.6-2.6A1.5 1.5 0 1 0 10.5 9.5h-2A3.5 3.5 0 0 1 12 6Z"
          />
        </svg>
      }
      items={items}
      renderLink={(item, close, props) => (
        <Link to={item.href ?? "/"} {...props} onClick={close}>
          {item.label}
        </Link>
      )}
    />
  );
}
