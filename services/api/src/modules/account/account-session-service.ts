// The session (spec 3 §3), account switching and its outcomes (spec 3 §4), and sign-out.
import { type Actor, sessionAuthType } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { SessionIssuer } from "../auth/session-issuer.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { MENU_NAMES, type MenuName, menuVisibility } from "./account-menus.ts";
import type { AccountRepo } from "./account-repo.ts";

/** Sign-in types that cannot switch accounts (token handover and single sign-on). */
const NO_SWITCH = new Set(["JWT", "APPLET", "SSO"]);

type TenantSettings = Awaited<ReturnType<TenantSettingsReader["of"]>>;
type Account = Awaited<ReturnType<AccountRepo["findAccount"]>>;
type User = NonNullable<Awaited<ReturnType<AccountRepo["findUser"]>>>;

export interface AccountSessionDeps {
  repo: AccountRepo;
  settings: TenantSettingsReader;
  tokens: TokenService;
  sessions: SessionIssuer;
  clock: () => Date;
}

export function createAccountSessionOps(deps: AccountSessionDeps) {
  const { repo, settings, tokens, sessions, clock } = deps;

  /** What every session carries, whether of a user or of an anonymous company, and its menu rules. */
  async function sessionBasics(actor: Actor, tenant: TenantSettings, account: Account) {
    const flags = sessionFlags(actor, tenant, account);
    const menus = menuVisibility({
      features: tenant.features,
      elearning: tenant.elearningUrl !== null,
      compassPoints: flags.compassPointFlag,
      customCollection: flags.customCollection,
      individual: actor.userId !== null && actor.userType === "INDIVIDUAL",
      authorities: actor.authorities,
    });
    const common = {
      userType: actor.userType,
      authType: sessionAuthType(actor),
      tenant: tenant.code,
      MAETenantID: account?.maeTenantId ?? null,
      authorities: actor.authorities,
      contentSecurity: { "drm-view": tenant.drmView },
      refinementSections: account?.refinementSections ?? [],
      billboard: billboardOf(tenant),
      profileManagementUrl: tenant.profileManagementUrl,
      subscriptionCount: account ? await repo.activeSubscriptionCount(account.id, clock()) : 0,
      ...flags,
    };
    return { common, menus };
  }

  return {
    async session(actor: Actor) {
      const tenant = await settings.of(actor.tenantId);
      const account = actor.accountId !== null ? await repo.findAccount(actor.tenantId, actor.accountId) : null;
      const { common, menus } = await sessionBasics(actor, tenant, account);
      if (actor.userId === null) return anonymousCompanySession(common, tenant, account, menus);
      return userSession(repo, actor as Actor & { userId: number }, common, menus);
    },

    async switchAccount(actor: Actor, input: { accountId: number; authType?: string }) {
      if (NO_SWITCH.has(actor.authType) || actor.userId === null) {
        throw new Forbidden(`Accounts cannot be switched in a ${actor.authType} session`, {
          messageKey: "error.account.switch-not-allowed",
        });
      }
      if (input.authType && input.authType !== actor.authType) {
        return { validationResult: false, message: "error.account.auth-type-mismatch" };
      }
      if (!(await repo.isMember(actor.userId, input.accountId, actor.tenantId))) {
        return { validationResult: false, message: "error.account.not-entitled" };
      }
      // The user is read again (authorities, user type, still activated); the session keeps its
      // start and remember-me lifetime.
      const issued = await sessions.reissue(actor, input.accountId);
      return { validationResult: true, id_token: issued.token };
    },

    async logout(actor: Actor): Promise<void> {
      await tokens.revoke(actor.jti, actor.exp);
    },
  };
}

/** Whether the user accepted the tenant's current licence agreement (true when there is none). */
async function lcaAccepted(repo: AccountRepo, tenantId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return true; // an anonymous company session cannot accept anything
  const agreement = await repo.currentAgreement(tenantId);
  if (!agreement) return true;
  return (await repo.acceptance(userId, agreement.id)) !== null;
}

