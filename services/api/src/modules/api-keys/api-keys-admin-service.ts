// The console's API keys (issue 30): list, create, rotate and revoke, in the administered
// tenants' scope (a tenant administrator: its own tenant; the platform operator: every tenant).
// Each change is written to the audit log, never with a secret.
import type { components } from "@norma/contracts/api-types";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { boolFilter, contentRange, idsFilter, type ListQuery, textFilter } from "../admin/ra-query.ts";
import type { AuditChange } from "../management/audit-service.ts";
import type { ApiKeySecrets } from "./api-key-secrets.ts";
import type { ApiKeyRow, ApiKeysRepo } from "./api-keys-repo.ts";

type ApiKey = components["schemas"]["ApiKey"];
type ApiKeyCreate = components["schemas"]["ApiKeyCreate"];

export const API_KEY_SORTS = ["id", "name", "createdAt", "expiresAt", "lastUsedAt"] as const;
/** The furthest an expiry may be set. */
export const MAX_KEY_LIFETIME_MS = 3 * 366 * 86_400_000;

export interface ApiKeysAdminDeps {
  db: Db;
  repo: ApiKeysRepo;
  secrets: ApiKeySecrets;
  audit: { record(actor: Actor, tenantId: number | null, change: AuditChange, tx?: unknown): Promise<void> };
  clock?: () => Date;
}

export function apiKeyOf(row: ApiKeyRow, now: Date): ApiKey {
  const previous = row.secrets[0]?.expiresAt ?? null;
  const status = row.revokedAt ? "REVOKED" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
  return {
    id: row.id,
    tenantId: row.tenantId,
    accountId: row.accountId,
    name: row.name,
    scopes: row.scopes as ApiKey["scopes"],
    prefix: row.prefix,
    rateLimitPerMinute: row.rateLimitPerMinute,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    callCount: Number(row.callCount),
    previousSecretValidUntil: previous && previous > now ? previous.toISOString() : null,
    status,
  };
}

function expiryOf(raw: string | null | undefined, now: Date): Date | null {
  if (raw === undefined || raw === null) return null;
  const at = new Date(raw);
  if (Number.isNaN(at.getTime()))
    throw BadRequest.field("apiKeyCreate", "expiresAt", "Pattern", "expiresAt is not a date and time");
  if (at <= now) throw BadRequest.field("apiKeyCreate", "expiresAt", "Min", "expiresAt must be in the future");
  if (at.getTime() - now.getTime() > MAX_KEY_LIFETIME_MS)
    throw BadRequest.field("apiKeyCreate", "expiresAt", "Max", "expiresAt must be at most 3 years ahead");
  return at;
}

/** What the audit log keeps of a key: everything the console shows, never a secret. */
const audited = (k: ApiKey) => ({ name: k.name, accountId: k.accountId, scopes: k.scopes, expiresAt: k.expiresAt });

type Found = (scope: number | null, id: number) => Promise<ApiKeyRow>;

/** Listing and reading keys. */
function apiKeyReads(deps: ApiKeysAdminDeps, clock: () => Date, found: Found) {
  const { repo } = deps;
  return {
    async list(scope: number | null, q: ListQuery) {
      const ids = idsFilter(q.filter);
      const accountId = idsFilter(q.filter, "accountId");
      const text = textFilter(q.filter, "q");
      const revoked = boolFilter(q.filter, "revoked");
      const where = {
        ...(scope === null ? {} : { tenantId: scope }),
        ...(ids ? { id: { in: ids } } : {}),
        ...(accountId ? { accountId: { in: accountId } } : {}),
        ...(revoked === undefined ? {} : { revokedAt: revoked ? { not: null } : null }),
        ...(text
          ? { OR: [{ name: { contains: text, mode: "insensitive" as const } }, { prefix: { startsWith: text } }] }
          : {}),
      };
      const { rows, total } = await repo.list(where, { [q.sortField]: q.sortOrder }, q.skip, q.take);
      const now = clock();
      return { items: rows.map((r) => apiKeyOf(r, now)), range: contentRange("api-keys", q.skip, rows.length, total) };
    },

    async get(scope: number | null, id: number): Promise<ApiKey> {
      return apiKeyOf(await found(scope, id), clock());
    },
  };
}

