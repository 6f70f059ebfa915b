// The account menu (spec 1 §2, 3 §2): my account (or the tenant's external profile address),
// switch account (more than one account, not for JWT, applet or SSO sessions), user management
// for administrators when the tenant enables it, the administration console (/admin/ on this
// origin, issue 26 §17) for those it admits, the member link, shared with me (feature
// content-share), sign out. Anonymous company users see sign in and register. Entries of pages this
// reader does not have yet (built-routes.ts: shared with me) are left out.
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { isBuilt } from "../built-routes.ts";
import { Menu, type MenuItem } from "../components/Menu.tsx";
import { useAuth } from "../features/auth/AuthContext.tsx";
import { canSwitchAccount } from "../features/auth/route-rules.ts";
import { activeAccountName, displayName, hasAuthority, isAnonymous } from "../features/auth/session.ts";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { hasFeature } from "../features/tenant/tenant-config.ts";

/** The administration console, served at /admin/ of the reader's own origin (web/nginx). */
export const CONSOLE_PATH = "/admin/";
/**
 * Who the console admits (web/admin/src/providers/authProvider.ts, REQUIRED_AUTHORITY); anyone
 * else would meet its sign-in refusal. The platform operator holds ADMIN too.
 */
export const CONSOLE_AUTHORITY = "ADMIN";

export function AccountMenu() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account, session, signOut } = useAuth();
  const navigate = useNavigate();
  if (!session || !account) return null;
  const name = displayName(account, session.claims);
  // Which account is active (issue 12: after a switch nothing showed it).
  const active = activeAccountName(account);

  const items: MenuItem[] = [];
  if (isAnonymous(account)) {
    items.push({
      key: "sign-in",
      label: t("account.signIn"),
      onSelect: () => {
        void signOut({ confirm: false }).then(() => navigate("/"));
      },
    });
    if (config.clUrl)
      items.push({
        key: "register",
        label: t("account.register"),
        href: `${config.clUrl.replace(/\/$/, "")}/register?redirectUrl=${encodeURIComponent(window.location.origin)}`,
        external: true,
      });
  } else {
    const profile = account.profileManagementUrl ?? config.profileManagementUrl ?? null;
    items.push(
      profile
        ? { key: "my-account", label: t("account.myAccount"), href: profile, external: true }
        : { key: "my-account", label: t("account.myAccount"), href: "/myAccount" },
    );
    if (canSwitchAccount(account))
      items.push({ key: "switch", label: t("account.switchAccount"), href: "/switch-account" });
    if (hasAuthority(account, "ADMIN") && config.userManagement?.enable && config.userManagement.url)
      items.push({ key: "users", label: t("account.userManagement"), href: config.userManagement.url, external: true });
    // A page load in the same tab: the console reads the session this tab holds and opens
    // signed in (session storage is per origin and tab).
    if (hasAuthority(account, CONSOLE_AUTHORITY))
      items.push({ key: "administration", label: t("account.administration"), href: CONSOLE_PATH, page: true });
    if (config.memberLinkUrl)
      items.push({ key: "member", label: t("account.memberLink"), href: config.memberLinkUrl, external: true });
    if (hasFeature(config, "content-share") && isBuilt("/sharedWithMe"))
      items.push({ key: "shared", label: t("account.sharedWithMe"), href: "/sharedWithMe" });
    // Issue 15: the user's share links (beyond the spec), under shared with me.
    if (hasFeature(config, "content-share") && isBuilt("/links-management"))
      items.push({ key: "share-links", label: t("account.shareLinks"), href: "/links-management" });
    items.push({
      key: "sign-out",
      label: t("account.signOut"),
      onSelect: () => {
        void signOut().then((done) => {
          if (done) navigate("/");
        });
      },
    });
  }

  return (
    <>
      <Menu
        className="account-menu"
        ariaLabel={active ? t("account.menuWithAccount", { name, account: active }) : t("account.menu", { name })}
        label={
          <>
            {/* The initial is drawn by CSS: the button's name ("Account menu of …") holds its visible text. */}
            <span className="avatar" aria-hidden="true" data-initial={name.slice(0, 1).toUpperCase()} />
            <span className="account-menu__who">
              <bdi className="account-menu__name">{name}</bdi>
            </span>
          </>
        }
        items={items}
        renderLink={(item, close, props) => (
          <Link to={item.href ?? "/"} {...props} onClick={close}>
            {item.label}
          </Link>
        )}
      />
      {/* The account the user works for, beside the menu button (outside it: the button's name
          holds its own visible text, WCAG 2.5.3). */}
      {active && (
        <bdi className="account-menu__account account-menu__active" data-testid="active-account">
          {active}
        </bdi>
      )}
    </>
  );
}
