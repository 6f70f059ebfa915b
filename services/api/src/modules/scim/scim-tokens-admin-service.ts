// The console's SCIM provisioning tokens (issue 31): list, issue and revoke, in the administered
// tenants' scope (a tenant administrator: its own tenant; the platform operator: every tenant). A
// token is issued for the caller's own tenant, the only tenant its provisioning may ever touch.
// Each change is written to the audit log, never with a secret.
import type { components } from "@norma/contracts/api-types";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, NotFound } from "../../lib/errors.ts";
import type { AuditChange } from "../management/audit-service.ts";
import type { ScimTokenSecrets } from "./scim-token-secrets.ts";
import type { ScimTokenRow, ScimTokensRepo } from "./scim-tokens-repo.ts";

type ScimToken = components["schemas"]["ScimToken"];
type ScimTokenCreate = components["schemas"]["ScimTokenCreate"];

/**
 * Live (not revoked) tokens a tenant may have: enough for a provider and its replacement during a
 * change-over, few enough that a forgotten token is noticed.
 */
export const MAX_LIVE_SCIM_TOKENS = 5;
/** The most rows a list shows (the contract's maxItems). */
const LIST_LIMIT = 1000;

export interface ScimTokensAdminDeps {
  db: Db;
  repo: ScimTokensRepo;
  secrets: ScimTokenSecrets;
  audit: { record(actor: Actor, tenantId: number | null, change: AuditChange, tx?: unknown): Promise<void> };
  clock?: () => Date;
}

export function scimTokenOf(row: ScimTokenRow): ScimToken {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function createScimTokensAdminService(deps: ScimTokensAdminDeps) {
  const { db, repo, secrets, audit } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async list(scope: number | null): Promise<ScimToken[]> {
      return (await repo.list(scope, LIST_LIMIT)).map(scimTokenOf);
    },

    /** A new token of the caller's tenant; its secret is in this reply only. */
    async create(actor: Actor, input: ScimTokenCreate, ip: string) {
      const name = input.name.trim();
      if (!name) throw BadRequest.field("scimTokenCreate", "name", "NotNull", "name must not be blank");
      const tenantId = actor.tenantId;
      const made = secrets.generate();
      const token = await db.$transaction(async (tx) => {
        await repo.lockTenant(tx, tenantId);
        if ((await repo.live(tx, tenantId)) >= MAX_LIVE_SCIM_TOKENS)
          throw new Conflict(
            `A tenant has at most ${MAX_LIVE_SCIM_TOKENS} SCIM tokens that are not revoked: revoke one first`,
            { messageKey: "error.scimToken.limit" },
          );
        const row = await repo.create(tx, {
          tenantId,
          name,
          prefix: made.prefix,
          secretHash: made.hash,
          createdBy: actor.userId,
        });
        await audit.record(
          actor,
          tenantId,
          {
            type: "ADMIN_SCIM_TOKEN_CREATE",
            message: `SCIM token ${row.prefix} issued`,
            resource: "scim-tokens",
            resourceId: row.id,
            after: { name: row.name, prefix: row.prefix },
            remoteAddress: ip,
          },
          tx,
        );
        return scimTokenOf(row);
      });
      return { ...token, secret: made.secret };
    },

    async revoke(actor: Actor, scope: number | null, id: number, ip: string): Promise<ScimToken> {
      const row = await repo.get(scope, id);
      if (!row) throw new NotFound(`No SCIM token ${id}`);
      return db.$transaction(async (tx) => {
        const revoked = await repo.revoke(tx, id, clock());
        // Already revoked (now or by a concurrent call): nothing changes, nothing is audited again.
        if (!revoked) return scimTokenOf((await repo.get(scope, id)) ?? row);
        await audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_SCIM_TOKEN_REVOKE",
            message: `SCIM token ${row.prefix} revoked`,
            resource: "scim-tokens",
            resourceId: id,
            before: { name: row.name, prefix: row.prefix },
            remoteAddress: ip,
          },
          tx,
        );
        return scimTokenOf(revoked);
      });
    },
  };
}

export type ScimTokensAdminService = ReturnType<typeof createScimTokensAdminService>;