/** Making a key: its secret is in this reply only. */
function apiKeyCreation(deps: ApiKeysAdminDeps, clock: () => Date) {
  const { db, repo, secrets } = deps;
  return {
    async create(actor: Actor, scope: number | null, input: ApiKeyCreate, ip: string) {
      const now = clock();
      const name = input.name.trim();
      if (!name) throw BadRequest.field("apiKeyCreate", "name", "NotNull", "name must not be blank");
      const expiresAt = expiryOf(input.expiresAt, now);
      let tenantId = actor.tenantId;
      const accountId = input.accountId ?? null;
      if (accountId !== null) {
        const owner = await repo.accountTenant(scope, accountId);
        if (owner === null) throw new NotFound(`No account ${accountId}`);
        tenantId = owner;
      }
      const made = secrets.generate();
      const key = await db.$transaction(async (tx) => {
        const row = await repo.create(
          tx,
          {
            tenantId,
            accountId,
            name,
            scopes: [...new Set(input.scopes)],
            prefix: made.prefix,
            rateLimitPerMinute: input.rateLimitPerMinute ?? 600,
            expiresAt,
            createdBy: actor.userId,
          },
          made.hash,
        );
        const out = apiKeyOf(row, now);
        await deps.audit.record(
          actor,
          tenantId,
          {
            type: "ADMIN_API_KEY_CREATE",
            message: `API key ${out.prefix} created`,
            resource: "api-keys",
            resourceId: out.id,
            after: audited(out),
            remoteAddress: ip,
          },
          tx,
        );
        return out;
      });
      return { ...key, secret: made.secret };
    },
  };
}

/** Rotating and revoking a key. */
function apiKeyChanges(deps: ApiKeysAdminDeps, clock: () => Date, found: Found) {
  const { db, repo, secrets } = deps;
  return {
    async rotate(actor: Actor, scope: number | null, id: number, graceHours: number, ip: string) {
      const now = clock();
      const row = await found(scope, id);
      const before = apiKeyOf(row, now);
      if (before.status !== "ACTIVE")
        throw new BadRequest(`The API key is ${before.status.toLowerCase()}: it cannot be rotated`, {
          messageKey: "error.apiKey.inactive",
        });
      const made = secrets.generate();
      const graceUntil = new Date(now.getTime() + graceHours * 3_600_000);
      const key = await db.$transaction(async (tx) => {
        const out = apiKeyOf(await repo.rotate(tx, id, made.hash, graceUntil), now);
        await deps.audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_API_KEY_ROTATE",
            message: `API key ${out.prefix} rotated (old secrets valid ${graceHours} h)`,
            resource: "api-keys",
            resourceId: id,
            remoteAddress: ip,
          },
          tx,
        );
        return out;
      });
      return { ...key, secret: made.secret };
    },

    async revoke(actor: Actor, scope: number | null, id: number, ip: string): Promise<ApiKey> {
      const now = clock();
      const row = await found(scope, id);
      if (row.revokedAt) return apiKeyOf(row, now);
      return db.$transaction(async (tx) => {
        const out = apiKeyOf(await repo.revoke(tx, id, now), now);
        await deps.audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_API_KEY_REVOKE",
            message: `API key ${out.prefix} revoked`,
            resource: "api-keys",
            resourceId: id,
            before: audited(apiKeyOf(row, now)),
            remoteAddress: ip,
          },
          tx,
        );
        return out;
      });
    },
  };
}

export function createApiKeysAdminService(deps: ApiKeysAdminDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  async function found(scope: number | null, id: number): Promise<ApiKeyRow> {
    const row = await repo.get(scope, id);
    if (!row) throw new NotFound(`No API key ${id}`);
    return row;
  }

  return {
    ...apiKeyReads(deps, clock, found),
    ...apiKeyCreation(deps, clock),
    ...apiKeyChanges(deps, clock, found),
  };
}

export type ApiKeysAdminService = ReturnType<typeof createApiKeysAdminService>;
