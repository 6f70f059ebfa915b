// The compass point permission rules one by one, without a database: the settings matrix
// (resolveSettings, permissionsOf, canSee, canManage) as pure functions, and the service's gates
// (company sessions, account, entitlement, tenant switch and account flag, document setting) on
// an in-memory repository. compass-points.test.ts runs the same rules through the routes and
// PostgreSQL in `npm test`; this file is what mutation testing runs
// (`npm run mutation -- compass-points`), seconds per mutant.
import { describe, expect, it } from "vitest";
import { isCompassPointAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import {
  CompassPointsNotEligible,
  canManage,
  canSee,
  DEFAULT_ATTRIBUTES,
  type EffectiveSettings,
  type Level,
  NOT_ELIGIBLE,
  NOT_ENABLED,
  notEnabled,
  type PointFacts,
  permissionsOf,
  resolveSettings,
} from "./compass-points-access.ts";
import type { CompassPointsRepo, SettingRow } from "./compass-points-repo.ts";
import { createCompassPointsService } from "./compass-points-service.ts";

const TENANT = 1;
const ACCOUNT = 10;
const ME = 100;
const COLLEAGUE = 101;
const DOC = 500;

function actor(over: Partial<Actor> = {}): Actor {
  return {
    userId: ME,
    email: "me@example.com",
    tenantId: TENANT,
    tenantCode: "astm",
    accountId: ACCOUNT,
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: [],
    jti: "j1",
    exp: 2_000_000_000,
    ...over,
  };
}
const admin = (over: Partial<Actor> = {}) => actor({ authorities: ["COMPASS_POINT_ADMIN"], ...over });

function row(over: Partial<SettingRow> = {}): SettingRow {
  return {
    accountId: null,
    documentId: null,
    activate: true,
    viewSetting: "All",
    manageSetting: "Own",
    attributes: null,
    ...over,
  };
}

function settings(view: Level, manage: Level, activate = true): EffectiveSettings {
  return { activate, view, manage, attributes: structuredClone(DEFAULT_ATTRIBUTES) };
}

function point(over: Partial<PointFacts> = {}): PointFacts {
  return { tenantId: TENANT, accountId: ACCOUNT, createdById: COLLEAGUE, isShared: false, ...over };
}

describe("resolveSettings", () => {
  it("without rows: active, view All, manage Own and the default attributes", () => {
    expect(resolveSettings([], DOC)).toEqual({
      activate: true,
      view: "All",
      manage: "Own",
      attributes: DEFAULT_ATTRIBUTES,
    });
  });

  it("the most specific row wins whatever the order: account over tenant, document over default", () => {
    const tenantDefault = row({ viewSetting: "None", manageSetting: "None" });
    const tenantDoc = row({ documentId: DOC, viewSetting: "Own", manageSetting: "None" });
    const accountDefault = row({ accountId: ACCOUNT, viewSetting: "All", manageSetting: "All" });
    const accountDoc = row({ accountId: ACCOUNT, documentId: DOC, activate: false, viewSetting: "None" });
    const all = [accountDoc, tenantDefault, accountDefault, tenantDoc];
    expect(resolveSettings(all, DOC)).toMatchObject({ activate: false, view: "None", manage: "Own" });
    expect(resolveSettings([...all].reverse(), DOC)).toMatchObject({ activate: false, view: "None" });
    // The account's default beats the tenant's row of the document.
    expect(resolveSettings([tenantDoc, accountDefault], DOC)).toMatchObject({ view: "All", manage: "All" });
    expect(resolveSettings([accountDefault, tenantDoc], DOC)).toMatchObject({ view: "All", manage: "All" });
    // The tenant's row of the document beats the tenant's default.
    expect(resolveSettings([tenantDoc, tenantDefault], DOC)).toMatchObject({ view: "Own", manage: "None" });
    expect(resolveSettings([tenantDefault, tenantDoc], DOC)).toMatchObject({ view: "Own", manage: "None" });
  });

  it("ignores the rows of other documents; account-wide reads only the defaults", () => {
    const other = row({ accountId: ACCOUNT, documentId: DOC + 1, viewSetting: "None", activate: false });
    const base = row({ viewSetting: "Own", manageSetting: "All" });
    expect(resolveSettings([base, other], DOC)).toMatchObject({ activate: true, view: "Own", manage: "All" });
    expect(resolveSettings([other, base], null)).toMatchObject({ activate: true, view: "Own", manage: "All" });
  });

  it("unknown levels fall back to view All and manage Own", () => {
    expect(resolveSettings([row({ viewSetting: "Some", manageSetting: "Most" })], DOC)).toMatchObject({
      view: "All",
      manage: "Own",
    });
    for (const level of ["All", "Own", "None"] as const) {
      expect(resolveSettings([row({ viewSetting: level, manageSetting: level })], DOC)).toMatchObject({
        view: level,
        manage: level,
      });
    }
  });

  it("merges the attributes key by key from the least to the most specific row, over the defaults", () => {
    const tenantDefault = row({
      attributes: {
        name: { show: false, required: false, "input-type": "RichText", "label-i18n-key": "tenant.name" },
        description: { required: true },
      },
    });
    const accountDoc = row({
      accountId: ACCOUNT,
      documentId: DOC,
      attributes: { name: { show: true }, "overlay-details": { "label-i18n-key": "account.overlay" } },
    });
    const resolved = resolveSettings([accountDoc, tenantDefault], DOC);
    expect(resolved.attributes).toEqual({
      name: { show: true, required: false, "input-type": "RichText", "label-i18n-key": "tenant.name" },
      description: { ...DEFAULT_ATTRIBUTES.description, required: true },
      "overlay-details": { ...DEFAULT_ATTRIBUTES["overlay-details"], "label-i18n-key": "account.overlay" },
    });
    // The defaults themselves are never changed.
    expect(resolveSettings([], DOC).attributes).toEqual(DEFAULT_ATTRIBUTES);
  });

  it("the default attributes: a required text name, an optional rich-text description and overlay text", () => {
    expect(DEFAULT_ATTRIBUTES).toEqual({
      name: { show: true, required: true, "input-type": "text", "label-i18n-key": "compassPoint.name" },
      description: {
        show: true,
        required: false,
        "input-type": "RichText",
        "label-i18n-key": "compassPoint.description",
      },
      "overlay-details": {
        show: true,
        required: false,
        "input-type": "text",
        "label-i18n-key": "compassPoint.overlayDetails",
      },
    });
  });

  it("a row can hide an attribute", () => {
    const hidden = resolveSettings([row({ attributes: { description: { show: false } } })], DOC);
    expect(hidden.attributes.description.show).toBe(false);
  });

  it("ignores attribute values of the wrong type or an unknown input type", () => {
    const resolved = resolveSettings(
      [
        row({
          attributes: {
            name: { show: "no", required: 0, "input-type": "html", "label-i18n-key": 7 },
            description: "hidden",
            "overlay-details": null,
          } as never,
        }),
      ],
      DOC,
    );
    expect(resolved.attributes).toEqual(DEFAULT_ATTRIBUTES);
    const text = resolveSettings([row({ attributes: { description: { "input-type": "text" } } })], DOC);
    expect(text.attributes.description["input-type"]).toBe("text");
  });
});

describe("permissionsOf", () => {
  it("follows the matrix for a user without the authority", () => {
    expect(permissionsOf(actor(), settings("All", "All"))).toEqual({
      annotate: true,
      annotationAdmin: true,
      compassPointAdmin: false,
      manageOwn: true,
      showMenu: true,
      showNotes: true,
      share: false,
    });
    expect(permissionsOf(actor(), settings("Own", "Own", false))).toEqual({
      annotate: false,
      annotationAdmin: false,
      compassPointAdmin: false,
      manageOwn: true,
      showMenu: true,
      showNotes: true,
      share: true,
    });
    expect(permissionsOf(actor(), settings("None", "None"))).toEqual({
      annotate: true,
      annotationAdmin: false,
      compassPointAdmin: false,
      manageOwn: false,
      showMenu: false,
      showNotes: false,
      share: false,
    });
    expect(permissionsOf(actor(), settings("Own", "None")).share).toBe(false);
    expect(permissionsOf(actor(), settings("None", "Own")).share).toBe(true);
  });

  it("a Compass Points admin always has the menu, under either name of the authority", () => {
    for (const name of ["COMPASS_POINT_ADMIN", "CP_ADMIN"]) {
      const p = permissionsOf(actor({ authorities: [name] }), settings("None", "None"));
      expect(p).toMatchObject({ compassPointAdmin: true, showMenu: true, manageOwn: false });
    }
    expect(isCompassPointAdmin(actor({ authorities: ["ADMIN", "REPORT_VIEW"] }))).toBe(false);
  });
});

describe("canSee", () => {
  it("never another tenant's point, not even for an admin", () => {
    expect(canSee(admin(), point({ tenantId: TENANT + 1 }), settings("All", "All"), true)).toBe(false);
  });

  it("a Compass Points admin sees every point of the tenant, whatever the account and view", () => {
    expect(canSee(admin(), point({ accountId: ACCOUNT + 1 }), settings("None", "None"), false)).toBe(true);
  });

  it("nobody else sees another account's point", () => {
    expect(canSee(actor(), point({ accountId: ACCOUNT + 1, createdById: ME }), settings("All", "All"), true)).toBe(
      false,
    );
  });

  it("the user's own points always, even under view None", () => {
    expect(canSee(actor(), point({ createdById: ME }), settings("None", "None"), false)).toBe(true);
  });

  it("others' points under view All; under Own only shared and asked for directly; never under None", () => {
    expect(canSee(actor(), point(), settings("All", "None"), false)).toBe(true);
    expect(canSee(actor(), point({ isShared: true }), settings("Own", "Own"), true)).toBe(true);
    expect(canSee(actor(), point({ isShared: true }), settings("Own", "Own"), false)).toBe(false);
    expect(canSee(actor(), point({ isShared: false }), settings("Own", "Own"), true)).toBe(false);
    expect(canSee(actor(), point({ isShared: true }), settings("None", "All"), true)).toBe(false);
  });
});

describe("canManage", () => {
  it("never another tenant's point, not even for an admin", () => {
    expect(canManage(admin(), point({ tenantId: TENANT + 1 }), settings("All", "All"))).toBe(false);
  });

  it("a Compass Points admin manages any point of the tenant, even under manage None", () => {
    expect(canManage(admin(), point({ accountId: ACCOUNT + 1 }), settings("None", "None"))).toBe(true);
  });

  it("under manage None nobody else, not even the creator", () => {
    expect(canManage(actor(), point({ createdById: ME }), settings("All", "None"))).toBe(false);
  });

  it("never another account's point", () => {
    expect(canManage(actor(), point({ accountId: ACCOUNT + 1, createdById: ME }), settings("All", "All"))).toBe(false);
  });

  it("the creator under Own or All", () => {
    expect(canManage(actor(), point({ createdById: ME }), settings("None", "Own"))).toBe(true);
    expect(canManage(actor(), point({ createdById: ME }), settings("Own", "All"))).toBe(true);
  });

  it("others' points only under manage All with view All", () => {
    expect(canManage(actor(), point(), settings("All", "All"))).toBe(true);
    expect(canManage(actor(), point({ isShared: true }), settings("Own", "All"))).toBe(false);
    expect(canManage(actor(), point(), settings("All", "Own"))).toBe(false);
  });
});

describe("the refusals", () => {
  it("the sentences the reader shows (spec 2 §8)", () => {
    expect(NOT_ELIGIBLE).toBe(
      "Compass Points feature is not eligible for user type. Compass Points are only viewable to logged in users.",
    );
    expect(NOT_ENABLED).toBe("Compass points are not enabled at account level setting");
  });

  it("not eligible is a 401 with the landing page's sentence", () => {
    const e = new CompassPointsNotEligible();
    expect([e.status, e.title, e.message, e.messageKey]).toEqual([
      401,
      NOT_ELIGIBLE,
      NOT_ELIGIBLE,
      "error.compass-points.user-type",
    ]);
  });

  it("not enabled is a 403 titled with its sentence", () => {
    const e = notEnabled();
    expect(e).toBeInstanceOf(Forbidden);
    expect([e.status, e.title, e.message, e.messageKey]).toEqual([
      403,
      NOT_ENABLED,
      NOT_ENABLED,
      "error.compass-points.not-enabled",
    ]);
  });
});

// ---- The service's gates on an in-memory repository ----

interface World {
  enableCompassPoints: boolean;
  account: { id: number; compassPointFlag: boolean } | null;
  documents: { id: number; contentCode: string }[];
  rows: SettingRow[];
  points: Record<string, unknown>[];
  entitled: boolean;
  entitlementCalls: number;
  entitlementOptions: unknown[];
}

function world(over: Partial<World> = {}): World {
  return {
    enableCompassPoints: true,
    account: { id: ACCOUNT, compassPointFlag: true },
    documents: [{ id: DOC, contentCode: "D1" }],
    rows: [],
    points: [],
    entitled: true,
    entitlementCalls: 0,
    entitlementOptions: [],
    ...over,
  };
}

function service(w: World) {
  const repo = {
    async document(tenantId: number, ref: { id: number } | { contentCode: string }) {
      if (tenantId !== TENANT) return null;
      return w.documents.find((d) => ("id" in ref ? d.id === ref.id : d.contentCode === ref.contentCode)) ?? null;
    },
    async tenantAndAccount(tenantId: number, accountId: number) {
      expect([tenantId, accountId]).toEqual([TENANT, ACCOUNT]);
      return [{ enableCompassPoints: w.enableCompassPoints }, w.account];
    },
    async settingRows(tenantId: number, accountId: number, documentId: number | null) {
      expect([tenantId, accountId]).toEqual([TENANT, ACCOUNT]);
      return w.rows.filter((r) => r.documentId === null || r.documentId === documentId);
    },
    async byId(tenantId: number, id: number) {
      return w.points.find((p) => p.id === id && p.tenantId === tenantId) ?? null;
    },
    async list() {
      return [];
    },
    async audits() {
      return [0, []];
    },
  } as unknown as CompassPointsRepo;
  const entitlements = {
    async assertEntitled(_actor: Actor, _doc: unknown, opts: unknown) {
      w.entitlementCalls++;
      w.entitlementOptions.push(opts);
      if (!w.entitled)
        throw new Forbidden("User is not entitled for the Document", { messageKey: "content-no-access" });
    },
  } as unknown as EntitlementsService;
  return createCompassPointsService({ repo, entitlements });
}

/** The refusal's status and message key, or "ok". */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    const err = e as { status?: number; messageKey?: string };
    return `${err.status} ${err.messageKey}`;
  }
}

