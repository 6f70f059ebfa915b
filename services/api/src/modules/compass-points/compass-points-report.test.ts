// The Compass Points report (GET /api/compass-points/report): points created, deactivated, carried
// to a new edition and orphaned there per day of the period, those active and shared now, by user
// and by document — from the tenant's compass points; other tenants' and removed points left out;
// refused without COMPASS_POINT_ADMIN (or CP_ADMIN); bad dates named.
import { beforeAll, describe, expect, it } from "vitest";
import { useApi } from "../../../../../tests/harness/index.ts";

const api = useApi();
let admin: string;
let individual: string;
const DAY = 86_400_000;
const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
const day = (n: number) => new Date(today.getTime() - n * DAY + 10 * 3_600_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  [admin, individual] = await Promise.all([api.login("admin@astm.example"), api.login("individual@astm.example")]);
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  const awwa = await api.db.tenant.findUniqueOrThrow({ where: { code: "awwa" } });
  const user = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  const other = await api.db.user.findFirstOrThrow({
    where: { email: "individual@awwa.example" },
    include: { memberships: true },
  });
  const [d1, d2] = await api.db.document.findMany({
    where: { contentType: "ASTM_STANDARDS" },
    take: 2,
    orderBy: { id: "asc" },
  });
  const base = { tenantId: astm.id, accountId: user.memberships[0].accountId, createdById: user.id, name: "p" };
  await api.db.compassPoint.deleteMany({ where: { tenantId: astm.id } });
  const src = await api.db.compassPoint.create({ data: { ...base, documentId: d1.id, createdAt: day(20) } });
  const src2 = await api.db.compassPoint.create({ data: { ...base, documentId: d1.id, createdAt: day(21) } });
  await api.db.compassPoint.createMany({
    data: [
      { ...base, documentId: d1.id, createdAt: day(2) },
      { ...base, documentId: d1.id, createdAt: day(2), isShared: true },
      { ...base, documentId: d2.id, createdAt: day(1), status: "INACTIVE", deactivatedAt: day(0) },
      { ...base, documentId: d2.id, createdAt: day(0), sourceCompassPointId: src.id, placement: "EXACT" },
      { ...base, documentId: d2.id, createdAt: day(0), sourceCompassPointId: src2.id, placement: "ORPHANED" },
      // Removed altogether: not counted.
      { ...base, documentId: d2.id, createdAt: day(1), deletedAt: day(0) },
      // Another tenant's: not counted.
      {
        tenantId: awwa.id,
        accountId: other.memberships[0].accountId,
        createdById: other.id,
        name: "x",
        documentId: d1.id,
        createdAt: day(1),
      },
    ],
  });
});

const report = (query = "", token = admin) =>
  api.request({ method: "GET", url: `/api/compass-points/report?${query}`, token });

describe("GET /api/compass-points/report", () => {
  it("the last 7 days: created, deactivated, carried, orphaned per day; active and shared now; by user and document", async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.from).toBe(iso(day(6)));
    expect(r.to).toBe(iso(today));
    expect(r.days).toHaveLength(7);
    expect(r.totals).toEqual({
      created: 5,
      deactivated: 1,
      carried: 2,
      orphaned: 1,
      active: 6,
      shared: 1,
      inactive: 1,
    });
    expect(r.days.at(-1)).toEqual({ date: iso(today), created: 2, deactivated: 1, carried: 2, orphaned: 1 });
    expect(r.days.at(-3)).toMatchObject({ created: 2, deactivated: 0 });
    expect(r.byUser).toHaveLength(1);
    expect(r.byUser[0]).toMatchObject({
      email: "admin@astm.example",
      created: 5,
      active: 6,
      shared: 1,
      deactivated: 1,
    });
    expect(r.byDocument.map((d: { created: number }) => d.created)).toEqual([3, 2]);
    expect(r.byDocument[1]).toMatchObject({ active: 4, shared: 1 });
  });

  it("a range: only what happened in it", async () => {
    const r = (await report(`from=${iso(day(25))}&to=${iso(day(10))}`)).json();
    expect(r.days).toHaveLength(16);
    expect(r.totals).toMatchObject({ created: 2, deactivated: 0, carried: 0, active: 6 });
  });

  it("refused without a Compass Points admin authority; bad dates named", async () => {
    expect((await report("", individual)).statusCode).toBe(403);
    const bad = await report("from=2026-02-30");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("from");
    expect((await report(`from=${iso(today)}&to=${iso(day(3))}`)).statusCode).toBe(400);
  });
});