/** The session of a signed-in user: their entitlements, selected account, details and menu preferences. */
async function userSession<C extends object>(
  repo: AccountRepo,
  actor: Actor & { userId: number },
  common: C,
  menus: Record<MenuName, boolean>,
) {
  const user = await repo.findUser(actor.tenantId, actor.userId);
  if (!user) throw new NotFound("User not found");
  const entitlements = user.memberships.map((m) => ({
    accountId: m.account.id,
    accountNumber: m.account.accountNumber,
    accountName: m.account.name,
    accountType: m.account.type,
    accountSetting: { acronym: m.account.acronym },
  }));
  const selectedIsMember = actor.accountId !== null && entitlements.some((e) => e.accountId === actor.accountId);
  const sessionState =
    entitlements.length === 0
      ? ("NO_ENTITLEMENTS" as const)
      : selectedIsMember
        ? ("READY" as const)
        : ("SELECT_ACCOUNT" as const);
  const prefs = new Map(user.menuPreferences.map((p) => [p.menuName, p.isShowed]));
  return {
    ...common,
    id: user.id,
    login: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    selectedAccountId: selectedIsMember ? actor.accountId : null,
    sessionState,
    userAccounts: userAccountsOf(user),
    cgEntitlements: entitlements,
    langKey: user.langKey,
    lcaAgreementFlag: await lcaAccepted(repo, actor.tenantId, user.id),
    activated: user.activated,
    userMenuList: MENU_NAMES.map((menuName) => ({
      menu: { menuName },
      isShowed: menus[menuName] && prefs.get(menuName) !== false,
    })),
  };
}

/** The tenant's main publisher as the billboard of the session, or null when it has none. */
function billboardOf(tenant: TenantSettings) {
  const publisherOnly = tenant.features["tenant-publisher-only"] === true;
  return tenant.mainPublisher
    ? {
        "tenant-publisher-only": publisherOnly,
        PublisherSearchKey: tenant.mainPublisher.searchKey,
        PublisherLogoFileName: tenant.mainPublisher.billboardLogo ?? tenant.mainPublisher.logoFileName,
        BillBoardTitle: tenant.mainPublisher.billboardTitle ?? tenant.mainPublisher.billboardName,
        billboardName: tenant.mainPublisher.billboardName ?? tenant.mainPublisher.name,
        "publisher-code": tenant.mainPublisher.key,
      }
    : null;
}

/** The account's switches as this session sees them (compass points only for a signed-in individual). */
function sessionFlags(actor: Actor, tenant: TenantSettings, account: Account) {
  return {
    customCollection: account?.customCollection ?? false,
    compassPointFlag:
      (account?.compassPointFlag ?? false) &&
      tenant.enableCompassPoints &&
      actor.userId !== null &&
      actor.userType === "INDIVIDUAL",
    semanticSearchFlag: account?.semanticSearchFlag ?? false,
  };
}

/** Anonymous company session (IP sign-in): the company account is the whole session. */
function anonymousCompanySession<C extends object>(
  common: C,
  tenant: TenantSettings,
  account: Account,
  menus: Record<MenuName, boolean>,
) {
  if (!account) throw new NotFound("account id not exist");
  return {
    ...common,
    id: null,
    login: account.acronym ?? account.name,
    email: null,
    firstName: null,
    lastName: null,
    selectedAccountId: account.id,
    sessionState: "READY" as const,
    userAccounts: [],
    cgEntitlements: [
      {
        accountId: account.id,
        accountNumber: account.accountNumber,
        accountName: account.name,
        accountType: account.type,
        accountSetting: { acronym: account.acronym },
      },
    ],
    // No user, so no language of their own: the tenant's default.
    langKey: tenant.defaultLanguage,
    lcaAgreementFlag: true,
    activated: true,
    userMenuList: MENU_NAMES.map((menuName) => ({ menu: { menuName }, isShowed: menus[menuName] })),
  };
}

/** The user's contact details per account, as the session lists them. */
function userAccountsOf(user: User) {
  return user.userAccounts.map((u) => ({
    id: u.id,
    accountId: u.accountId,
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName,
    address1: u.address1,
    address2: u.address2,
    city: u.city,
    state: u.state,
    postalCode: u.postalCode,
    country: u.country,
    mobile: u.mobile,
  }));
}
