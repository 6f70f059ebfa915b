// SCIM Users (RFC 7644 §3.3–§3.6) of the token's tenant: a User is a user row of that tenant and
// no other (another tenant's user is 404, as one that does not exist). userName is the
// provider's login name (kept apart from the e-mail address when they differ, unique in the
// tenant whatever its case); the e-mail address is the primary `emails` value; `active: false`
// deactivates the user — sign-in refused, and their existing tokens refused at once in every
// API process (the actor-change bus); DELETE removes the user. Every write runs under the
// tenant's row lock, checks If-Match against the resource's version, and is audited in its
// transaction with the resource before and after.
import type { Db } from "@norma/db";
import type { ActorChange } from "../auth/actor-change-bus.ts";
import { assertIfMatch, idOf, type ListQuery, pageOf, type ScimTokenCaller, type Tx } from "./scim-common.ts";
import { listOf } from "./scim-discovery.ts";
import { ScimError } from "./scim-errors.ts";
import { userFilterWhere } from "./scim-filter.ts";
import { applyPatch } from "./scim-patch.ts";
import type { ScimRepo } from "./scim-repo.ts";
import { type ScimUserRow, type UserInput, userInputOf, userResource } from "./scim-resources.ts";

type Json = Record<string, unknown>;

export interface ScimUsersDeps {
  repo: ScimRepo;
  /** The tenant's default language, a new user's until they choose one. */
  defaultLanguage: (tenantId: number) => Promise<string>;
  /** Drops the users' cached session checks in every API process (auth/actor-change-bus.ts). */
  actorsChanged: (change: ActorChange) => void;
}

/** What the reads and writes of users share: the row found, uniqueness, the columns, the frame of a change. */
function userHelpers(deps: ScimUsersDeps) {
  const { repo, actorsChanged } = deps;
  const db: Db = repo.db;

  async function found(caller: ScimTokenCaller, id: number, tx?: Tx): Promise<ScimUserRow> {
    const row = await repo.user(caller.tenantId, id, tx);
    if (!row) throw new ScimError(404, `User ${id} not found`);
    return row;
  }

  /** Refuses a userName or e-mail address another user of the tenant has (scimType uniqueness). */
  async function assertUnique(tx: Tx, caller: ScimTokenCaller, input: UserInput, exceptId: number | null) {
    if (await repo.userNameTaken(tx, caller.tenantId, input.userName, exceptId))
      throw new ScimError(409, `A user with the userName ${input.userName} exists in this tenant`, "uniqueness");
    if (await repo.emailTaken(tx, caller.tenantId, input.email, exceptId))
      throw new ScimError(409, `A user with the e-mail address ${input.email} exists in this tenant`, "uniqueness");
  }

  /** The columns a User sets: userName kept only where it is not the e-mail address itself. */
  const columnsOf = (input: UserInput) => ({
    email: input.email,
    scimUserName: input.userName === input.email ? null : input.userName,
    scimExternalId: input.externalId,
    firstName: input.firstName,
    lastName: input.lastName,
    displayName: input.displayName,
    ...(input.active !== undefined ? { activated: input.active } : {}),
  });

  /** A change of one user: locked, precondition checked, written, audited, sessions told. */
  async function change(
    caller: ScimTokenCaller,
    id: number,
    ifMatch: string | undefined,
    type: string,
    next: (current: Json) => UserInput,
  ) {
    const after = await db.$transaction(async (tx) => {
      await repo.lockTenant(tx, caller.tenantId);
      const before = userResource(await found(caller, id, tx), caller.baseUrl);
      assertIfMatch(ifMatch, before.meta.version);
      const input = next(before);
      await assertUnique(tx, caller, input, id);
      await tx.user.update({ where: { id }, data: columnsOf(input) });
      const result = userResource(await found(caller, id, tx), caller.baseUrl);
      await repo.audit(
        caller,
        {
          type,
          message: `user ${input.userName} changed by SCIM`,
          resource: "scim-users",
          resourceId: String(id),
          before,
          after: result,
          remoteAddress: caller.ip,
        },
        tx,
      );
      return result;
    });
    actorsChanged({ tenantId: caller.tenantId, userIds: [id] });
    return after;
  }

  return { found, assertUnique, columnsOf, change };
}

export function createScimUsersService(deps: ScimUsersDeps) {
  const { repo, actorsChanged } = deps;
  const db: Db = repo.db;
  const { found, assertUnique, columnsOf, change } = userHelpers(deps);

  return {
    async get(caller: ScimTokenCaller, rawId: string) {
      return userResource(await found(caller, idOf(rawId, "User")), caller.baseUrl);
    },

    async list(caller: ScimTokenCaller, q: ListQuery) {
      const where = userFilterWhere(q.filter);
      const { startIndex, skip, take } = pageOf(q);
      const { total, rows } = await repo.users(caller.tenantId, where, skip, take);
      return listOf(
        rows.map((r) => userResource(r, caller.baseUrl)),
        total,
        startIndex,
      );
    },

    async create(caller: ScimTokenCaller, body: Json) {
      const input = userInputOf(body);
      const language = await deps.defaultLanguage(caller.tenantId);
      return db.$transaction(async (tx) => {
        await repo.lockTenant(tx, caller.tenantId);
        await assertUnique(tx, caller, input, null);
        const created = await tx.user.create({
          data: {
            tenantId: caller.tenantId,
            ...columnsOf(input),
            activated: input.active ?? true,
            langKey: language,
            userType: "INDIVIDUAL",
            authorities: [],
          },
          select: { id: true },
        });
        const after = userResource(await found(caller, created.id, tx), caller.baseUrl);
        await repo.audit(
          caller,
          {
            type: "SCIM_USER_CREATE",
            message: `user ${input.userName} provisioned by SCIM`,
            resource: "scim-users",
            resourceId: String(created.id),
            after,
            remoteAddress: caller.ip,
          },
          tx,
        );
        return after;
      });
    },

    replace(caller: ScimTokenCaller, rawId: string, body: Json, ifMatch?: string) {
      return change(caller, idOf(rawId, "User"), ifMatch, "SCIM_USER_REPLACE", () => userInputOf(body));
    },

    patch(caller: ScimTokenCaller, rawId: string, body: Json, ifMatch?: string) {
      return change(caller, idOf(rawId, "User"), ifMatch, "SCIM_USER_PATCH", (current) => {
        const patched = applyPatch(current, body, ["groups"]);
        // An attribute the PATCH did not touch keeps its value; active stays as it was unless patched.
        return userInputOf({ ...patched, active: patched.active ?? current.active });
      });
    },

    /** DELETE: the user is removed (their memberships, lists and notes with them); sessions end at once. */
    async remove(caller: ScimTokenCaller, rawId: string, ifMatch?: string): Promise<void> {
      const id = idOf(rawId, "User");
      await db.$transaction(async (tx) => {
        await repo.lockTenant(tx, caller.tenantId);
        const before = userResource(await found(caller, id, tx), caller.baseUrl);
        assertIfMatch(ifMatch, before.meta.version);
        await tx.user.delete({ where: { id } });
        await repo.audit(
          caller,
          {
            type: "SCIM_USER_DELETE",
            message: `user ${before.userName} deleted by SCIM`,
            resource: "scim-users",
            resourceId: String(id),
            before,
            remoteAddress: caller.ip,
          },
          tx,
        );
      });
      actorsChanged({ tenantId: caller.tenantId, userIds: [id] });
    },
  };
}

export type ScimUsersService = ReturnType<typeof createScimUsersService>;
