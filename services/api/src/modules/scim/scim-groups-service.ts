// SCIM Groups of the token's tenant. A Group is a company account (accounts of type COMPANY), its
// members the account's members — not one of Norma's collaboration groups, and on purpose:
//  - what an identity provider's groups decide is access, and in Norma access comes with an
//    account (its subscriptions are what its members may read: docs/collaboration.md, spec 3);
//    putting a user in a group of the provider gives them the account's documents, taking them
//    out ends their sessions on it at once;
//  - a collaboration group (spec 2 §2) belongs to a user who created it, alone may change it, and
//    lives inside one account whose members alone may join it: none of which a provider knows or
//    should decide. Individual accounts are one person's own and are not Groups either.
// A new Group is a new company account (no subscriptions until the operator gives it some). A
// deleted Group is a deactivated account: SCIM no longer sees it, its members' sessions on it
// end, and its subscriptions, groups and notes stay for the operator to restore. Members are
// users of the same tenant only (the composite foreign keys hold it too): another tenant's user
// id is refused as an unknown one.
import { randomBytes } from "node:crypto";
import type { Db } from "@norma/db";
import type { ActorChange } from "../auth/actor-change-bus.ts";
import { assertIfMatch, idOf, type ListQuery, pageOf, type ScimTokenCaller, type Tx } from "./scim-common.ts";
import { listOf } from "./scim-discovery.ts";
import { invalidValue, ScimError } from "./scim-errors.ts";
import { groupFilterWhere } from "./scim-filter.ts";
import { SCIM_MAX_MEMBERS } from "./scim-limits.ts";
import { applyPatch } from "./scim-patch.ts";
import type { ScimRepo } from "./scim-repo.ts";
import { type GroupInput, groupInputOf, groupResource, type ScimGroupRow } from "./scim-resources.ts";

type Json = Record<string, unknown>;

export interface ScimGroupsDeps {
  repo: ScimRepo;
  actorsChanged: (change: ActorChange) => void;
}

const withMembers = (q: { excludedAttributes?: string }) =>
  !(q.excludedAttributes ?? "")
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .includes("members");

/** What the reads and writes of groups share: the row found, the members checked, the frame of a change. */
function groupHelpers(deps: ScimGroupsDeps) {
  const { repo, actorsChanged } = deps;
  const db: Db = repo.db;

  async function found(caller: ScimTokenCaller, id: number, tx?: Tx): Promise<ScimGroupRow> {
    const row = await repo.group(caller.tenantId, id, tx);
    if (!row) throw new ScimError(404, `Group ${id} not found`);
    return row;
  }

  /** Every member a user of the tenant; the list within the bound. */
  async function checkMembers(tx: Tx, caller: ScimTokenCaller, input: GroupInput): Promise<void> {
    if (input.memberIds.length > SCIM_MAX_MEMBERS)
      throw new ScimError(400, `A group write names at most ${SCIM_MAX_MEMBERS} members`, "tooMany");
    const known = await repo.tenantUserIds(tx, caller.tenantId, input.memberIds);
    const unknown = input.memberIds.filter((id) => !known.has(id));
    if (unknown.length) throw invalidValue(`No user ${unknown.slice(0, 10).join(", ")} in this tenant`);
  }

  /** The account's members become exactly the input's; the users who joined or left. */
  async function setMembers(tx: Tx, caller: ScimTokenCaller, row: ScimGroupRow, input: GroupInput) {
    const before = new Set(row.memberships.map((m) => m.user.id));
    const after = new Set(input.memberIds);
    const joined = [...after].filter((id) => !before.has(id));
    const left = [...before].filter((id) => !after.has(id));
    await repo.addMembers(tx, caller.tenantId, row.id, joined);
    await repo.removeMembers(tx, row.id, left);
    return [...joined, ...left];
  }

  async function change(
    caller: ScimTokenCaller,
    id: number,
    ifMatch: string | undefined,
    type: string,
    next: (current: Json) => GroupInput,
  ) {
    let moved: number[] = [];
    const after = await db.$transaction(async (tx) => {
      await repo.lockTenant(tx, caller.tenantId);
      const row = await found(caller, id, tx);
      const before = groupResource(row, caller.baseUrl);
      assertIfMatch(ifMatch, before.meta.version);
      const input = next(before);
      await checkMembers(tx, caller, input);
      moved = await setMembers(tx, caller, row, input);
      await tx.account.update({
        where: { id },
        data: { name: input.displayName, scimExternalId: input.externalId, updatedAt: new Date() },
      });
      const result = groupResource(await found(caller, id, tx), caller.baseUrl);
      await repo.audit(
        caller,
        {
          type,
          message: `group ${input.displayName} changed by SCIM`,
          resource: "scim-groups",
          resourceId: String(id),
          before,
          after: result,
          remoteAddress: caller.ip,
        },
        tx,
      );
      return result;
    });
    actorsChanged({ tenantId: caller.tenantId, userIds: moved });
    return after;
  }

  return { found, checkMembers, change };
}

