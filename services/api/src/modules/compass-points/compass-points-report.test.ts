// The Compass Points report (GET /api/compass-points/report), replayed from the points' audits:
// points created (carried to a new edition, orphaned there), edited, deactivated and reactivated
// per day of the period, those active (shared) and deactivated at its end, by user and by
// document — on a hand-built audit history, so that a past period shows what stood then and not
// the points' present state; points without audits count from their columns; other tenants' and
// removed points left out; refused without COMPASS_POINT_ADMIN (or CP_ADMIN); bad dates named.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

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
  const member = { memberships: true } as const;
  const user = await api.db.user.findFirstOrThrow({ where: { email: "admin@astm.example" }, include: member });
  const reader = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" }, include: member });
  const other = await api.db.user.findFirstOrThrow({ where: { email: "individual@awwa.example" }, include: member });
  const [d1, d2] = await api.db.document.findMany({
    where: { contentType: "ASTM_STANDARDS" },
    take: 2,
    orderBy: { id: "asc" },
  });
  const base = { tenantId: astm.id, accountId: user.memberships[0].accountId, createdById: user.id, name: "p" };
  await api.db.compassPoint.deleteMany({ where: { tenantId: astm.id } });
  const point = (data: Record<string, unknown>) =>
    api.db.compassPoint.create({ data: { ...base, documentId: d1.id, ...data } as never });
  // The points as they stand now, and the audits of how they came to.
  const a = await point({ createdAt: day(20) });
  const b = await point({ createdAt: day(21), status: "INACTIVE", deactivatedAt: day(1) });
  const c = await point({
    createdAt: day(2),
    isShared: true,
    createdById: reader.id,
    accountId: reader.memberships[0].accountId,
  });
  const d = await point({ documentId: d2.id, createdAt: day(1), status: "INACTIVE", deactivatedAt: day(0) });
  const e = await point({ documentId: d2.id, createdAt: day(0), sourceCompassPointId: a.id, placement: "EXACT" });
  const f = await point({ documentId: d2.id, createdAt: day(0), sourceCompassPointId: b.id, placement: "ORPHANED" });
  // Written before points were audited: created at created_at, deactivated at deactivated_at.
  await point({ createdAt: day(30), status: "INACTIVE", deactivatedAt: day(12) });
  // Removed altogether, and another tenant's: not counted.
  const removed = await point({ documentId: d2.id, createdAt: day(1), deletedAt: day(0) });
  const foreign = await api.db.compassPoint.create({
    data: {
      tenantId: awwa.id,
      accountId: other.memberships[0].accountId,
      createdById: other.id,
      name: "x",
      documentId: d1.id,
      createdAt: day(1),
    },
  });
  const history: [number, string, Date][] = [
    [a.id, "INSERT", day(20)],
    [a.id, "UPDATE", day(19)],
    [a.id, "DEACTIVATE", day(15)],
    [a.id, "ACTIVATE", day(2)],
    [b.id, "INSERT", day(21)],
    [b.id, "UPDATE-SELECTION", day(3)],
    [b.id, "DEACTIVATE", day(1)],
    [c.id, "INSERT", day(2)],
    [c.id, "UPDATE", day(0)],
    [d.id, "INSERT", day(1)],
    [d.id, "DEACTIVATE", day(0)],
    [e.id, "INSERT", day(0)],
    [e.id, "REANCHOR", day(0)],
    [f.id, "INSERT", day(0)],
    [removed.id, "INSERT", day(1)],
    [foreign.id, "INSERT", day(1)],
  ];
  await api.db.compassPointAudit.createMany({
    data: history.map(([compassPointId, dbTransactionType, createdAt]) => ({
      compassPointId,
      dbTransactionType,
      transactionUserName: "Test",
      auditData: {},
      createdAt,
    })),
  });
});

const report = (query = "", token = admin) =>
  api.request({ method: "GET", url: `/api/compass-points/report?${query}`, token });

describe("GET /api/compass-points/report", () => {
  it("the last 7 days: what happened per day, what stood at the end, by user and by document", async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.from).toBe(iso(day(6)));
    expect(r.to).toBe(iso(today));
    expect(r.days).toHaveLength(7);
    expect(r.totals).toEqual({
      created: 4,
      edited: 2,
      deactivated: 2,
      reactivated: 1,
      carried: 2,
      orphaned: 1,
      active: 4,
      shared: 1,
      inactive: 3,
    });
    expect(r.days.at(-1)).toEqual({
      date: iso(today),
      created: 2,
      edited: 1,
      deactivated: 1,
      reactivated: 0,
      carried: 2,
      orphaned: 1,
    });
    expect(r.days.at(-3)).toMatchObject({ created: 1, reactivated: 1, deactivated: 0 });
    expect(r.days.at(-4)).toMatchObject({ created: 0, edited: 1 });
    expect(r.byUser.map((u: { email: string }) => u.email)).toEqual(["admin@astm.example", "individual@astm.example"]);
    expect(r.byUser[0]).toMatchObject({ created: 3, edited: 1, deactivated: 2, reactivated: 1, active: 3, shared: 0 });
    expect(r.byUser[1]).toMatchObject({ created: 1, edited: 1, deactivated: 0, active: 1, shared: 1 });
    expect(r.byDocument.map((x: { created: number }) => x.created)).toEqual([3, 1]);
    expect(r.byDocument[0]).toMatchObject({ active: 2, shared: 0, carried: 2, orphaned: 1 });
    expect(r.byDocument[1]).toMatchObject({ active: 2, shared: 1, reactivated: 1 });
  });

  it("a past range: what happened in it and what stood at its end, not the present state", async () => {
    const r = (await report(`from=${iso(day(25))}&to=${iso(day(10))}`)).json();
    expect(r.days).toHaveLength(16);
    // a created, edited and deactivated, b created; the unaudited point deactivated (day 12).
    expect(r.totals).toEqual({
      created: 2,
      edited: 1,
      deactivated: 2,
      reactivated: 0,
      carried: 0,
      orphaned: 0,
      active: 1,
      shared: 0,
      inactive: 2,
    });
    expect(r.byDocument).toHaveLength(1);
    expect(r.byDocument[0]).toMatchObject({ created: 2, active: 1 });
  });

  it("a range ending before a reactivation counts the point deactivated; after it, active", async () => {
    const before = (await report(`from=${iso(day(5))}&to=${iso(day(3))}`)).json();
    expect(before.totals).toMatchObject({ reactivated: 0, edited: 1, active: 1, inactive: 2 });
    const after = (await report(`from=${iso(day(2))}&to=${iso(day(2))}`)).json();
    expect(after.totals).toMatchObject({ created: 1, reactivated: 1, active: 3, shared: 1, inactive: 1 });
  });

  it("refused without a Compass Points admin authority; bad dates named", async () => {
    expect((await report("", individual)).statusCode).toBe(403);
    const bad = await report("from=2026-02-30");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("from");
    expect((await report(`from=${iso(today)}&to=${iso(day(3))}`)).statusCode).toBe(400);
  });
});