/** The refusal's detail. */
async function detail(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => "ok",
    (e: Error) => e.message,
  );
}

const NOT_ELIGIBLE_401 = "401 error.compass-points.user-type";
const NOT_ENABLED_403 = "403 error.compass-points.not-enabled";
const NOT_ENTITLED_403 = "403 content-no-access";

describe("the document gate", () => {
  it("lets a signed-in individual user of an enabled account on an entitled document through", async () => {
    const w = world();
    expect(await outcome(service(w).listOfDocument(actor(), "D1"))).toBe("ok");
    expect(w.entitlementCalls).toBe(1);
    // Read fresh, not from the scope cache: a cancelled subscription stops annotating at once.
    expect(w.entitlementOptions).toEqual([{ fresh: true }]);
    const gate = await service(world()).documentGate(actor(), { id: DOC });
    expect(gate.doc.id).toBe(DOC);
    expect(gate.settings.view).toBe("All");
  });

  it("401 for anonymous company sessions and company users, before anything else", async () => {
    const w = world({ documents: [] });
    expect(await outcome(service(w).listOfDocument(actor({ userId: null }), "D1"))).toBe(NOT_ELIGIBLE_401);
    expect(await outcome(service(w).listOfDocument(actor({ userType: "COMPANY" }), "D1"))).toBe(NOT_ELIGIBLE_401);
  });

  it("403 not enabled for a user without a selected account", async () => {
    expect(await outcome(service(world()).listOfDocument(actor({ accountId: null }), "D1"))).toBe(NOT_ENABLED_403);
  });

  it("404 for an unknown document, before the entitlement", async () => {
    const w = world({ entitled: false });
    expect(await outcome(service(w).listOfDocument(actor(), "NOPE"))).toBe("404 error.document.notFound");
    expect(await outcome(service(w).documentGate(actor(), { id: DOC + 1 }))).toBe("404 error.document.notFound");
    expect(w.entitlementCalls).toBe(0);
    expect(await detail(service(w).listOfDocument(actor(), "NOPE"))).toBe("No document NOPE");
    expect(await detail(service(w).documentGate(actor(), { id: DOC + 1 }))).toBe(`No document ${DOC + 1}`);
  });

  it("403 not entitled before not enabled", async () => {
    const w = world({ entitled: false, enableCompassPoints: false });
    expect(await outcome(service(w).listOfDocument(actor(), "D1"))).toBe(NOT_ENTITLED_403);
  });

  it("403 not enabled: the tenant's switch, the account's flag, a missing account, the document's setting", async () => {
    expect(await outcome(service(world({ enableCompassPoints: false })).listOfDocument(actor(), "D1"))).toBe(
      NOT_ENABLED_403,
    );
    const flagOff = world({ account: { id: ACCOUNT, compassPointFlag: false } });
    expect(await outcome(service(flagOff).listOfDocument(actor(), "D1"))).toBe(NOT_ENABLED_403);
    expect(await outcome(service(world({ account: null })).listOfDocument(actor(), "D1"))).toBe(NOT_ENABLED_403);
    const inactive = world({ rows: [row({ documentId: DOC, activate: false })] });
    expect(await outcome(service(inactive).listOfDocument(actor(), "D1"))).toBe(NOT_ENABLED_403);
    // A row of another document does not switch this one off.
    const otherDoc = world({ rows: [row({ documentId: DOC + 1, activate: false })] });
    expect(await outcome(service(otherDoc).listOfDocument(actor(), "D1"))).toBe("ok");
  });
});

