// The feedback inbox: search feedback and general feedback, filtered, and exported as CSV.
import type { Db, Prisma } from "@norma/db";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

export const FEEDBACK_SORTS = ["id", "createdAt", "kind"] as const;
const EXPORT_LIMIT = 100_000;

const include = {
  tenant: { select: { code: true } },
  user: { select: { email: true } },
  account: { select: { name: true } },
} satisfies Prisma.FeedbackInclude;
type Row = Prisma.FeedbackGetPayload<{ include: typeof include }>;

function toAdminFeedback(f: Row) {
  return {
    id: f.id,
    tenant: f.tenant.code,
    kind: f.kind,
    user: f.user?.email ?? null,
    account: f.account?.name ?? null,
    documentSearching: f.documentSearching,
    additionalFeedback: f.additionalFeedback,
    searchText: f.searchText,
    searchQuery: f.searchQuery,
    searchType: f.searchType,
    q1Response: f.q1Response,
    q2Response: f.q2Response,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets do not run it. */
function cell(v: unknown): string {
  let s = v === null || v === undefined ? "" : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function createFeedbackAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function where(scope: number | null, filter: Record<string, unknown>): Promise<Prisma.FeedbackWhereInput> {
    const kind = textFilter(filter, "kind");
    if (kind && kind !== "SEARCH" && kind !== "GENERAL")
      throw BadRequest.field("query", "filter.kind", "Enum", "kind is SEARCH or GENERAL");
    const from = textFilter(filter, "from");
    const to = textFilter(filter, "to");
    for (const [name, v] of [
      ["from", from],
      ["to", to],
    ] as const)
      if (v && (!DAY.test(v) || Number.isNaN(Date.parse(v))))
        throw BadRequest.field("query", `filter.${name}`, "Pattern", `${name} is a day, YYYY-MM-DD`);
    const text = textFilter(filter, "q");
    const ids = idsFilter(filter);
    let tenant: Prisma.FeedbackWhereInput = scope !== null ? { tenantId: scope } : {};
    const code = scope === null ? textFilter(filter, "tenant") : undefined;
    if (code) tenant = { tenant: { code } };
    return {
      ...tenant,
      ...(ids ? { id: { in: ids } } : {}),
      ...(kind ? { kind } : {}),
      ...(from || to
        ? {
            createdAt: {
              ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
              ...(to ? { lt: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) } : {}),
            },
          }
        : {}),
      ...(text
        ? {
            OR: [
              { additionalFeedback: { contains: text, mode: "insensitive" } },
              { searchText: { contains: text, mode: "insensitive" } },
              { documentSearching: { contains: text, mode: "insensitive" } },
              { q2Response: { contains: text, mode: "insensitive" } },
            ],
          }
        : {}),
    };
  }

  return {
    async list(scope: number | null, q: ListQuery) {
      const w = await where(scope, q.filter);
      const [total, rows] = await Promise.all([
        db.feedback.count({ where: w }),
        db.feedback.findMany({
          where: w,
          include,
          orderBy: [{ [q.sortField]: q.sortOrder }, { id: "desc" }],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { items: rows.map(toAdminFeedback), range: contentRange("feedback", q.skip, rows.length, total) };
    },

    async get(scope: number | null, id: number) {
      const f = await db.feedback.findUnique({ where: { id }, include });
      if (!f || (scope !== null && f.tenantId !== scope)) throw new NotFound(`No feedback ${id}`);
      return toAdminFeedback(f);
    },

    async csv(scope: number | null, filter: Record<string, unknown>): Promise<string> {
      const rows = await db.feedback.findMany({
        where: await where(scope, filter),
        include,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: EXPORT_LIMIT,
      });
      const columns = [
        "id",
        "createdAt",
        "tenant",
        "kind",
        "user",
        "account",
        "documentSearching",
        "additionalFeedback",
        "searchText",
        "searchQuery",
        "searchType",
        "q1Response",
        "q2Response",
        "version",
      ] as const;
      const lines = [columns.join(",")];
      for (const r of rows.map(toAdminFeedback)) lines.push(columns.map((c) => cell(r[c])).join(","));
      return `\uFEFF${lines.join("\r\n")}\r\n`;
    },
  };
}

export type FeedbackAdminService = ReturnType<typeof createFeedbackAdminService>;
