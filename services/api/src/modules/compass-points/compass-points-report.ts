// The Compass Points report (/compass-points-report, spec 2 §2 and 3 §2: Compass Points admins):
// over a period (the last 7 days by default, at most 366), for the whole tenant — points created
// (of them carried to new editions and orphaned there), edited, deactivated and reactivated, per
// day; the points active (and shared) and deactivated at the period's end; the same by user
// (creator) and by document. Replayed from the points' audits, so a past period shows what
// happened and stood then, not the points' present state.
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
  edited: number;
  deactivated: number;
  reactivated: number;
  carried: number;
  orphaned: number;
}

const KINDS: (keyof Counts)[] = ["created", "edited", "deactivated", "reactivated", "carried", "orphaned"];

/**
 * The tenant's compass points' history as events (point, time, kind), replayed from their audits:
 * INSERT is a creation, UPDATE and UPDATE-SELECTION an edit, DEACTIVATE and ACTIVATE a
 * deactivation and a reactivation (REANCHOR moves a point, which these figures do not count). A
 * point without an INSERT audit (written before points were audited) is created at its created_at,
 * and one without an ACTIVATE or DEACTIVATE audit that is deactivated, at its deactivated_at.
 * Removed points are left out. at_end is each point's state at the period's end: its last
 * creation, deactivation or reactivation before it (sharing is not audited: a point active then
 * counts as shared when it is shared now).
 */
const withEvents = (tenantId: number, end: Date) => Prisma.sql`
  WITH pts AS (
    SELECT id, created_by_id, document_id, created_at, deactivated_at, is_shared,
           source_compass_point_id IS NOT NULL AS carried, placement = 'ORPHANED' AS orphaned
      FROM compass_points WHERE tenant_id = ${tenantId} AND deleted_at IS NULL
  ),
  ev AS (
    SELECT a.compass_point_id AS point_id, a.created_at AS at, a.id AS seq,
           CASE a.db_transaction_type WHEN 'INSERT' THEN 'created' WHEN 'DEACTIVATE' THEN 'deactivated'
                WHEN 'ACTIVATE' THEN 'reactivated' ELSE 'edited' END AS kind
      FROM compass_point_audits a JOIN pts ON pts.id = a.compass_point_id
     WHERE a.db_transaction_type IN ('INSERT', 'UPDATE', 'UPDATE-SELECTION', 'ACTIVATE', 'DEACTIVATE')
    UNION ALL
    SELECT p.id, p.created_at, 0, 'created' FROM pts p
     WHERE NOT EXISTS (SELECT 1 FROM compass_point_audits a
                        WHERE a.compass_point_id = p.id AND a.db_transaction_type = 'INSERT')
    UNION ALL
    SELECT p.id, p.deactivated_at, 0, 'deactivated' FROM pts p
     WHERE p.deactivated_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM compass_point_audits a
                        WHERE a.compass_point_id = p.id AND a.db_transaction_type IN ('ACTIVATE', 'DEACTIVATE'))
  ),
  at_end AS (
    SELECT DISTINCT ON (ev.point_id) ev.point_id, ev.kind <> 'deactivated' AS active
      FROM ev WHERE ev.kind <> 'edited' AND ev.at < ${end}
     ORDER BY ev.point_id, ev.at DESC, ev.seq DESC
  )`;

/** The events e (joined to their point p) of [from, to) counted by kind. */
const counted = (from: Date, to: Date) => Prisma.sql`
  COUNT(*) FILTER (WHERE e.kind = 'created' AND e.at >= ${from} AND e.at < ${to})::int AS created,
  COUNT(*) FILTER (WHERE e.kind = 'edited' AND e.at >= ${from} AND e.at < ${to})::int AS edited,
  COUNT(*) FILTER (WHERE e.kind = 'deactivated' AND e.at >= ${from} AND e.at < ${to})::int AS deactivated,
  COUNT(*) FILTER (WHERE e.kind = 'reactivated' AND e.at >= ${from} AND e.at < ${to})::int AS reactivated,
  COUNT(*) FILTER (WHERE e.kind = 'created' AND p.carried AND e.at >= ${from} AND e.at < ${to})::int AS carried,
  COUNT(*) FILTER (WHERE e.kind = 'created' AND p.orphaned AND e.at >= ${from} AND e.at < ${to})::int AS orphaned`;