describe("the settings call", () => {
  it("answers the document's settings and permissions behind the same refusals", async () => {
    const w = world({ rows: [row({ accountId: ACCOUNT, documentId: DOC, viewSetting: "Own", manageSetting: "All" })] });
    const s = await service(w).settings(actor(), DOC);
    expect(s).toMatchObject({ contentID: DOC, activate: true, "pdf-view-setting": { view: "Own", manage: "All" } });
    expect(s.permissions).toMatchObject({ annotationAdmin: true, share: true });
    expect(await outcome(service(world()).settings(actor({ userType: "COMPANY" }), DOC))).toBe(NOT_ELIGIBLE_401);
    expect(await outcome(service(world()).settings(actor(), DOC + 1))).toBe("404 error.document.notFound");
    expect(await outcome(service(world({ entitled: false })).settings(actor(), DOC))).toBe(NOT_ENTITLED_403);
    expect(await outcome(service(world({ enableCompassPoints: false })).settings(actor(), DOC))).toBe(NOT_ENABLED_403);
  });
});

describe("the point gate", () => {
  const mine = { id: 7, tenantId: TENANT, accountId: ACCOUNT, createdById: ME, isShared: false, documentId: DOC };
  const theirs = { ...mine, id: 8, createdById: COLLEAGUE };
  const q = { page: 0, size: 10, sort: "createdDate" };

  it("lets the user through to a point they may see", async () => {
    const w = world({ points: [mine] });
    expect(await outcome(service(w).audits(actor(), 7, q))).toBe("ok");
    expect(w.entitlementCalls).toBe(1);
    expect(w.entitlementOptions).toEqual([{ fresh: true }]);
  });

  it("401 for company sessions before the point is looked at", async () => {
    expect(await outcome(service(world()).audits(actor({ userId: null }), 7, q))).toBe(NOT_ELIGIBLE_401);
  });

  it("404 for an unknown point, another tenant's, one of an unknown document and one the user may not see", async () => {
    const notFound = "404 error.compassPoint.notFound";
    expect(await outcome(service(world({ points: [mine] })).audits(actor(), 9, q))).toBe(notFound);
    expect(await detail(service(world({ points: [mine] })).audits(actor(), 9, q))).toBe("No compass point 9");
    // A repository that answered another tenant's row is still refused.
    const foreign = { ...mine, tenantId: TENANT + 1 };
    expect(
      await outcome(
        createCompassPointsService({
          repo: { byId: async () => foreign } as unknown as CompassPointsRepo,
          entitlements: {} as EntitlementsService,
        }).audits(actor(), 7, q),
      ),
    ).toBe(notFound);
    const orphan = world({ points: [{ ...mine, documentId: DOC + 1 }] });
    expect(await outcome(service(orphan).audits(actor(), 7, q))).toBe(notFound);
    expect(await detail(service(orphan).audits(actor(), 7, q))).toBe("No compass point 7");
    const ownView = world({ points: [theirs], rows: [row({ viewSetting: "Own" })] });
    expect(await outcome(service(ownView).audits(actor(), 8, q))).toBe(notFound);
    expect(await detail(service(ownView).audits(actor(), 8, q))).toBe("No compass point 8");
    // Seen by its link when shared (a direct request): found, not a 404; its history still needs the
    // audit-history permission (someone else's point), which COMPASS_USER_ADMIN holds.
    const shared = world({ points: [{ ...theirs, isShared: true }], rows: [row({ viewSetting: "Own" })] });
    expect(await outcome(service(shared).audits(actor(), 8, q))).toBe("403 error.compassPoint.history");
    expect(await outcome(service(shared).audits(actor({ authorities: ["COMPASS_USER_ADMIN"] }), 8, q))).toBe("ok");
  });

  it("403 not entitled, then not enabled (tenant switch, account flag, document setting)", async () => {
    expect(await outcome(service(world({ points: [mine], entitled: false })).audits(actor(), 7, q))).toBe(
      NOT_ENTITLED_403,
    );
    expect(await outcome(service(world({ points: [mine], enableCompassPoints: false })).audits(actor(), 7, q))).toBe(
      NOT_ENABLED_403,
    );
    const flagOff = world({ points: [mine], account: { id: ACCOUNT, compassPointFlag: false } });
    expect(await outcome(service(flagOff).audits(actor(), 7, q))).toBe(NOT_ENABLED_403);
    const inactive = world({ points: [mine], rows: [row({ documentId: DOC, activate: false })] });
    expect(await outcome(service(inactive).audits(actor(), 7, q))).toBe(NOT_ENABLED_403);
  });

  it("deactivating skips the entitlement: a user who lost it may still tidy up", async () => {
    // Not manageable (manage None), so the call ends at the manage refusal, past the gate.
    const w = world({ points: [mine], entitled: false, rows: [row({ manageSetting: "None" })] });
    expect(await outcome(service(w).setActive(actor(), 7, false))).toBe("403 error.compassPoint.manage");
    expect(w.entitlementCalls).toBe(0);
  });
});
