// The tenant settings read model (tenant-settings.ts, @norma/db/tenant-settings): what it loads,
// that it caches, that the tenant-change bus empties it in every API process, and the feature map.
import type { Db } from "@norma/db";
import { featureMap } from "@norma/db/tenant-settings";
import { useApi } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { signInConsoleUsers } from "../admin/admin-test-fixtures.ts";
import { createTenantSettings } from "./tenant-settings.ts";

const api = useApi();

/** The database with its tenant reads counted (and, when `gate` is set, held until it resolves). */
function countingDb(gate?: () => Promise<void>) {
  const counted = { tenantReads: 0 };
  const db = {
    tenant: {
      findUnique: async (args: Parameters<Db["tenant"]["findUnique"]>[0]) => {
        counted.tenantReads++;
        const row = await api.db.tenant.findUnique(args);
        if (gate) await gate();
        return row;
      },
    },
    tenantDomain: api.db.tenantDomain,
  } as unknown as Db;
  return { db, counted };
}

describe("the tenant settings read model", () => {
  it("loads the tenant row and its setting tables into one model", async () => {
    const settings = createTenantSettings({ db: api.db });
    const astm = await settings.byCode("astm");
    const row = await api.db.tenant.findUniqueOrThrow({
      where: { code: "astm" },
      include: {
        features: true,
        accessMessages: true,
        searchTypes: { orderBy: { position: "asc" } },
        identityProviders: true,
        publishers: { orderBy: [{ position: "asc" }, { publisherId: "asc" }] },
      },
    });
    expect(astm).toMatchObject({
      id: row.id,
      code: "astm",
      name: row.tenantName,
      isMain: row.isMain,
      mainPublisherId: row.mainPublisherId,
      drmView: row.drmView,
      referenceAlerts: row.referenceAlerts,
      passwordLoginEnabled: row.passwordLoginEnabled,
      emailLimits: {
        recipientsPerShare: row.emailRecipientsPerShare,
        perUserPerHour: row.emailPerUserPerHour,
        invitationsPerAddressPerDay: row.emailInvitationsPerAddressPerDay,
        perTenantPerHour: row.emailPerTenantPerHour,
      },
    });
    expect(astm?.searchTypes.map((s) => s.code)).toEqual(row.searchTypes.map((s) => s.code));
    expect(astm?.accessMessages).toEqual(Object.fromEntries(row.accessMessages.map((m) => [m.key, m.value])));
    expect(astm?.publishers.map((p) => p.publisherId)).toEqual(row.publishers.map((p) => p.publisherId));
    // Only providers in force: a disabled one signs nobody in and is not offered.
    expect(astm?.identityProviders.map((p) => p.id).sort()).toEqual(
      row.identityProviders
        .filter((p) => p.enabled)
        .map((p) => p.id)
        .sort(),
    );
    expect(await settings.byId(row.id)).toBe(astm);
    expect(await settings.byCode("nosuch")).toBeNull();
    await expect(settings.of(-1)).rejects.toMatchObject({ status: 404 });
  });

  it("is frozen: a reader cannot change what the next one reads", async () => {
    const astm = await createTenantSettings({ db: api.db }).byCode("astm");
    expect(Object.isFrozen(astm)).toBe(true);
    expect(Object.isFrozen(astm?.features)).toBe(true);
    expect(Object.isFrozen(astm?.helpMenu[0])).toBe(true);
  });

  it("builds the feature map from the tenant_features rows: a code without a row is absent, not false", async () => {
    expect(
      featureMap([
        { code: "show-tracker", enabled: true },
        { code: "group-enable", enabled: false },
      ]),
    ).toEqual({
      "show-tracker": true,
      "group-enable": false,
    });
    const astm = await createTenantSettings({ db: api.db }).byCode("astm");
    const rows = await api.db.tenantFeature.findMany({ where: { tenantId: astm?.id } });
    expect(astm?.features).toEqual(Object.fromEntries(rows.map((f) => [f.code, f.enabled])));
    // The request's tenant (access hook, x-features) is the same model.
    expect(await api.app.tenantResolver.byCode("astm")).toEqual(astm);
  });

  it("reads a tenant once: later reads by id or code, concurrent ones too, do not query", async () => {
    const { db, counted } = countingDb();
    const settings = createTenantSettings({ db });
    const [a, b] = await Promise.all([settings.byCode("astm"), settings.byCode("astm")]);
    expect(counted.tenantReads).toBe(1);
    expect(b).toBe(a);
    expect(await settings.byId(a!.id)).toBe(a);
    expect(await settings.of(a!.id)).toBe(a);
    expect(await settings.byCode("astm")).toBe(a);
    expect(counted.tenantReads).toBe(1);
    // An unknown code is remembered too (codes come from requests).
    await settings.byCode("nosuch");
    await settings.byCode("nosuch");
    expect(counted.tenantReads).toBe(2);
  });

  it("serves the cached copy until invalidated: a change written past the bus is not seen before", async () => {
    const settings = createTenantSettings({ db: api.db });
    const before = await settings.byCode("astm");
    await api.db.tenant.update({ where: { code: "astm" }, data: { title: "Written by hand" } });
    try {
      expect((await settings.byCode("astm"))?.title).toBe(before?.title);
      settings.invalidate();
      expect((await settings.byCode("astm"))?.title).toBe("Written by hand");
    } finally {
      await api.db.tenant.update({ where: { code: "astm" }, data: { title: before!.title } });
    }
  });

  it("does not keep what a load read before the tenant changed", async () => {
    let read!: () => void;
    const rowRead = new Promise<void>((r) => {
      read = r;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const { db } = countingDb(() => {
      read();
      return held;
    });
    const settings = createTenantSettings({ db });
    const before = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).title;
    const loading = settings.byCode("astm");
    await rowRead;
    // The tenant changes (and the bus invalidates) while the old row is on its way to the cache.
    await api.db.tenant.update({ where: { code: "astm" }, data: { title: "Changed meanwhile" } });
    try {
      settings.invalidate();
      release();
      expect((await loading)?.title).toBe("Changed meanwhile");
      const id = (await loading)!.id;
      expect((await settings.byId(id))?.title).toBe("Changed meanwhile");
    } finally {
      await api.db.tenant.update({ where: { code: "astm" }, data: { title: before } });
    }
  });
});

describe("after an administrator changes a tenant", () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await signInConsoleUsers(api));
    // A second API process on the same database and Redis prefix, with its own settings cache.
    other = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
    await other.ready();
  });
  afterAll(() => other?.close());

  it("every API process reads the new settings (the tenant-change bus empties each cache)", async () => {
    const astm = await api.app.tenantSettings.byCode("astm");
    expect((await other.tenantSettings.byCode("astm"))?.greeting).toBe(astm?.greeting);
    const put = (greeting: string | null) =>
      api.request({ method: "PUT", url: `/api/admin/tenants/${astm!.id}`, token: admin, payload: { greeting } });
    expect((await put("Changed through the console")).statusCode).toBe(200);
    try {
      // This process at once; the other one when the message arrives.
      expect((await api.app.tenantSettings.byCode("astm"))?.greeting).toBe("Changed through the console");
      await expect
        .poll(async () => (await other.tenantSettings.byCode("astm"))?.greeting, { timeout: 5_000 })
        .toBe("Changed through the console");
    } finally {
      await put(astm!.greeting);
    }
  });

  it("the console switches the tenant's cascade alerts (issue 27) off and on; the read model and the reader's config follow", async () => {
    const astm = await api.app.tenantSettings.byCode("astm");
    expect(astm?.referenceAlerts).toBe(true);
    const put = (referenceAlerts: unknown) =>
      api.request({ method: "PUT", url: `/api/admin/tenants/${astm!.id}`, token: admin, payload: { referenceAlerts } });
    expect((await put("off")).statusCode).toBe(400);
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().referenceAlerts).toBe(false);
    try {
      expect((await api.app.tenantSettings.byCode("astm"))?.referenceAlerts).toBe(false);
      expect((await api.db.tenant.findUniqueOrThrow({ where: { id: astm!.id } })).referenceAlerts).toBe(false);
      const config = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant: "astm" });
      expect(config.statusCode).toBe(200);
      expect(config.json().reference_alerts).toBe(false);
    } finally {
      expect((await put(true)).json().referenceAlerts).toBe(true);
    }
  });
});
