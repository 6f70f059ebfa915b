// The Compass Points report (/compass-points-report, spec 2 §2 and 3 §2: Compass Points admins):
// over a period (the last 7 days by default, at most 366), for the whole tenant — points created,
// deactivated, carried to new editions and orphaned there, per day; the points active and shared
// now; the same by user (creator) and by document. Read from compass_points (its creation,
// deactivation, placement and source columns) — a point's audits record the same changes.
import { type Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const TOP = 20;
const iso = (d: Date) => d.toISOString().slice(0, 10);

function parseDay(field: string, value: string | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || iso(d) !== value) throw BadRequest.field("query", field, "Pattern", "a date yyyy-mm-dd");
  return d;
}

interface Counts {
  created: number;
  deactivated: number;
  carried: number;
  orphaned: number;
}

export function createCompassPointsReport(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Per group: what happened in [from, to) and what stands now (active, shared). */
  const grouped = (tenantId: number, from: Date, to: Date, key: Prisma.Sql) =>
    db.$queryRaw<(Counts & { key: number; active: number; shared: number })[]>`
      SELECT ${key} AS key,
             COUNT(*) FILTER (WHERE cp.created_at >= ${from} AND cp.created_at < ${to})::int AS created,
             COUNT(*) FILTER (WHERE cp.deactivated_at >= ${from} AND cp.deactivated_at < ${to})::int AS deactivated,
             COUNT(*) FILTER (WHERE cp.source_compass_point_id IS NOT NULL AND cp.created_at >= ${from} AND cp.created_at < ${to})::int AS carried,
             COUNT(*) FILTER (WHERE cp.placement = 'ORPHANED' AND cp.created_at >= ${from} AND cp.created_at < ${to})::int AS orphaned,
             COUNT(*) FILTER (WHERE cp.status = 'ACTIVE')::int AS active,
             COUNT(*) FILTER (WHERE cp.status = 'ACTIVE' AND cp.is_shared)::int AS shared
        FROM compass_points cp
       WHERE cp.tenant_id = ${tenantId} AND cp.deleted_at IS NULL
       GROUP BY 1
      HAVING COUNT(*) FILTER (WHERE (cp.created_at >= ${from} AND cp.created_at < ${to})
                                 OR (cp.deactivated_at >= ${from} AND cp.deactivated_at < ${to})
                                 OR cp.status = 'ACTIVE') > 0
       ORDER BY created DESC, active DESC, 1
       LIMIT ${TOP}`;

  return {
    async report(actor: Actor, q: { from?: string; to?: string }) {
      const today = new Date(Date.UTC(clock().getUTCFullYear(), clock().getUTCMonth(), clock().getUTCDate()));
      const toDay = parseDay("to", q.to) ?? today;
      const from = parseDay("from", q.from) ?? new Date(toDay.getTime() - 6 * DAY_MS);
      if (from > toDay) throw BadRequest.field("query", "from", "Invalid", "from is after to");
      const span = Math.round((toDay.getTime() - from.getTime()) / DAY_MS) + 1;
      if (span > MAX_DAYS) throw BadRequest.field("query", "from", "Max", `at most ${MAX_DAYS} days`);
      const to = new Date(toDay.getTime() + DAY_MS);
      const t = actor.tenantId;

      const [dayRows, [now], users, documents] = await Promise.all([
        db.$queryRaw<(Counts & { day: Date })[]>`
          SELECT d.day::date AS day,
                 COUNT(*) FILTER (WHERE e.kind = 'created')::int AS created,
                 COUNT(*) FILTER (WHERE e.kind = 'deactivated')::int AS deactivated,
                 COUNT(*) FILTER (WHERE e.kind = 'created' AND e.carried)::int AS carried,
                 COUNT(*) FILTER (WHERE e.kind = 'created' AND e.orphaned)::int AS orphaned
            FROM generate_series(${from}::date, ${toDay}::date, interval '1 day') AS d(day)
            LEFT JOIN (
              SELECT 'created' AS kind, created_at AS at, source_compass_point_id IS NOT NULL AS carried,
                     placement = 'ORPHANED' AS orphaned
                FROM compass_points WHERE tenant_id = ${t} AND deleted_at IS NULL AND created_at >= ${from} AND created_at < ${to}
              UNION ALL
              SELECT 'deactivated', deactivated_at, false, false
                FROM compass_points WHERE tenant_id = ${t} AND deleted_at IS NULL AND deactivated_at >= ${from} AND deactivated_at < ${to}
            ) e ON (e.at AT TIME ZONE 'UTC')::date = d.day::date
           GROUP BY d.day ORDER BY d.day`,
        db.$queryRaw<{ active: number; deactivated: number; shared: number }[]>`
          SELECT COUNT(*) FILTER (WHERE status = 'ACTIVE')::int AS active,
                 COUNT(*) FILTER (WHERE status <> 'ACTIVE')::int AS deactivated,
                 COUNT(*) FILTER (WHERE status = 'ACTIVE' AND is_shared)::int AS shared
            FROM compass_points WHERE tenant_id = ${t} AND deleted_at IS NULL`,
        grouped(t, from, to, Prisma.sql`cp.created_by_id`),
        grouped(t, from, to, Prisma.sql`cp.document_id`),
      ]);
      const [userRows, docRows] = await Promise.all([
        db.user.findMany({
          where: { id: { in: users.map((u) => u.key) } },
          select: { id: true, email: true, firstName: true, lastName: true },
        }),
        db.document.findMany({
          where: { id: { in: documents.map((d) => d.key) } },
          select: { id: true, contentCode: true, displayDesignation: true, title: true },
        }),
      ]);
      const userOf = new Map(userRows.map((u) => [u.id, u]));
      const docOf = new Map(docRows.map((d) => [d.id, d]));
      const days = dayRows.map((r) => ({
        date: iso(r.day),
        created: r.created,
        deactivated: r.deactivated,
        carried: r.carried,
        orphaned: r.orphaned,
      }));
      const sum = (k: keyof Counts) => days.reduce((n, d) => n + d[k], 0);
      const figures = (r: Counts & { active: number; shared: number }) => ({
        created: r.created,
        deactivated: r.deactivated,
        carried: r.carried,
        orphaned: r.orphaned,
        active: r.active,
        shared: r.shared,
      });
      return {
        from: iso(from),
        to: iso(toDay),
        totals: {
          created: sum("created"),
          deactivated: sum("deactivated"),
          carried: sum("carried"),
          orphaned: sum("orphaned"),
          active: now?.active ?? 0,
          shared: now?.shared ?? 0,
          inactive: now?.deactivated ?? 0,
        },
        days,
        byUser: users.map((u) => {
          const user = userOf.get(u.key);
          const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
          return { name: name || user?.email || "", email: user?.email ?? "", ...figures(u) };
        }),
        byDocument: documents.map((d) => {
          const doc = docOf.get(d.key);
          return {
            contentCode: doc?.contentCode ?? "",
            designation: doc?.displayDesignation ?? "",
            title: doc?.title ?? "",
            ...figures(d),
          };
        }),
      };
    },
  };
}

export type CompassPointsReport = ReturnType<typeof createCompassPointsReport>;
