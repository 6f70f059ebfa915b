// The console's side of revision reviews (issue 28): every account's reviews of the tenant in one
// list, overdue first (GET /api/admin/reviews: the tenant administrator's own tenant, the
// operator's every tenant, the lists and the search, bad filters refused naming the field), and
// the account administrator's role given and taken from the console's user form
// (administeredAccountIds: only accounts the user belongs to, audited, read back).
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { raQuery, signInConsoleUsers, tenantIdsByCode } from "../admin/admin-test-fixtures.ts";

const api = useApi();
let reader: string, admin: string, apiAdmin: string, operator: string;
let ids: Record<string, number>;
const made: Record<string, number> = {};

const get = (url: string, token: string) => api.request({ method: "GET", url, token });
const put = (url: string, token: string, payload: object) => api.request({ method: "PUT", url, token, payload });
const day = (offset: number) =>
  new Date(`${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);

/** A review of a seeded document for an account, in the given state. */
async function review(
  name: string,
  tenantCode: string,
  accountId: number,
  documentId: number,
  state: { due: number; signed?: boolean },
) {
  const r = await api.db.revisionReview.create({
    data: {
      tenantId: ids[tenantCode],
      accountId,
      documentId,
      change: "NEW_VERSION",
      origin: "MANUAL",
      dueDate: day(state.due),
      ...(state.signed
        ? { status: "SIGNED_OFF", signedOffAt: new Date(), signedOffByName: "Dana Auditor" }
        : { status: "OPEN" }),
    },
  });
  made[name] = r.id;
}

beforeAll(async () => {
  ({ reader, admin, apiAdmin, operator } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
  const astmAccounts = await api.db.account.findMany({
    where: { tenantId: ids.astm },
    orderBy: { id: "asc" },
    take: 2,
  });
  const apiAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.api } });
  const docs = await api.db.document.findMany({ orderBy: { id: "asc" }, take: 4, select: { id: true } });
  await review("later", "astm", astmAccounts[0].id, docs[0].id, { due: 20 });
  await review("overdue", "astm", astmAccounts[1].id, docs[1].id, { due: -3 });
  await review("soon", "astm", astmAccounts[0].id, docs[2].id, { due: 2 });
  await review("signed", "astm", astmAccounts[1].id, docs[3].id, { due: 5, signed: true });
  await review("other-tenant", "api", apiAccount.id, docs[0].id, { due: -10 });
});

const listIds = (res: { json: () => { id: number }[] }) => res.json().map((r) => r.id);

describe("the console's reviews", () => {
  it("lists the tenant's reviews of every account, overdue first, then open by due date, then signed off", async () => {
    const res = await get(`/api/admin/reviews?${raQuery({ range: [0, 24] })}`, admin);
    expect(res.statusCode).toBe(200);
    expect(listIds(res)).toEqual([made.overdue, made.soon, made.later, made.signed]);
    expect(res.headers["content-range"]).toBe("reviews 0-3/4");
    const [overdue] = res.json();
    expect(overdue).toMatchObject({
      tenant: "astm",
      status: "OPEN",
      overdue: true,
      itemsTotal: 0,
      itemsDecided: 0,
      actionsOpen: 0,
    });
    // Open actions count the "action needed" items whose action is not done.
    const actions = await Promise.all(
      ["1", "2", "3"].map((k) =>
        api.db.revisionReviewItem.create({
          data: {
            reviewId: made.soon!,
            kind: "CLAUSE",
            itemKey: k,
            label: k,
            decision: "ACTION_NEEDED",
            actionDueDate: new Date(),
          },
        }),
      ),
    );
    await api.db.revisionReviewItem.update({
      where: { id: actions[0]!.id },
      data: { actionDoneAt: new Date(), actionDoneByName: "Dana Auditor" },
    });
    const soon = (await get(`/api/admin/reviews?${raQuery({ range: [0, 24] })}`, admin)).json()[1];
    expect(soon).toMatchObject({ id: made.soon, itemsTotal: 3, itemsDecided: 3, actionsOpen: 2 });
    expect(res.json()[3]).toMatchObject({ status: "SIGNED_OFF", signedOffBy: "Dana Auditor", overdue: false });
  });

  it("keeps one list, one account or a search; the operator sees every tenant, another tenant's admin only its own", async () => {
    const of = async (filter: object, token = admin) =>
      listIds(await get(`/api/admin/reviews?${raQuery({ filter })}`, token));
    expect(await of({ status: "overdue" })).toEqual([made.overdue]);
    expect(await of({ status: "due-soon" })).toEqual([made.soon]);
    expect(await of({ status: "closed" })).toEqual([made.signed]);
    const account = (await api.db.revisionReview.findUniqueOrThrow({ where: { id: made.later } })).accountId;
    expect(await of({ accountId: account })).toEqual([made.soon, made.later]);
    const doc = await api.db.revisionReview.findUniqueOrThrow({
      where: { id: made.overdue },
      include: { document: true },
    });
    expect(await of({ q: doc.document.displayDesignation })).toContain(made.overdue);
    expect(await of({ q: "no such designation 50%_" })).toEqual([]);
    expect(await of({}, apiAdmin)).toEqual([made["other-tenant"]]);
    // A tenant administrator's tenant filter is ignored: the scope is their own tenant.
    expect(await of({ tenant: "api" })).not.toContain(made["other-tenant"]);
    expect(await of({}, operator)).toEqual(
      expect.arrayContaining([made["other-tenant"], made.overdue, made.soon, made.later, made.signed]),
    );
    expect(await of({ tenant: "api" }, operator)).toEqual([made["other-tenant"]]);
  });

  it("refuses readers and bad queries, naming the parameter", async () => {
    expect((await get("/api/admin/reviews", reader)).statusCode).toBe(403);
    expect((await api.request({ method: "GET", url: "/api/admin/reviews" })).statusCode).toBe(401);
    for (const [query, field] of [
      [raQuery({ filter: { status: "late" } }), "filter.status"],
      [raQuery({ filter: { accountId: "x" } }), "filter.accountId"],
      [raQuery({ filter: { q: "a\u0000b" } }), "filter.q"],
      [raQuery({ sort: ["dueDate", "ASC"] }), "sort"],
      [raQuery({ range: [0, 5000] }), "range"],
    ]) {
      const res = await get(`/api/admin/reviews?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors[0].field, query).toBe(field);
    }
  });
});

