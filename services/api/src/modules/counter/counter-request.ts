// The parameters of a COUNTER API report request, checked the way COUNTER's Appendix D says: a
// missing or invalid date stops the request (1030, 3020); an unknown parameter or filter value is
// ignored and named in an Exception of the report's header (3050, 3060, 3062, 3063).
import type { ReportDefinition } from "./counter-definitions.ts";
import { COMMON_PARAMETERS } from "./counter-definitions.ts";

export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

/** COUNTER's messages, which must match exactly (Appendix D, Table D.1). */
export const EXCEPTION_MESSAGES: Record<number, string> = {
  1020: "Client has made too many requests",
  1030: "Insufficient Information to Process Request",
  2000: "Requestor Not Authorized to Access Service",
  2010: "Requestor is Not Authorized to Access Usage for Institution",
  2011: "Global Reports Not Supported",
  2020: "APIKey Invalid",
  3000: "Report Not Supported",
  3020: "Invalid Date Arguments",
  3030: "No Usage Available for Requested Dates",
  3031: "Usage Not Ready for Requested Dates",
  3050: "Parameter Not Recognized in this Context",
  3060: "Invalid ReportFilter Value",
  3062: "Invalid ReportAttribute Value",
  3063: "Components Not Supported",
};

/** HTTP status of the Exceptions that stop a request. */
const STATUS: Record<number, number> = { 1030: 400, 3020: 400, 2000: 401, 2020: 401, 2010: 403, 2011: 403 };

/** The COUNTER API's calls: every refusal of them is a COUNTER Exception, not a problem document. */
export const COUNTER_API_PREFIX = "/api/sushi/r51/";

/**
 * The Exception a refusal of a COUNTER API call made before its handler ran is (a token the
 * tenant does not accept, a report path that does not exist, a throttled client): harvesters read
 * COUNTER's Code, not problem+json (COUNTER 5.1 Appendix D). Null for other paths and statuses.
 */
export function counterExceptionFor(
  path: string,
  status: number,
): { status: number; exception: CounterException } | null {
  if (!path.startsWith(COUNTER_API_PREFIX)) return null;
  const rest = path.slice(COUNTER_API_PREFIX.length).split("?")[0];
  if (status === 401 || status === 403) return { status, exception: exception(2000) };
  if (status === 429) return { status, exception: exception(1020) };
  if (status === 404 && rest.startsWith("reports/"))
    return { status, exception: exception(3000, rest.slice("reports/".length) || undefined) };
  return null;
}

/** An Exception answered instead of a report (non-200). */
export class CounterError extends Error {
  readonly status: number;
  readonly exception: CounterException;
  constructor(code: number, data?: string) {
    super(EXCEPTION_MESSAGES[code]);
    this.status = STATUS[code] ?? 400;
    this.exception = { Code: code, Message: EXCEPTION_MESSAGES[code], ...(data ? { Data: data } : {}) };
  }
}

export const exception = (code: number, data?: string): CounterException => ({
  Code: code,
  Message: EXCEPTION_MESSAGES[code],
  ...(data ? { Data: data } : {}),
});

export type Query = Record<string, unknown>;

export interface ReportRequest {
  /** First day of the first month and last day of the last month, UTC. */
  begin: Date;
  end: Date;
  /** Months of the period, yyyy-mm. */
  months: string[];
  metrics: string[];
  dataTypes: string[];
  accessMethods: string[];
  accessTypes: string[];
  /** YOP ranges asked for (inclusive), none = all. */
  yops: [number, number][];
  itemIds: string[];
  attributesToShow: string[];
  /** Filters to echo in Report_Filters (the view's fixed ones or those asked for). */
  filters: Record<string, unknown>;
  /** Report_Attributes to echo (COUNTER Reports only). */
  attributes: Record<string, unknown>;
  /** Exceptions to put in the header (the request goes on). */
  warnings: CounterException[];
}

const text = (q: Query, name: string): string | undefined => {
  const v = q[name];
  if (v === undefined || v === null) return undefined;
  const s = Array.isArray(v) ? v.join("|") : String(v);
  return s.trim() === "" ? undefined : s.trim();
};

const list = (q: Query, name: string) =>
  (text(q, name) ?? "")
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);

const ym = (d: Date) => d.toISOString().slice(0, 7);

/** yyyy-mm or yyyy-mm-dd → the month's first day (begin) or last day (end); null when invalid. */
export function parseMonth(value: string, edge: "begin" | "end"): Date | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || year < 1) return null;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > last) return null;
  }
  return edge === "begin" ? new Date(Date.UTC(year, month - 1, 1)) : new Date(Date.UTC(year, month, 0));
}

export function monthsBetween(begin: Date, end: Date): string[] {
  const out: string[] = [];
  for (let d = new Date(begin); d <= end; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)))
    out.push(ym(d));
  return out;
}

