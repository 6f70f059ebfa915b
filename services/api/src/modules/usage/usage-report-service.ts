// The usage page (spec 3: /usage-report, ADMIN or REPORT_VIEW, not in DRM mode): the last 7 days
// by default or a date range, for the selected account, another of the user's accounts or (an
// administrator) the whole tenant: requests, investigations, searches and denials per day, the
// most used documents, searches that found nothing, what the search feedback asked for and the
// documents refused (No_License), all from the daily roll-ups.
import { assertMayReadUsageReports, isTenantAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import type { UsageReportRepo } from "./usage-report-repo.ts";

const DAY_MS = 86_400_000;
/** The longest range the page asks for at once. */
export const MAX_RANGE_DAYS = 366;
const TOP = 10;

const iso = (d: Date) => d.toISOString().slice(0, 10);

function parseDay(field: string, value: string | undefined): Date | null {
  if (value === undefined || value === "") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || iso(d) !== value) throw BadRequest.field("query", field, "Pattern", "a date yyyy-mm-dd");
  return d;
}

export function createUsageReportService(deps: { repo: UsageReportRepo; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const period = (q: { from?: string; to?: string }, fields = { from: "from", to: "to" }) =>
    reportPeriod(clock, q, fields);

  async function assertAllowed(actor: Actor) {
    assertMayReadUsageReports(actor);
    const tenant = await repo.tenantDrm(actor.tenantId);
    if (tenant.drmView)
      throw new Forbidden("Usage reports are not available in this library", { messageKey: "usage-report.error.drm" });
    return tenant;
  }

  return {
    async summary(actor: Actor, q: { from?: string; to?: string; accountNumber?: string }) {
      await assertAllowed(actor);
      const { from, to, span } = period(q);

      const admin = isTenantAdmin(actor);
      const selectable = await repo.selectableAccounts(actor.tenantId, actor.userId, admin);
      let account: { id: number; accountNumber: string; name: string } | null = null;
      if (q.accountNumber === "all") {
        if (!admin) throw new Forbidden("The whole tenant's usage is for its administrators");
      } else if (q.accountNumber) {
        account = selectable.find((a) => a.accountNumber === q.accountNumber) ?? null;
        // Another tenant's account, or one the user does not belong to, is not there for them.
        if (!account) throw new NotFound(`Unknown account ${q.accountNumber}`, "error.account.not-found");
      } else {
        account =
          (actor.accountId !== null ? selectable.find((a) => a.id === actor.accountId) : undefined) ??
          selectable[0] ??
          null;
        if (!account) throw new NotFound("No account to report on", "error.account.not-found");
      }
      const f = await usageFigures(repo, actor.tenantId, account, from, span);
      return {
        from: iso(from),
        to: iso(to),
        account: account ? { accountNumber: account.accountNumber, name: account.name } : null,
        customerId: account ? account.accountNumber : actor.tenantCode,
        accounts: selectable.map((a) => ({ accountNumber: a.accountNumber, name: a.name })),
        canSeeAllAccounts: admin,
        ...f,
      };
    },

    /**
     * The figures an embedded dashboard shows (a signed EmbedUrl's claims, checked when it was
     * issued): no list of the tenant's accounts, nothing to choose.
     */
    async embedded(tenantId: number, tenantCode: string, accountNumber: string | null, fromDay: string, toDay: string) {
      const { from, to, span } = period({ from: fromDay, to: toDay }, { from: "StartDate", to: "EndDate" });
      const account = accountNumber === null ? null : await repo.account(tenantId, accountNumber);
      if (accountNumber !== null && !account)
        throw new NotFound(`Unknown account ${accountNumber}`, "error.account.not-found");
      const f = await usageFigures(repo, tenantId, account, from, span);
      return {
        from: iso(from),
        to: iso(to),
        account: account ? { accountNumber: account.accountNumber, name: account.name } : null,
        customerId: account ? account.accountNumber : tenantCode,
        accounts: [],
        canSeeAllAccounts: false,
        ...f,
      };
    },

    /**
     * The figures per calendar month of an account (null: the whole tenant), from the same daily
     * roll-ups (the public API's usage, issue 30): `from`..`to` as yyyy-mm, at most MAX_MONTHS;
     * by default the last MAX_MONTHS up to the current one. Not in DRM view mode (403).
     */
    monthly: (tenantId: number, accountId: number | null, q: { from?: string; to?: string }) =>
      monthlyFigures(repo, clock, tenantId, accountId, q),

    /** The period of a request: the last 7 days by default, at most MAX_RANGE_DAYS. */
    period,
  };
}

/** The figures per calendar month (the service's `monthly`). */
async function monthlyFigures(
  repo: UsageReportRepo,
  clock: () => Date,
  tenantId: number,
  accountId: number | null,
  q: { from?: string; to?: string },
) {
  const tenant = await repo.tenantDrm(tenantId);
  if (tenant.drmView)
    throw new Forbidden("Usage reports are not available in this library", {
      messageKey: "usage-report.error.drm",
    });
  const { first, last } = monthRange(clock, q);
  const account = accountId === null ? null : await repo.accountById(accountId);
  const until = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0));
  const byMonth = new Map<string, { requests: number; investigations: number; searches: number; denials: number }>();
  for (const month of monthsBetween(first, last))
    byMonth.set(month, { requests: 0, investigations: 0, searches: 0, denials: 0 });
  for (const r of await repo.days(tenantId, accountId, first, until)) {
    const m = byMonth.get(iso(r.day).slice(0, 7));
    if (!m) continue;
    m.requests += r.requests;
    m.investigations += r.investigations;
    m.searches += r.searches;
    m.denials += r.denials;
  }
  return {
    account: account ? { accountNumber: account.accountNumber, name: account.name } : null,
    from: iso(first).slice(0, 7),
    to: iso(last).slice(0, 7),
    months: [...byMonth].map(([month, f]) => ({ month, ...f })),
  };
}

