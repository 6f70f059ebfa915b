// SCIM Groups (issue 31): a Group is a company account of the token's tenant, its members the
// account's members. Create, read, replace, PATCH members, delete (the account deactivated),
// list with filters and paging; members are users of the same tenant only; another tenant's
// group is 404.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { signInConsoleUsers } from "../admin/admin-test-fixtures.ts";
import {
  ERROR_SCHEMA,
  GROUP_SCHEMA,
  issueScimToken,
  newUser,
  PATCH_SCHEMA,
  SCIM,
  scimClient,
} from "./scim-test-fixtures.ts";

const api = useApi();
let scim: ReturnType<typeof scimClient>;
let other: ReturnType<typeof scimClient>;
const ids: string[] = [];
let foreignUser: string;

beforeAll(async () => {
  const { admin, apiAdmin } = await signInConsoleUsers(api);
  scim = scimClient(api, (await issueScimToken(api, admin)).secret);
  other = scimClient(api, (await issueScimToken(api, apiAdmin)).secret);
  for (const n of [1, 2, 3]) ids.push((await scim("POST", "/Users", newUser(`member${n}@groups.example`))).json().id);
  foreignUser = (await other("POST", "/Users", newUser("foreign@groups.example"))).json().id;
});

const group = (displayName: string, members: string[] = [], more: object = {}) => ({
  schemas: [GROUP_SCHEMA],
  displayName,
  members: members.map((value) => ({ value })),
  ...more,
});
const patch = (...Operations: object[]) => ({ schemas: [PATCH_SCHEMA], Operations });
const memberIds = (g: { members?: { value: string }[] }) => (g.members ?? []).map((m) => m.value).sort();