export function createScimGroupsService(deps: ScimGroupsDeps) {
  const { repo, actorsChanged } = deps;
  const db: Db = repo.db;
  const { found, checkMembers, change } = groupHelpers(deps);

  return {
    async get(caller: ScimTokenCaller, rawId: string, q: { excludedAttributes?: string } = {}) {
      return groupResource(await found(caller, idOf(rawId, "Group")), caller.baseUrl, withMembers(q));
    },

    async list(caller: ScimTokenCaller, q: ListQuery) {
      const where = groupFilterWhere(q.filter);
      const { startIndex, skip, take } = pageOf(q);
      const { total, rows } = await repo.groups(caller.tenantId, where, skip, take);
      const members = withMembers(q);
      return listOf(
        rows.map((r) => groupResource(r, caller.baseUrl, members)),
        total,
        startIndex,
      );
    },

    async create(caller: ScimTokenCaller, body: Json) {
      const input = groupInputOf(body);
      return db.$transaction(async (tx) => {
        await repo.lockTenant(tx, caller.tenantId);
        await checkMembers(tx, caller, input);
        const account = await tx.account.create({
          data: {
            tenantId: caller.tenantId,
            accountNumber: `SCIM-${randomBytes(6).toString("hex").toUpperCase()}`,
            name: input.displayName,
            type: "COMPANY",
            scimExternalId: input.externalId,
          },
          select: { id: true },
        });
        await repo.addMembers(tx, caller.tenantId, account.id, input.memberIds);
        const after = groupResource(await found(caller, account.id, tx), caller.baseUrl);
        await repo.audit(
          caller,
          {
            type: "SCIM_GROUP_CREATE",
            message: `group ${input.displayName} provisioned by SCIM`,
            resource: "scim-groups",
            resourceId: String(account.id),
            after,
            remoteAddress: caller.ip,
          },
          tx,
        );
        return after;
      });
    },

    replace(caller: ScimTokenCaller, rawId: string, body: Json, ifMatch?: string) {
      return change(caller, idOf(rawId, "Group"), ifMatch, "SCIM_GROUP_REPLACE", () => groupInputOf(body));
    },

    patch(caller: ScimTokenCaller, rawId: string, body: Json, ifMatch?: string) {
      return change(caller, idOf(rawId, "Group"), ifMatch, "SCIM_GROUP_PATCH", (current) =>
        groupInputOf(applyPatch(current, body, [])),
      );
    },

    /** DELETE: the account is deactivated (see above); its members' sessions on it end at once. */
    async remove(caller: ScimTokenCaller, rawId: string, ifMatch?: string): Promise<void> {
      const id = idOf(rawId, "Group");
      let members: number[] = [];
      await db.$transaction(async (tx) => {
        await repo.lockTenant(tx, caller.tenantId);
        const row = await found(caller, id, tx);
        const before = groupResource(row, caller.baseUrl);
        assertIfMatch(ifMatch, before.meta.version);
        members = row.memberships.map((m) => m.user.id);
        await tx.account.update({ where: { id }, data: { active: false } });
        await repo.audit(
          caller,
          {
            type: "SCIM_GROUP_DELETE",
            message: `group ${row.name} deleted by SCIM (account deactivated)`,
            resource: "scim-groups",
            resourceId: String(id),
            before,
            remoteAddress: caller.ip,
          },
          tx,
        );
      });
      actorsChanged({ tenantId: caller.tenantId, userIds: members });
    },
  };
}

export type ScimGroupsService = ReturnType<typeof createScimGroupsService>;
