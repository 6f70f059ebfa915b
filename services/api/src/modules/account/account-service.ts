// The session (spec 3 §3), account switching and its outcomes (spec 3 §4), sign-out, the
// licence agreement, and the user's contact details (spec 3 §5).
import { isCompassPointAdmin, mayReadUsageReports } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { SessionIssuer } from "../auth/session-issuer.ts";
import type { FeatureMap, TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AccountRepo } from "./account-repo.ts";

/** Sidebar/tab entries the user menu list covers (spec 3 §9 backend tab names). */
export const MENU_NAMES = [
  "Tracker",
  "Favorites",
  "Notes",
  "Group",
  "Manage Compass Links",
  "E-Learning",
  "Compass Points",
  "SpecBuilder",
  "Subscription Usage",
  "Custom Collection",
] as const;

export type MenuName = (typeof MENU_NAMES)[number];

/** What decides whether a sidebar/tab entry is shown to the session (spec 3 §2 shell, §6). */
export interface MenuFacts {
  features: FeatureMap;
  /** The tenant has an e-learning site. */
  elearning: boolean;
  /** Compass points on for this session (tenant, account flag, signed-in individual). */
  compassPoints: boolean;
  customCollection: boolean;
  /** A signed-in individual (not an anonymous company session, not a company user). */
  individual: boolean;
  authorities: readonly string[];
}

/**
 * Whether each entry of the user menu list is shown, by the rules of spec 3 §2 and 1 §6:
 * Tracker needs show-tracker, Group needs group-enable, both (and Favorites, Notes) a signed-in
 * individual; E-Learning needs the tenant's site; Compass Points the compass point flag, and
 * Manage Compass Links also the Compass Points admin authority; Subscription Usage (the usage
 * report) ADMIN or REPORT_VIEW; Custom Collection the account's flag. No tenant offers
 * SpecBuilder. A user's preference can hide an entry, never show one the rules refuse.
 */
export function menuVisibility(facts: MenuFacts): Record<MenuName, boolean> {
  return {
    Tracker: facts.individual && facts.features["show-tracker"] === true,
    Favorites: facts.individual,
    Notes: facts.individual,
    Group: facts.individual && facts.features["group-enable"] === true,
    "Manage Compass Links": facts.compassPoints && isCompassPointAdmin(facts),
    "E-Learning": facts.elearning,
    "Compass Points": facts.compassPoints,
    SpecBuilder: false,
    "Subscription Usage": mayReadUsageReports(facts),
    "Custom Collection": facts.customCollection,
  };
}

/** Sign-in types that cannot switch accounts (token handover and single sign-on). */
const NO_SWITCH = new Set(["JWT", "APPLET", "SSO"]);

export interface UserAccountInput {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  address1: string;
  address2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  mobile?: string;
}

