// The account menu (spec 1 §2, 3 §2): my account (or the tenant's external profile address),
// switch account (more than one account, not for JWT, applet or SSO sessions), user management
// for administrators when the tenant enables it, the administration console (/admin/ on this
// origin, issue 26 §17) for those it admits, the member link, shared with me (feature
// content-share), sign out. Anonymous company users see sign in and register. Entries of pages this
// reader does not have yet (built-routes.ts: shared with me) are left out.
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Menu, type MenuItem } from "../components/Menu.tsx";
import { useAuth } from "../features/auth/AuthContext.tsx";
import { activeAccountName, displayName } from "../features/auth/session.ts";
import { useTenant } from "../features/tenant/TenantContext.tsx";
import { type AccountEntryKey, accountMenuEntries } from "./account-menu-entries.ts";

export { CONSOLE_AUTHORITY, CONSOLE_PATH } from "./account-menu-entries.ts";

const LABELS: Record<AccountEntryKey, string> = {
  "sign-in": "account.signIn",
  register: "account.register",
  "my-account": "account.myAccount",
  switch: "account.switchAccount",
  users: "account.userManagement",
  administration: "account.administration",
  member: "account.memberLink",
  shared: "account.sharedWithMe",
  "share-links": "account.shareLinks",
  "sign-out": "account.signOut",
};

export function AccountMenu() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account, session, signOut } = useAuth();
  const navigate = useNavigate();
  if (!session || !account) return null;
  const name = displayName(account, session.claims);
  // Which account is active (issue 12: after a switch nothing showed it).
  const active = activeAccountName(account);

  // Signing in (an anonymous company session) ends it first; signing out may ask first.
  const actions: Partial<Record<AccountEntryKey, () => void>> = {
    "sign-in": () => {
      void signOut({ confirm: false }).then(() => navigate("/"));
    },
    "sign-out": () => {
      void signOut().then((done) => {
        if (done) navigate("/");
      });
    },
  };
  const items: MenuItem[] = accountMenuEntries(account, config, window.location.origin).map((entry) => ({
    ...entry,
    label: t(LABELS[entry.key] as never),
    onSelect: actions[entry.key],
  }));

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