/** Per creator or document: what happened in [from, to) and what stood at its end (active, shared). */
const grouped = (db: Db, tenantId: number, from: Date, to: Date, column: "created_by_id" | "document_id") => {
  const key = Prisma.raw(`p.${column}`);
  return db.$queryRaw<(Counts & { key: number; active: number; shared: number })[]>`
    ${withEvents(tenantId, to)},
    happened AS (
      SELECT ${key} AS key, ${counted(from, to)} FROM ev e JOIN pts p ON p.id = e.point_id GROUP BY 1
    ),
    standing AS (
      SELECT ${key} AS key, COUNT(*)::int AS active, COUNT(*) FILTER (WHERE p.is_shared)::int AS shared
        FROM at_end s JOIN pts p ON p.id = s.point_id WHERE s.active GROUP BY 1
    )
    SELECT COALESCE(h.key, s.key) AS key,
           ${Prisma.raw(KINDS.map((k) => `COALESCE(h.${k}, 0) AS ${k}`).join(", "))},
           COALESCE(s.active, 0) AS active, COALESCE(s.shared, 0) AS shared
      FROM happened h FULL JOIN standing s ON s.key = h.key
     WHERE COALESCE(h.created + h.edited + h.deactivated + h.reactivated, 0) > 0 OR s.active > 0
     ORDER BY created DESC, active DESC, 1
     LIMIT ${TOP}`;
};

export function createCompassPointsReport(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

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

      const [dayRows, [atEnd], users, documents] = await Promise.all([
        db.$queryRaw<(Counts & { day: Date })[]>`
          ${withEvents(t, to)}
          SELECT d.day::date AS day, ${counted(from, to)}
            FROM generate_series(${from}::date, ${toDay}::date, interval '1 day') AS d(day)
            LEFT JOIN (ev e JOIN pts p ON p.id = e.point_id)
              ON (e.at AT TIME ZONE 'UTC')::date = d.day::date AND e.at >= ${from} AND e.at < ${to}
           GROUP BY d.day ORDER BY d.day`,
        db.$queryRaw<{ active: number; deactivated: number; shared: number }[]>`
          ${withEvents(t, to)}
          SELECT COUNT(*) FILTER (WHERE s.active)::int AS active,
                 COUNT(*) FILTER (WHERE NOT s.active)::int AS deactivated,
                 COUNT(*) FILTER (WHERE s.active AND p.is_shared)::int AS shared
            FROM at_end s JOIN pts p ON p.id = s.point_id`,
        grouped(db, t, from, to, "created_by_id"),
        grouped(db, t, from, to, "document_id"),
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
      const counts = (r: Counts): Counts => ({
        created: r.created,
        edited: r.edited,
        deactivated: r.deactivated,
        reactivated: r.reactivated,
        carried: r.carried,
        orphaned: r.orphaned,
      });
      const days = dayRows.map((r) => ({ date: iso(r.day), ...counts(r) }));
      const sum = (k: keyof Counts) => days.reduce((n, d) => n + d[k], 0);
      const figures = (r: Counts & { active: number; shared: number }) => ({
        ...counts(r),
        active: r.active,
        shared: r.shared,
      });
      return {
        from: iso(from),
        to: iso(toDay),
        totals: {
          ...(Object.fromEntries(KINDS.map((k) => [k, sum(k)])) as unknown as Counts),
          active: atEnd?.active ?? 0,
          shared: atEnd?.shared ?? 0,
          inactive: atEnd?.deactivated ?? 0,
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