export function createAccountService(deps: {
  repo: AccountRepo;
  /** The tenant's settings (features, billboard publisher, switches) come from the read model. */
  settings: TenantSettingsReader;
  tokens: TokenService;
  sessions: SessionIssuer;
  clock?: () => Date;
}) {
  const { repo, settings, tokens, sessions } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function lcaAccepted(tenantId: number, userId: number | null): Promise<boolean> {
    if (userId === null) return true; // an anonymous company session cannot accept anything
    const agreement = await repo.currentAgreement(tenantId);
    if (!agreement) return true;
    return (await repo.acceptance(userId, agreement.id)) !== null;
  }

  return {
    async session(actor: Actor) {
      const tenant = await settings.of(actor.tenantId);
      const account = actor.accountId !== null ? await repo.findAccount(actor.tenantId, actor.accountId) : null;
      const features = tenant.features;
      const publisherOnly = features["tenant-publisher-only"] === true;
      const billboard = tenant.mainPublisher
        ? {
            "tenant-publisher-only": publisherOnly,
            PublisherSearchKey: tenant.mainPublisher.searchKey,
            PublisherLogoFileName: tenant.mainPublisher.billboardLogo ?? tenant.mainPublisher.logoFileName,
            BillBoardTitle: tenant.mainPublisher.billboardTitle ?? tenant.mainPublisher.billboardName,
            billboardName: tenant.mainPublisher.billboardName ?? tenant.mainPublisher.name,
            "publisher-code": tenant.mainPublisher.key,
          }
        : null;
      const flags = {
        customCollection: account?.customCollection ?? false,
        compassPointFlag:
          (account?.compassPointFlag ?? false) &&
          tenant.enableCompassPoints &&
          actor.userId !== null &&
          actor.userType === "INDIVIDUAL",
        semanticSearchFlag: account?.semanticSearchFlag ?? false,
      };
      const menus = menuVisibility({
        features,
        elearning: tenant.elearningUrl !== null,
        compassPoints: flags.compassPointFlag,
        customCollection: flags.customCollection,
        individual: actor.userId !== null && actor.userType === "INDIVIDUAL",
        authorities: actor.authorities,
      });
      const common = {
        userType: actor.userType,
        authType: actor.authType,
        tenant: tenant.code,
        MAETenantID: account?.maeTenantId ?? null,
        authorities: actor.authorities,
        contentSecurity: { "drm-view": tenant.drmView },
        refinementSections: account?.refinementSections ?? [],
        billboard,
        profileManagementUrl: tenant.profileManagementUrl,
        subscriptionCount: account ? await repo.activeSubscriptionCount(account.id, clock()) : 0,
        ...flags,
      };

      if (actor.userId === null) {
        // Anonymous company session (IP sign-in): the company account is the whole session.
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
        userAccounts: user.userAccounts.map((u) => ({
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
        })),
        cgEntitlements: entitlements,
        langKey: user.langKey,
        lcaAgreementFlag: await lcaAccepted(actor.tenantId, user.id),
        activated: user.activated,
        userMenuList: MENU_NAMES.map((menuName) => ({
          menu: { menuName },
          isShowed: menus[menuName] && prefs.get(menuName) !== false,
        })),
      };
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

    async licenseAgreement(actor: Actor) {
      const agreement = await repo.currentAgreement(actor.tenantId);
      if (!agreement) throw new NotFound("This tenant has no licence agreement");
      const acceptance = actor.userId !== null ? await repo.acceptance(actor.userId, agreement.id) : null;
      return {
        responseData: {
          value: {
            licenseContent: agreement.content,
            version: agreement.version,
            accepted: actor.userId === null || acceptance !== null,
            acceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
          },
        },
      };
    },

    async acceptLicenseAgreement(actor: Actor, version?: number) {
      const agreement = await repo.currentAgreement(actor.tenantId);
      if (!agreement) throw new NotFound("This tenant has no licence agreement");
      if (version !== undefined && version !== agreement.version) {
        throw new Conflict(`Version ${agreement.version} of the agreement replaced version ${version}; read it again`, {
          messageKey: "error.lca.outdated",
        });
      }
      const acceptance = await repo.accept(actor.tenantId, actor.userId!, agreement.id);
      return {
        responseData: {
          value: {
            licenseContent: agreement.content,
            version: agreement.version,
            accepted: true,
            acceptedAt: acceptance.acceptedAt.toISOString(),
          },
        },
      };
    },

    async updateUserAccount(actor: Actor, input: UserAccountInput) {
      if (actor.accountId === null) {
        throw new BadRequest("Choose an account first", {
          messageKey: "error.account.none-selected",
          params: "userAccount",
        });
      }
      const clean = (v: string | undefined) => (v === undefined ? undefined : v.trim());
      const country = input.country.trim().toUpperCase();
      const state = clean(input.state)?.toUpperCase() ?? "";
      const fieldErrors = [];
      if (!(await repo.metaDataCodes("COUNTRY")).has(country)) {
        fieldErrors.push({
          objectName: "userAccount",
          field: "country",
          message: "Pattern",
          detail: "is not an ISO 3166 country",
        });
      }
      if (country === "US") {
        if (!state)
          fieldErrors.push({
            objectName: "userAccount",
            field: "state",
            message: "NotNull",
            detail: "is required for the US",
          });
        else if (!(await repo.metaDataCodes("STATE")).has(state)) {
          fieldErrors.push({
            objectName: "userAccount",
            field: "state",
            message: "Pattern",
            detail: "is not a US state",
          });
        }
      } else if (state) {
        fieldErrors.push({
          objectName: "userAccount",
          field: "state",
          message: "Null",
          detail: "is only used when the country is US",
        });
      }
      for (const f of ["address1", "city", "postalCode"] as const) {
        if (!input[f].trim())
          fieldErrors.push({ objectName: "userAccount", field: f, message: "NotBlank", detail: "must not be blank" });
      }
      if (fieldErrors.length)
        throw new BadRequest(fieldErrors.map((f) => `${f.field} ${f.detail}`).join("; "), { fieldErrors });
      const row = await repo.upsertUserAccount(actor.tenantId, actor.userId!, actor.accountId, {
        firstName: clean(input.firstName),
        lastName: clean(input.lastName),
        companyName: clean(input.companyName),
        address1: clean(input.address1),
        address2: clean(input.address2) ?? null,
        city: clean(input.city),
        state: country === "US" ? state : null,
        postalCode: clean(input.postalCode),
        country,
        mobile: clean(input.mobile) ?? null,
      });
      return {
        id: row.id,
        accountId: row.accountId,
        firstName: row.firstName,
        lastName: row.lastName,
        companyName: row.companyName,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
        country: row.country,
        mobile: row.mobile,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