describe("the account administrator's role from the console", () => {
  it("makes a member the administrator of one of their accounts, and a plain member again; audited", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { tenantId: ids.astm, email: { not: { startsWith: "admin@" } }, memberships: { some: {} } },
      include: { memberships: { orderBy: { accountId: "asc" } } },
    });
    const accountId = user.memberships[0].accountId;
    await api.db.accountMembership.updateMany({ where: { userId: user.id }, data: { role: "MEMBER" } });
    expect((await get(`/api/admin/users/${user.id}`, admin)).json().administeredAccountIds).toEqual([]);

    const made = await put(`/api/admin/users/${user.id}`, admin, { administeredAccountIds: [accountId] });
    expect(made.statusCode).toBe(200);
    expect(made.json().administeredAccountIds).toEqual([accountId]);
    const row = await api.db.accountMembership.findFirstOrThrow({ where: { userId: user.id, accountId } });
    expect(row.role).toBe("ADMIN");
    const audit = await api.db.managementAuditEvent.findFirstOrThrow({
      where: { type: "ADMIN_USER_UPDATE" },
      orderBy: { id: "desc" },
    });
    const data = audit.data as {
      before?: { administeredAccountIds?: number[] };
      after?: { administeredAccountIds?: number[] };
    };
    expect([data.before?.administeredAccountIds, data.after?.administeredAccountIds]).toEqual([[], [accountId]]);

    const back = await put(`/api/admin/users/${user.id}`, admin, { administeredAccountIds: [] });
    expect(back.json().administeredAccountIds).toEqual([]);
    expect((await api.db.accountMembership.findFirstOrThrow({ where: { userId: user.id, accountId } })).role).toBe(
      "MEMBER",
    );
  });

  it("refuses an account the user does not belong to (400 naming the field, nothing changed) and another tenant's user (404)", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { tenantId: ids.astm, email: { not: { startsWith: "admin@" } }, memberships: { some: {} } },
      include: { memberships: true },
    });
    const mine = new Set(user.memberships.map((m) => m.accountId));
    const foreign = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.astm, id: { notIn: [...mine] } } });
    const res = await put(`/api/admin/users/${user.id}`, admin, {
      administeredAccountIds: [user.memberships[0].accountId, foreign.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe("administeredAccountIds[1]");
    const roles = await api.db.accountMembership.findMany({ where: { userId: user.id, role: "ADMIN" } });
    expect(roles.map((m) => m.accountId)).not.toContain(foreign.id);
    // Memberships and roles in one save: the new account joined, then administered.
    const both = await put(`/api/admin/users/${user.id}`, admin, {
      accountIds: [...mine, foreign.id],
      administeredAccountIds: [foreign.id],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().administeredAccountIds).toEqual([foreign.id]);
    await put(`/api/admin/users/${user.id}`, admin, { accountIds: [...mine], administeredAccountIds: [] });

    const apiUser = await api.db.user.findFirstOrThrow({ where: { tenantId: ids.api } });
    expect((await put(`/api/admin/users/${apiUser.id}`, admin, { administeredAccountIds: [] })).statusCode).toBe(404);
    const nul = await put(`/api/admin/users/${user.id}`, admin, { administeredAccountIds: ["1\u0000"] });
    expect(nul.statusCode).toBe(400);
  });
});
