// A tenant's per-language texts (table tenant_texts; issue 12) for the console: one record per
// tenant and interface language, id `<tenant id>-<language>` (ra-data-simple-rest getOne/update).
// The contract (openapi.yaml: TenantTextMap) limits the fields and lengths; writing replaces the
// language's texts in one transaction, audited with before and after, and empties the tenant
// settings cache so readers see the change on their next call. It reads tenant_texts itself, on
// purpose: it edits the rows (the readers get them from tenants/tenant-settings.ts).

import type { components } from "@norma/contracts/api-types";
import { LOCALES } from "@norma/contracts/locales";
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import type { AuditService } from "../management/audit-service.ts";
import { contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

export type AdminTenantTexts = components["schemas"]["AdminTenantTexts"];
export type AdminTenantTextEntry = components["schemas"]["AdminTenantTextEntry"];
type Language = AdminTenantTexts["language"];

/** The sorts of the list of single texts (resource `tenant-text-entries`). */
export const TENANT_TEXT_ENTRY_SORTS = ["language", "field", "tenantId"] as const;

function parseId(id: string): { tenantId: number; language: Language } {
  const m = id.match(/^([1-9][0-9]{0,9})-(.+)$/);
  const tenantId = m ? Number(m[1]) : Number.NaN;
  // The contract's pattern already refused anything else; a tenant id beyond int4 is no tenant.
  if (!m || tenantId > 2_147_483_647)
    throw new BadRequest("Not a tenant texts id", {
      fieldErrors: [{ objectName: "tenantTexts", field: "id", message: "pattern" }],
    });
  return { tenantId, language: m[2] as Language };
}

/** The rows of the list: the caller's tenant (or the operator's choice) and the filters. */
function entriesWhere(scope: number | null, filter: Record<string, unknown>): Prisma.TenantTextWhereInput {
  const language = textFilter(filter, "language");
  // The contract names the languages; the table would accept any 16 characters, the list not.
  if (language !== undefined && !(LOCALES as readonly string[]).includes(language))
    throw BadRequest.field("query", "filter.language", "Enum", `language is one of: ${LOCALES.join(", ")}`);
  const field = textFilter(filter, "field");
  const text = textFilter(filter, "q");
  const tenantIds = idsFilter(filter, "tenantId");
  // A tenant administrator asking for another tenant gets nothing of it: the scope always wins.
  const tenantId =
    scope === null ? (tenantIds ? { in: tenantIds } : undefined) : tenantIds && !tenantIds.includes(scope) ? -1 : scope;
  return {
    ...(tenantId !== undefined ? { tenantId } : {}),
    ...(language ? { language } : {}),
    ...(field ? { field: { contains: field, mode: "insensitive" } } : {}),
    ...(text
      ? {
          OR: [{ field: { contains: text, mode: "insensitive" } }, { text: { contains: text, mode: "insensitive" } }],
        }
      : {}),
  };
}

export function createTenantTextsAdminService(deps: { db: Db; audit: AuditService; onTenantChanged: () => void }) {
  const { db, audit } = deps;

  /** The tenant of an id, when the caller may see it (another tenant's: 404, like a missing one). */
  async function scoped(scope: number | null, id: string) {
    const { tenantId, language } = parseId(id);
    const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { id: true, code: true } });
    if (!tenant || (scope !== null && tenant.id !== scope)) throw new NotFound(`No tenant ${tenantId}`);
    return { tenant, language };
  }

  async function read(tenantId: number, language: Language): Promise<AdminTenantTexts> {
    const rows = await db.tenantText.findMany({ where: { tenantId, language }, orderBy: { field: "asc" } });
    return {
      id: `${tenantId}-${language}`,
      tenantId,
      language,
      texts: Object.fromEntries(rows.map((r) => [r.field, r.text])),
    };
  }

  return {
    async list(scope: number | null, q: ListQuery) {
      const where = entriesWhere(scope, q.filter);
      // The whole key after the chosen sort, so pages never overlap or skip a row.
      const orderBy: Prisma.TenantTextOrderByWithRelationInput[] = [
        { [q.sortField]: q.sortOrder },
        ...(["tenantId", "language", "field"] as const)
          .filter((k) => k !== q.sortField)
          .map((k) => ({ [k]: "asc" as const })),
      ];
      const [total, rows] = await Promise.all([
        db.tenantText.count({ where }),
        db.tenantText.findMany({
          where,
          orderBy,
          skip: q.skip,
          take: q.take,
          include: { tenant: { select: { code: true } } },
        }),
      ]);
      const items: AdminTenantTextEntry[] = rows.map((r) => ({
        id: `${r.tenantId}-${r.language}:${r.field}`,
        tenantId: r.tenantId,
        tenant: r.tenant.code,
        language: r.language as Language,
        field: r.field,
        text: r.text,
        textsId: `${r.tenantId}-${r.language}`,
      }));
      return { items, range: contentRange("tenant-text-entries", q.skip, rows.length, total) };
    },

    async get(scope: number | null, id: string) {
      const { tenant, language } = await scoped(scope, id);
      return read(tenant.id, language);
    },

    async update(
      actor: Actor,
      scope: number | null,
      id: string,
      body: { texts: Record<string, string> },
      remoteAddress: string,
    ) {
      const { tenant, language } = await scoped(scope, id);
      const before = await read(tenant.id, language);
      // Blank texts are no texts: the reader falls back to English, then to the tenant's own.
      const kept = Object.entries(body.texts).filter(([, text]) => text.trim() !== "");
      await db.$transaction(async (tx) => {
        await tx.tenantText.deleteMany({ where: { tenantId: tenant.id, language } });
        await tx.tenantText.createMany({
          data: kept.map(([field, text]) => ({ tenantId: tenant.id, language, field, text })),
        });
        await audit.record(
          actor,
          tenant.id,
          {
            type: "ADMIN_TENANT_TEXTS_UPDATE",
            message: `tenant ${tenant.code} texts in ${language} changed`,
            resource: "tenant-texts",
            resourceId: id,
            before: before.texts,
            after: Object.fromEntries(kept),
            remoteAddress,
          },
          tx,
        );
      });
      deps.onTenantChanged();
      return read(tenant.id, language);
    },
  };
}

export type TenantTextsAdminService = ReturnType<typeof createTenantTextsAdminService>;