/** Most months the monthly figures cover at once. */
export const MAX_MONTHS = 12;

function parseMonth(field: string, value: string | undefined): Date | null {
  if (value === undefined || value === "") return null;
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!m) throw BadRequest.field("query", field, "Pattern", "a month yyyy-mm");
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

/** The months of a request (first days): the last MAX_MONTHS by default; 400 naming the field otherwise. */
function monthRange(clock: () => Date, q: { from?: string; to?: string }) {
  const now = clock();
  const last = parseMonth("to", q.to) ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const first =
    parseMonth("from", q.from) ?? new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (MAX_MONTHS - 1), 1));
  if (first > last) throw BadRequest.field("query", "from", "Invalid", "from is after to");
  if (monthIndex(last) - monthIndex(first) + 1 > MAX_MONTHS)
    throw BadRequest.field("query", "from", "Max", `at most ${MAX_MONTHS} months`);
  return { first, last };
}

/** yyyy-mm of every month from `first` to `last`. */
function monthsBetween(first: Date, last: Date): string[] {
  const months: string[] = [];
  for (let i = monthIndex(first); i <= monthIndex(last); i++)
    months.push(new Date(Date.UTC(Math.floor(i / 12), i % 12, 1)).toISOString().slice(0, 7));
  return months;
}

/** The period of a request: the last 7 days by default, at most MAX_RANGE_DAYS (400 otherwise). */
function reportPeriod(clock: () => Date, q: { from?: string; to?: string }, fields: { from: string; to: string }) {
  const today = new Date(Date.UTC(clock().getUTCFullYear(), clock().getUTCMonth(), clock().getUTCDate()));
  const to = parseDay(fields.to, q.to) ?? today;
  const from = parseDay(fields.from, q.from) ?? new Date(to.getTime() - 6 * DAY_MS);
  if (from > to) throw BadRequest.field("query", fields.from, "Invalid", "from is after to");
  const span = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (span > MAX_RANGE_DAYS) throw BadRequest.field("query", fields.from, "Max", `at most ${MAX_RANGE_DAYS} days`);
  return { from, to, span };
}

/** The figures of the page for an account (null: the whole tenant) over span days from `from`. */
async function usageFigures(
  repo: UsageReportRepo,
  tenantId: number,
  account: { id: number } | null,
  from: Date,
  span: number,
) {
  const to = new Date(from.getTime() + (span - 1) * DAY_MS);
  const accountId = account?.id ?? null;

  const [dayRows, top, refused, noResults, feedback, reviewRows] = await Promise.all([
    repo.days(tenantId, accountId, from, to),
    repo.topDocuments(tenantId, accountId, from, to, ["Total_Item_Requests", "Total_Item_Investigations"], TOP),
    repo.topDocuments(tenantId, accountId, from, to, ["No_License", "Limit_Exceeded"], TOP),
    repo.noResultSearches(tenantId, accountId, from, to, TOP),
    repo.searchFeedback(tenantId, accountId, from, new Date(to.getTime() + DAY_MS), TOP),
    repo.reviewMonths(tenantId, accountId, from, new Date(to.getTime() + DAY_MS)),
  ]);
  const docs = new Map(
    (await repo.documents([...new Set([...top, ...refused].map((r) => r.documentId))])).map((d) => [d.id, d]),
  );
  const byDay = new Map(dayRows.map((r) => [iso(r.day), r]));
  const days = Array.from({ length: span }, (_, i) => {
    const date = iso(new Date(from.getTime() + i * DAY_MS));
    const r = byDay.get(date);
    return {
      date,
      requests: r?.requests ?? 0,
      investigations: r?.investigations ?? 0,
      searches: r?.searches ?? 0,
      denials: r?.denials ?? 0,
    };
  });
  const sum = (k: "requests" | "investigations" | "searches" | "denials") => days.reduce((n, d) => n + d[k], 0);
  const docOf = (id: number) => {
    const d = docs.get(id);
    return { contentCode: d?.contentCode ?? "", designation: d?.displayDesignation ?? "", title: d?.title ?? "" };
  };
  return {
    totals: {
      requests: sum("requests"),
      investigations: sum("investigations"),
      searches: sum("searches"),
      denials: sum("denials"),
    },
    days,
    topDocuments: top.map((t) => ({
      ...docOf(t.documentId),
      requests: t.requests,
      investigations: t.investigations,
    })),
    denials: refused.map((t) => ({ ...docOf(t.documentId), denials: t.count })),
    noResultSearches: noResults,
    searchFeedback: feedback,
    reviews: reviewMonths(reviewRows, from, to),
  };
}

/** Every month the period touches, oldest first, with its reviews opened and signed off (zeros too). */
function reviewMonths(rows: { month: string; opened: number; closed: number }[], from: Date, to: Date) {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: { month: string; opened: number; closed: number }[] = [];
  for (
    let y = from.getUTCFullYear(), m = from.getUTCMonth();
    y * 12 + m <= to.getUTCFullYear() * 12 + to.getUTCMonth();
    m++
  ) {
    const d = new Date(Date.UTC(y, m, 1));
    const month = d.toISOString().slice(0, 7);
    months.push({ month, opened: byMonth.get(month)?.opened ?? 0, closed: byMonth.get(month)?.closed ?? 0 });
  }
  return months;
}

export type UsageReportService = ReturnType<typeof createUsageReportService>;
