// The Attribute_Performance of one title or item of a streamed title or item report
// (counter-report-stream.ts): as objects for the tabular export, and as the JSON text the builder's
// objects would stringify to for the JSON report, summed in scratch arrays reused title after title.

import { MONTHS_PER_ROW, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";
import { titleDataType, yearOfPublication } from "../usage/counter-rules.ts";
import type { ReportDefinition } from "./counter-definitions.ts";
import {
  addCount,
  attributePerformance,
  attributeValues,
  type Group,
  groupOf,
  type Json,
  matchesItemId,
  SINGLE_METRIC_OK,
  shownAttributes,
  WHOLE_ROWS,
  zeroFillOf,
} from "./counter-report-builder.ts";
import type { ReportEntry } from "./counter-report-reader.ts";
import type { ReportRequest } from "./counter-request.ts";

/** False when the report's filters on the title or item itself (access type, YOP, item id) leave it out. */
export function itemPasses(req: ReportRequest, entry: ReportEntry, ns: string, yop: string): boolean {
  if (req.accessTypes.length && !req.accessTypes.includes("Controlled")) return false;
  if (req.yops.length && !req.yops.some(([a, b]) => Number(yop) >= a && Number(yop) <= b)) return false;
  if (req.itemIds.length && !matchesItemId(req.itemIds, ns, entry.doc)) return false;
  return true;
}

/** The Attribute_Performance of one title or item as objects (the tabular export), or null when no usage of it is reported. */
export function performanceOf(
  def: ReportDefinition,
  req: ReportRequest,
  ctx: PerformanceContext,
  entry: ReportEntry,
  ns: string,
): Json[] | null {
  const level = def.level === "title" ? "title" : "item";
  const withAttrs = attributeValues(shownAttributes(def, req));
  const yop = yearOfPublication(entry.doc);
  if (!itemPasses(req, entry, ns, yop)) return null;
  const groups = new Map<string, Group>();
  const metricCount = req.metrics.length;
  for (const [year, rowType, accessMethod, counts] of entry.usage) {
    const span = ctx.years.get(year);
    if (!span) continue;
    const dataType = level === "title" ? titleDataType(rowType) : rowType;
    if (!dataType || !req.dataTypes.includes(dataType) || !req.accessMethods.includes(accessMethod)) continue;
    for (let k = 0; k < span.n; k++) {
      let perf: Group["perf"] | null = null;
      for (let i = 0; i < metricCount; i++) {
        if (ctx.metricAt[i] < 0) continue;
        const n = counts[ctx.metricAt[i] + span.first + k];
        if (!(n > 0)) continue;
        perf ??= groupOf(groups, withAttrs(dataType, { accessMethod }, yop)).perf;
        addCount(perf, req.metrics[i], ctx.months[span.at + k], n);
      }
    }
  }
  return groups.size ? attributePerformance(def, groups, def.metrics as string[]) : null;
}

/**
 * What the JSON text of every title's or item's Attribute_Performance needs of the report, made
 * once: the months' positions, the attributes shown, and per metric type of the report's order
 * its position among the counts the roll-up read gives.
 */
export function performanceContext(def: ReportDefinition, req: ReportRequest) {
  const shown = shownAttributes(def, req);
  return {
    title: def.level === "title",
    months: req.months,
    /** Per year of the report: its months in the report (first, as an index into a roll-up row's 12, and n), and the first one's position in the report. */
    years: yearSpans(req),
    /** Per metric type asked (req.metrics), where its 12 months start in a roll-up row's counts (-1: not kept, so none). */
    metricAt: req.metrics.map((m) => {
      const c = WIDE_METRIC_COLUMNS.findIndex(([metric]) => metric === m);
      return c < 0 ? -1 : c * MONTHS_PER_ROW;
    }),
    dataType: shown.includes("Data_Type"),
    yop: shown.includes("YOP"),
    accessType: shown.includes("Access_Type"),
    accessMethod: shown.includes("Access_Method"),
    /** def.metrics in order, each with its index in req.metrics (-1: not asked, so only ever a zero fill). */
    outputMetrics: def.metrics.map((m) => [m, req.metrics.indexOf(m)] as const),
    fillsSingleMetric: !SINGLE_METRIC_OK.has(def.id),
    /** Each month's key as JSON text, alone and after another. */
    monthKeys: req.months.map((m) => `"${m}":`),
    monthKeysAfter: req.months.map((m) => `,"${m}":`),
    /** Per attribute group key: its attribute values as the opening of a JSON object, and whether its data type is one of WHOLE_ROWS. */
    attrsText: new Map<string, { open: string; wholeRows: boolean }>(),
    /** One title's sums per attribute group (metric type × month), reused title after title. */
    scratch: [] as number[][],
    /** One group's metric types with usage, reused. */
    present: [] as boolean[],
  };
}

export type PerformanceContext = ReturnType<typeof performanceContext>;

/**
 * The Attribute_Performance of one title or item as the JSON text attributePerformance's objects
 * would stringify to (the builder's grouping, order and zero fill), or null when no usage of it is
 * reported. Counts are summed in one array per attribute group (metric × month), reused from one
 * title to the next, instead of maps of maps: a big report is 20,000 titles of 12 months of 6
 * metric types, and the objects and their garbage were most of the API's time.
 */
export function performanceText(
  ctx: PerformanceContext,
  req: ReportRequest,
  entry: ReportEntry,
  ns: string,
): string | null {
  const yop = yearOfPublication(entry.doc);
  if (!itemPasses(req, entry, ns, yop)) return null;
  const keys = sumAttributeGroups(ctx, req, entry, yop);
  if (!keys) return null;
  const order = keys.map((_k, g) => g);
  if (order.length > 1) order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
  let out = "";
  for (const g of order) out += `${out ? "," : ""}${attributeGroupText(ctx, req, keys[g], ctx.scratch[g])}`;
  return out;
}

/**
 * Sums one title's usage per attribute group into the context's scratch arrays (zeroed here, read
 * before the next title) and gives the groups' keys in the order first met, or null when no row of
 * it is reported.
 */
function sumAttributeGroups(
  ctx: PerformanceContext,
  req: ReportRequest,
  entry: ReportEntry,
  yop: string,
): string[] | null {
  const monthCount = ctx.months.length;
  const metricCount = req.metrics.length;
  let keys: string[] | null = null;
  for (const [year, rowType, accessMethod, counts] of entry.usage) {
    const span = ctx.years.get(year);
    if (!span) continue;
    // A row without usage of the asked metric types in the report's months names nothing.
    if (!rowHasUsage(ctx, metricCount, span, counts)) continue;
    const dataType = ctx.title ? titleDataType(rowType) : rowType;
    if (!dataType || !req.dataTypes.includes(dataType) || !req.accessMethods.includes(accessMethod)) continue;
    // The same key as groupOf's, from the same attribute values attributeValues would give.
    const key = `${ctx.dataType ? dataType : ""}|${ctx.yop && yop ? yop : ""}|${ctx.accessType ? "Controlled" : ""}|${ctx.accessMethod ? accessMethod : ""}`;
    keys ??= [];
    let g = keys.indexOf(key);
    if (g < 0) {
      g = keys.length;
      keys.push(key);
      if (!ctx.attrsText.has(key)) ctx.attrsText.set(key, attributesOpening(ctx, dataType, yop, accessMethod));
      // Plain arrays: typed arrays cost far more to allocate at this size.
      if (g === ctx.scratch.length) ctx.scratch.push(new Array<number>(metricCount * monthCount).fill(0));
      else ctx.scratch[g].fill(0);
    }
    const sums = ctx.scratch[g];
    for (let i = 0; i < metricCount; i++) {
      const at = ctx.metricAt[i];
      if (at >= 0)
        for (let k = 0; k < span.n; k++) {
          const n = counts[at + span.first + k];
          if (n > 0) sums[i * monthCount + span.at + k] += n;
        }
    }
  }
  return keys;
}

/** Whether a roll-up row has usage of an asked metric type in the report's months of its year. */
function rowHasUsage(
  ctx: PerformanceContext,
  metricCount: number,
  span: { first: number; n: number },
  counts: number[],
): boolean {
  for (let i = 0; i < metricCount; i++) {
    const at = ctx.metricAt[i];
    if (at >= 0) for (let k = 0; k < span.n; k++) if (counts[at + span.first + k] > 0) return true;
  }
  return false;
}

/** An attribute group's values as the opening of a JSON object, and whether its data type is one of WHOLE_ROWS. */
function attributesOpening(
  ctx: PerformanceContext,
  dataType: string,
  yop: string,
  accessMethod: string,
): { open: string; wholeRows: boolean } {
  const attrs: Json = {};
  if (ctx.dataType) attrs.Data_Type = dataType;
  if (ctx.yop && yop) attrs.YOP = yop;
  if (ctx.accessType) attrs.Access_Type = "Controlled";
  if (ctx.accessMethod) attrs.Access_Method = accessMethod;
  const text = JSON.stringify(attrs);
  return {
    open: text.length > 2 ? `${text.slice(0, -1)},` : "{",
    wholeRows: WHOLE_ROWS.has(String(attrs.Data_Type)),
  };
}

/** One attribute group's element of Attribute_Performance as JSON text, from its sums (metric × month). */
function attributeGroupText(ctx: PerformanceContext, req: ReportRequest, key: string, sums: number[]): string {
  const monthCount = ctx.months.length;
  const metricCount = req.metrics.length;
  const present = ctx.present;
  const attrs = ctx.attrsText.get(key)!;
  let presentCount = 0;
  let onlyMetric = -1;
  for (let i = 0; i < metricCount; i++) {
    let has = false;
    for (let m = 0; m < monthCount; m++)
      if (sums[i * monthCount + m] > 0) {
        has = true;
        break;
      }
    present[i] = has;
    if (has) {
      presentCount++;
      onlyMetric = i;
    }
  }
  // performanceJson's zero fill: a lone metric type gets the first other of the report's with zeros.
  let fill: string | undefined;
  if (ctx.fillsSingleMetric && presentCount === 1 && !attrs.wholeRows)
    fill = zeroFillOf(
      req.metrics[onlyMetric],
      ctx.outputMetrics.map(([m]) => m),
      (m) => {
        const i = req.metrics.indexOf(m);
        return i >= 0 && present[i];
      },
    );
  let perf = "";
  for (const [metric, i] of ctx.outputMetrics) {
    const source = metric === fill ? onlyMetric : i >= 0 && present[i] ? i : -1;
    if (source < 0) continue;
    let monthsText = "";
    for (let m = 0; m < monthCount; m++) {
      const n = sums[source * monthCount + m];
      if (n > 0) monthsText += (monthsText ? ctx.monthKeysAfter[m] : ctx.monthKeys[m]) + (metric === fill ? 0 : n);
    }
    perf += `${perf ? "," : ""}"${metric}":{${monthsText}}`;
  }
  return `${attrs.open}"Performance":{${perf}}}`;
}

/**
 * Per year of a report's period: its months in the period, as first (the index of the first among
 * a roll-up row's 12) and n, and at, the position of the first of them among the report's months.
 */
function yearSpans(req: ReportRequest): Map<number, { first: number; n: number; at: number }> {
  const out = new Map<number, { first: number; n: number; at: number }>();
  const [fromYear, toYear] = [req.begin.getUTCFullYear(), req.end.getUTCFullYear()];
  for (let year = fromYear; year <= toYear; year++) {
    // The period's months of this year, 1 to 12.
    const first = year === fromYear ? req.begin.getUTCMonth() + 1 : 1;
    const last = year === toYear ? req.end.getUTCMonth() + 1 : MONTHS_PER_ROW;
    const at = req.months.indexOf(`${year}-${String(first).padStart(2, "0")}`);
    if (at < 0) throw new Error(`${year}-${first} is not among the report's months`);
    out.set(year, { first: first - 1, n: last - first + 1, at });
  }
  return out;
}