describe("SCIM Groups (company accounts)", () => {
  it("creates a group as a company account with its members; the user shows the group", async () => {
    const res = await scim("POST", "/Groups", group("Engineering", [ids[0], ids[1]], { externalId: "grp-eng" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["content-type"]).toContain(SCIM);
    const g = res.json();
    expect(g).toMatchObject({
      schemas: [GROUP_SCHEMA],
      displayName: "Engineering",
      externalId: "grp-eng",
      meta: { resourceType: "Group" },
    });
    expect(memberIds(g)).toEqual([ids[0], ids[1]].sort());
    expect(res.headers.etag).toBe(g.meta.version);
    const accountRow = await api.db.account.findUniqueOrThrow({ where: { id: Number(g.id) } });
    expect(accountRow).toMatchObject({ type: "COMPANY", name: "Engineering", active: true });
    // The account is the member's default: it was their first.
    const m = await api.db.accountMembership.findFirstOrThrow({
      where: { userId: Number(ids[0]), accountId: Number(g.id) },
    });
    expect(m.isDefault).toBe(true);
    const user = (await scim("GET", `/Users/${ids[0]}`)).json();
    expect(user.groups).toEqual([expect.objectContaining({ value: g.id, display: "Engineering" })]);
    expect(await api.db.managementAuditEvent.count({ where: { type: "SCIM_GROUP_CREATE" } })).toBe(1);
  });

  it("patches members in and out, renames, and replaces under If-Match", async () => {
    const g = (await scim("POST", "/Groups", group("Sales", [ids[0]]))).json();
    const p = async (...ops: object[]) => {
      const res = await scim("PATCH", `/Groups/${g.id}`, patch(...ops));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(memberIds(await p({ op: "add", path: "members", value: [{ value: ids[1] }, { value: ids[2] }] }))).toEqual(
      [...ids].sort(),
    );
    expect(memberIds(await p({ op: "remove", path: `members[value eq "${ids[1]}"]` }))).toEqual(
      [ids[0], ids[2]].sort(),
    );
    // Entra ID's way: remove with a value list.
    expect(memberIds(await p({ op: "Remove", path: "members", value: [{ value: ids[2] }] }))).toEqual([ids[0]]);
    const renamed = await p({ op: "replace", path: "displayName", value: "Sales EMEA" });
    expect(renamed.displayName).toBe("Sales EMEA");
    expect((await api.db.account.findUniqueOrThrow({ where: { id: Number(g.id) } })).name).toBe("Sales EMEA");

    const put = await scim("PUT", `/Groups/${g.id}`, group("Sales", [ids[2]]), { "if-match": renamed.meta.version });
    expect(put.statusCode, put.body).toBe(200);
    expect(memberIds(put.json())).toEqual([ids[2]]);
    const stale = await scim("PUT", `/Groups/${g.id}`, group("Late", []), { "if-match": renamed.meta.version });
    expect(stale.statusCode).toBe(412);
    expect(memberIds((await scim("GET", `/Groups/${g.id}`)).json())).toEqual([ids[2]]);
    // A member who left keeps no membership; one who joined has it.
    expect(await api.db.accountMembership.count({ where: { accountId: Number(g.id) } })).toBe(1);
  });

  it("refuses members that are not users of the token's tenant (400 invalidValue), changing nothing", async () => {
    const g = (await scim("POST", "/Groups", group("Guarded", [ids[0]]))).json();
    for (const value of [foreignUser, "2147483647", "abc"]) {
      const res = await scim("PATCH", `/Groups/${g.id}`, patch({ op: "add", path: "members", value: [{ value }] }));
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: "invalidValue" });
    }
    expect((await scim("POST", "/Groups", group("Foreign", [foreignUser]))).statusCode).toBe(400);
    expect(
      await api.db.accountMembership.count({ where: { userId: Number(foreignUser), accountId: Number(g.id) } }),
    ).toBe(0);
  });

  it("lists and filters groups; excludedAttributes=members leaves members out; another tenant's group is 404", async () => {
    const g = (await scim("POST", "/Groups", group("Filter me", [ids[0]]))).json();
    const listed = (await scim("GET", `/Groups?filter=${encodeURIComponent('displayName eq "filter ME"')}`)).json();
    expect(listed).toMatchObject({ totalResults: 1, Resources: [{ id: g.id }] });
    const byMember = (
      await scim("GET", `/Groups?filter=${encodeURIComponent(`members[value eq "${ids[0]}"]`)}&count=50`)
    ).json();
    expect(byMember.Resources.map((r: { id: string }) => r.id)).toContain(g.id);
    const slim = (await scim("GET", `/Groups?excludedAttributes=members&count=2&startIndex=1`)).json();
    expect(slim.itemsPerPage).toBe(2);
    expect(slim.Resources[0].members).toBeUndefined();
    expect((await scim("GET", `/Groups/${g.id}?excludedAttributes=members`)).json().members).toBeUndefined();
    // Individual accounts (one person's own) are not Groups.
    const individual = await api.db.account.findFirstOrThrow({
      where: { type: "INDIVIDUAL", tenant: { code: "astm" } },
    });
    expect((await scim("GET", `/Groups/${individual.id}`)).statusCode).toBe(404);
    // Another tenant's token sees none of this tenant's groups.
    expect((await other("GET", `/Groups/${g.id}`)).statusCode).toBe(404);
    expect(
      (await other("PATCH", `/Groups/${g.id}`, patch({ op: "replace", path: "displayName", value: "x" }))).statusCode,
    ).toBe(404);
    expect((await other("DELETE", `/Groups/${g.id}`)).statusCode).toBe(404);
    expect((await other("GET", `/Groups?filter=${encodeURIComponent(`id eq "${g.id}"`)}`)).json().totalResults).toBe(0);
  });

  it("deletes a group: the account is deactivated (kept), and SCIM no longer sees it", async () => {
    const g = (await scim("POST", "/Groups", group("Temporary", [ids[1]]))).json();
    expect((await scim("DELETE", `/Groups/${g.id}`)).statusCode).toBe(204);
    expect((await scim("GET", `/Groups/${g.id}`)).statusCode).toBe(404);
    expect((await api.db.account.findUniqueOrThrow({ where: { id: Number(g.id) } })).active).toBe(false);
    expect((await scim("GET", `/Users/${ids[1]}`)).json().groups.map((x: { value: string }) => x.value)).not.toContain(
      g.id,
    );
  });

  it("refuses bad group input in SCIM's format", async () => {
    const cases: unknown[] = [
      { displayName: "no schemas" },
      group(""),
      group("x".repeat(256)),
      { ...group("bad members"), members: "all" },
      { ...group("bad members"), members: [{ value: "1.5" }] },
    ];
    for (const body of cases) {
      const res = await scim("POST", "/Groups", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400" });
    }
  });
});