/** The period of a request, or the Exception that stops it. */
export function parsePeriod(q: Query, now: Date, warnings: CounterException[]) {
  const beginText = text(q, "begin_date");
  const endText = text(q, "end_date");
  const missing = [!beginText && "begin_date", !endText && "end_date"].filter(Boolean).join(", ");
  if (missing) throw new CounterError(1030, `Missing: ${missing}`);
  const begin = parseMonth(beginText!, "begin");
  const end = parseMonth(endText!, "end");
  if (!begin || !end) throw new CounterError(3020, "begin_date and end_date are yyyy-mm or yyyy-mm-dd");
  if (end < begin) throw new CounterError(3020, "end_date is before begin_date");
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (begin > thisMonth) throw new CounterError(3020, "begin_date is in the future");
  if (end >= thisMonth) {
    // Usage is counted as it happens: the current month is there but not complete, later ones not yet.
    const notReady = monthsBetween(thisMonth, end);
    warnings.push(exception(3031, `Not complete or not yet processed: ${notReady.join(", ")}`));
  }
  return {
    begin,
    end,
    months: monthsBetween(begin, end),
    beginText: begin.toISOString().slice(0, 10),
    endText: end.toISOString().slice(0, 10),
  };
}

/** Parses a report request for `def` (customer and credentials are checked elsewhere). */
export function parseReportRequest(def: ReportDefinition, q: Query, now: Date): ReportRequest {
  const warnings: CounterException[] = [];
  const period = parsePeriod(q, now, warnings);
  const accepted = new Set([...COMMON_PARAMETERS, ...def.parameters]);
  const unknown = Object.keys(q).filter((k) => !accepted.has(k));
  if (unknown.length) warnings.push(exception(3050, unknown.sort().join(", ")));

  const filters: Record<string, unknown> = {};
  const invalidFilters: string[] = [];
  /** A pipe-separated filter: the values the report knows; others are named in a 3060. */
  const pick = (name: string, allowed: readonly string[], filterName: string) => {
    const asked = list(q, name);
    if (!asked.length) return [];
    const known = asked.filter((v) => allowed.includes(v));
    for (const v of asked) if (!allowed.includes(v)) invalidFilters.push(`${name}=${v}`);
    if (known.length) filters[filterName] = [...new Set(known)];
    return [...new Set(known)];
  };

  let metrics: string[];
  let dataTypes: string[];
  let accessMethods: string[];
  let accessTypes: string[] = [];
  const yops: [number, number][] = [];
  let itemIds: string[] = [];
  let attributesToShow: string[] = [];
  const attributes: Record<string, unknown> = {};

  if (def.isMaster) {
    metrics = pick("metric_type", def.metrics, "Metric_Type");
    dataTypes = pick("data_type", def.dataTypes, "Data_Type");
    accessMethods = pick("access_method", ["Regular", "TDM"], "Access_Method");
    if (def.parameters.includes("access_type"))
      accessTypes = pick("access_type", ["Controlled", "Open", "Free_To_Read"], "Access_Type");
    if (def.parameters.includes("yop")) {
      const asked = list(q, "yop");
      const good: string[] = [];
      for (const v of asked) {
        const m = /^(\d{4})(?:-(\d{4}))?$/.exec(v);
        if (!m || (m[2] && Number(m[2]) < Number(m[1]))) invalidFilters.push(`yop=${v}`);
        else {
          yops.push([Number(m[1]), Number(m[2] ?? m[1])]);
          good.push(v);
        }
      }
      if (good.length) filters.YOP = good;
    }
    if (def.parameters.includes("item_id")) {
      // Pipe-separated, yet a content code has pipes of its own: the whole value is tried too.
      const whole = text(q, "item_id");
      itemIds = whole ? [...new Set([whole, ...list(q, "item_id")])] : [];
      if (whole) filters.Item_ID = whole;
    }
    const showable = def.showable as readonly string[];
    const askedAttrs = list(q, "attributes_to_show");
    const badAttrs = askedAttrs.filter((a) => !showable.includes(a));
    attributesToShow = [...new Set(askedAttrs.filter((a) => showable.includes(a)))];
    const granularity = text(q, "granularity");
    if (granularity && granularity !== "Month") badAttrs.push(`granularity=${granularity}`);
    if (badAttrs.length) warnings.push(exception(3062, badAttrs.join(", ")));
    if (attributesToShow.length) attributes.Attributes_To_Show = attributesToShow;
    if (text(q, "include_component_details")?.toLowerCase() === "true")
      warnings.push(exception(3063, "include_component_details"));
    if (text(q, "include_parent_details")?.toLowerCase() === "true") attributes.Include_Parent_Details = "True";
  } else {
    // A Standard View's filters are fixed by COUNTER.
    metrics = [...def.metrics];
    dataTypes = [...def.dataTypes];
    accessMethods = ["Regular"];
    accessTypes = def.controlledOnly ? ["Controlled"] : [];
    filters.Metric_Type = [...def.metrics];
    if (def.level !== "platform" && def.level !== "database") filters.Data_Type = [...def.dataTypes];
    filters.Access_Method = ["Regular"];
    if (def.controlledOnly) filters.Access_Type = ["Controlled"];
  }
  if (invalidFilters.length) warnings.push(exception(3060, invalidFilters.join(", ")));
  if (!metrics.length) metrics = [...def.metrics];
  if (!dataTypes.length) dataTypes = [...def.dataTypes];
  if (!accessMethods.length) accessMethods = ["Regular", "TDM"];

  return {
    begin: period.begin,
    end: period.end,
    months: period.months,
    metrics,
    dataTypes,
    accessMethods,
    accessTypes,
    yops,
    itemIds,
    attributesToShow,
    filters: { ...filters, Begin_Date: period.beginText, End_Date: period.endText },
    attributes,
    warnings,
  };
}
