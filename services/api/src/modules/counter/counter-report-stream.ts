// The title and item reports (TR, IR and their views) written as JSON text item by item: each
// title or item read from the roll-ups (counter-report-reader.ts) becomes its JSON text at once, so
// a 20,000-title report is 20,000 short strings to sort and write, not a graph of hundreds of
// thousands of objects built whole and serialised at the end. The text is JSON.stringify's of the
// report the builder (counter-report-builder.ts) makes from the same usage; the builder stays the
// platform and database reports' path and the reference the tests compare this one with.

import { MONTHS_PER_ROW, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";
import type pg from "pg";
import { titleDataType, yearOfPublication } from "../usage/counter-rules.ts";
import type { ReportDefinition } from "./counter-definitions.ts";
import {
  addCount,
  attributePerformance,
  attributeValues,
  byName,
  type Group,
  groupOf,
  type Institution,
  itemIdOf,
  type Json,
  matchesItemId,
  type PlatformInfo,
  parentOf,
  reportHeader,
  SINGLE_METRIC_OK,
  shownAttributes,
  WHOLE_ROWS,
  zeroFillOf,
} from "./counter-report-builder.ts";
import { type ReportEntry, readReportEntries, reportStatement } from "./counter-report-reader.ts";
import { monthsBetween, parseMonth, type ReportRequest } from "./counter-request.ts";
import {
  columnHeadings,
  headerRows,
  itemCells,
  lineOf,
  nameColumnOf,
  parentCells,
  performanceCells,
  TABULAR_ATTRIBUTES,
  type TabularFormat,
} from "./counter-tabular.ts";

/** Items joined into one chunk of the reply: few writes, none of them large. */
const CHUNK_ITEMS = 200;
/** Lines of a tabular report joined into one chunk. */
const CHUNK_LINES = 500;

/** Where a title or item goes in the report: its name, then its id; under its parent in an IR with parent details. */
interface Placed {
  name: string;
  /** Tie-break of equal names, so the order does not depend on the read's. */
  id: number;
  /** The item's parent (IR with parent details): its key and its JSON without Items. */
  parentKey: string;
  parent: Json | null;
}

/** A title or item as the JSON report has it (Title or Item, Publisher, Item_ID, Attribute_Performance). */
interface Built extends Placed {
  item: Json;
}

/**
 * A title or item as JSON, encoded (UTF-8) as soon as it is made: 20,000 titles are 20 MB of text
 * kept until the sort by name, and as strings (built of many short pieces) they were copied from
 * one young generation to the next and then promoted, which cost more than making them. A Buffer
 * lies outside the garbage collector's heap; the reply is written in bytes anyway.
 */
interface Written extends Placed {
  json: Buffer;
}

/** A title or item as lines of a tabular report, less the columns only known once every item is read. */
interface TabularItem extends Placed {
  /** Its naming cells (name, publisher, platform, identifiers), written and joined. */
  named: string;
  /** Per Attribute_Performance element: its attribute values (absent: undefined) and a line tail per metric type. */
  elements: { attrs: (string | undefined)[]; tails: string[] }[];
}

/** A report as tabular text: its header (for the file's name) and its lines, written in chunks. */
export interface TabularText {
  header: Json;
  chunks(): Generator<string>;
}

/** A report as JSON text: its header and items, written in chunks (UTF-8 bytes or text). */
export interface ReportText {
  empty: boolean;
  chunks(): Generator<Buffer | string>;
}

export function createReportStreamer(deps: { pool: pg.Pool; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  /** False when the report's filters on the title or item itself (access type, YOP, item id) leave it out. */
  function itemPasses(req: ReportRequest, entry: ReportEntry, ns: string, yop: string): boolean {
    if (req.accessTypes.length && !req.accessTypes.includes("Controlled")) return false;
    if (req.yops.length && !req.yops.some(([a, b]) => Number(yop) >= a && Number(yop) <= b)) return false;
    if (req.itemIds.length && !matchesItemId(req.itemIds, ns, entry.doc)) return false;
    return true;
  }

  /** The Attribute_Performance of one title or item as objects (the tabular export), or null when no usage of it is reported. */
  function performanceOf(
    def: ReportDefinition,
    req: ReportRequest,
    ctx: ReturnType<typeof performanceContext>,
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
  function performanceContext(def: ReportDefinition, req: ReportRequest) {
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

  /**
   * The Attribute_Performance of one title or item as the JSON text attributePerformance's objects
   * would stringify to (the builder's grouping, order and zero fill), or null when no usage of it is
   * reported. Counts are summed in one array per attribute group (metric × month), reused from one
   * title to the next, instead of maps of maps: a big report is 20,000 titles of 12 months of 6
   * metric types, and the objects and their garbage were most of the API's time.
   */
  function performanceText(
    ctx: ReturnType<typeof performanceContext>,
    req: ReportRequest,
    entry: ReportEntry,
    ns: string,
  ): string | null {
    const yop = yearOfPublication(entry.doc);
    if (!itemPasses(req, entry, ns, yop)) return null;
    const monthCount = ctx.months.length;
    const metricCount = req.metrics.length;
    // The attribute groups of this title, in the order first met; their sums are the context's
    // scratch arrays, zeroed here and read before the next title.
    let keys: string[] | null = null;
    for (const [year, rowType, accessMethod, counts] of entry.usage) {
      const span = ctx.years.get(year);
      if (!span) continue;
      // A row without usage of the asked metric types in the report's months names nothing.
      let any = false;
      for (let i = 0; i < metricCount && !any; i++) {
        const at = ctx.metricAt[i];
        if (at >= 0)
          for (let k = 0; k < span.n; k++)
            if (counts[at + span.first + k] > 0) {
              any = true;
              break;
            }
      }
      if (!any) continue;
      const dataType = ctx.title ? titleDataType(rowType) : rowType;
      if (!dataType || !req.dataTypes.includes(dataType) || !req.accessMethods.includes(accessMethod)) continue;
      // The same key as groupOf's, from the same attribute values attributeValues would give.
      const key = `${ctx.dataType ? dataType : ""}|${ctx.yop && yop ? yop : ""}|${ctx.accessType ? "Controlled" : ""}|${ctx.accessMethod ? accessMethod : ""}`;
      keys ??= [];
      let g = keys.indexOf(key);
      if (g < 0) {
        g = keys.length;
        keys.push(key);
        if (!ctx.attrsText.has(key)) {
          const attrs: Json = {};
          if (ctx.dataType) attrs.Data_Type = dataType;
          if (ctx.yop && yop) attrs.YOP = yop;
          if (ctx.accessType) attrs.Access_Type = "Controlled";
          if (ctx.accessMethod) attrs.Access_Method = accessMethod;
          const text = JSON.stringify(attrs);
          ctx.attrsText.set(key, {
            open: text.length > 2 ? `${text.slice(0, -1)},` : "{",
            wholeRows: WHOLE_ROWS.has(String(attrs.Data_Type)),
          });
        }
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
    if (!keys) return null;
    const order = keys.map((_k, g) => g);
    if (order.length > 1) order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const present = ctx.present;
    let out = "";
    for (const g of order) {
      const sums = ctx.scratch[g];
      const attrs = ctx.attrsText.get(keys[g])!;
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
      out += `${out ? "," : ""}${attrs.open}"Performance":{${perf}}}`;
    }
    return out;
  }

  /** The title or item as the report's object; its Attribute_Performance (ap) is its last property. */
  function build(def: ReportDefinition, entry: ReportEntry, ap: unknown, platform: PlatformInfo): Built {
    const ns = platform.namespace;
    const { doc, video } = entry;
    const name = video ? video.name : `${doc.displayDesignation} ${doc.title}`.trim();
    const common = {
      Publisher: doc.publisher.name,
      Publisher_ID: { Proprietary: [`${ns}:${doc.publisher.key}`] },
      Platform: platform.name,
    };
    if (def.level === "title")
      return {
        name,
        id: doc.id,
        item: {
          Title: name,
          ...common,
          Item_ID: itemIdOf(ns, doc, "title"),
          Attribute_Performance: ap,
        },
        parentKey: "",
        parent: null,
      };
    const item = {
      Item: name,
      ...common,
      Item_ID: video ? { Proprietary: `${ns}:video/${video.hashedId}` } : itemIdOf(ns, doc, "item"),
      Attribute_Performance: ap,
    };
    // The parent: a paper's book (when it is in the catalogue), an article's journal.
    const p = video ? null : parentOf(doc);
    let parentKey = "";
    let parent: Json | null = null;
    if (p?.bookId && entry.book) {
      const book = entry.book;
      parentKey = `b${book.id}`;
      parent = {
        Title: `${book.displayDesignation} ${book.title}`.trim(),
        Item_ID: itemIdOf(ns, book, "title"),
        ...(def.id === "IR" ? { Data_Type: "Book" } : {}),
      };
    } else if (p?.journal) {
      const { name: journal, issn } = p.journal;
      parentKey = `j${journal}`;
      parent = {
        Title: journal,
        Item_ID:
          issn && /^[0-9]{4}-[0-9]{3}[0-9X]$/.test(issn)
            ? { Print_ISSN: issn }
            : { Proprietary: `${ns}:journal/${journal}` },
        ...(def.id === "IR" ? { Data_Type: "Journal" } : {}),
      };
    }
    return { name, id: doc.id * 1_000_003 + (video?.id ?? 0), item, parentKey, parent };
  }

  /**
   * Every title or item of the report, each made into what is written of it (make) as soon as it
   * is read, sorted by name. Only the made texts are kept, not the items' objects.
   */
  async function collect<T extends Placed>(
    def: ReportDefinition,
    req: ReportRequest,
    inst: Institution,
    tenantId: number,
    make: (entry: ReportEntry) => T | null,
  ): Promise<T[]> {
    const level = def.level === "title" ? "title" : "item";
    const statement = reportStatement(level, tenantId, inst.accounts, req.begin, req.end, req.accessMethods);
    const made: T[] = [];
    for await (const entries of readReportEntries(deps.pool, statement, level))
      for (const entry of entries) {
        const one = make(entry);
        if (one) made.push(one);
      }
    made.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    return made;
  }

  const withParentsOf = (def: ReportDefinition, req: ReportRequest) =>
    def.id === "IR_A1" || (def.id === "IR" && req.attributes.Include_Parent_Details === "True");

  return {
    /** A title or item report (def.level "title" or "item") as JSON text. */
    async render(
      def: ReportDefinition,
      req: ReportRequest,
      inst: Institution,
      platform: PlatformInfo,
      tenantId: number,
    ): Promise<ReportText> {
      const level = def.level === "title" ? "title" : "item";
      const ctx = performanceContext(def, req);
      const written = await collect(def, req, inst, tenantId, (entry): Written | null => {
        const ap = performanceText(ctx, req, entry, platform.namespace);
        if (ap === null) return null;
        // Attribute_Performance, the last property, is stringified as 0 and its text put in its place.
        const { item, ...placed } = build(def, entry, 0, platform);
        const json = JSON.stringify(item);
        return { ...placed, json: Buffer.from(`${json.slice(0, -2)}[${ap}]}`) };
      });
      const header = reportHeader(def, req, inst, platform, clock(), written.length === 0);
      const withParents = withParentsOf(def, req);
      return {
        empty: written.length === 0,
        *chunks() {
          yield `{"Report_Header":${JSON.stringify(header)},"Report_Items":[`;
          if (level === "title") yield* joined(written, "", "");
          else if (!withParents) {
            if (written.length) yield* joined(written, `{"Items":[`, "]}");
          } else {
            let first = true;
            for (const g of underParents(written)) {
              const open = g.parent ? `${JSON.stringify(g.parent).slice(0, -1)},"Items":[` : `{"Items":[`;
              yield* joined(g.items, `${first ? "" : ","}${open}`, "]}");
              first = false;
            }
          }
          yield "]}";
        },
      };
    },

    /**
     * A title or item report as a COUNTER tabular report (TSV or CSV): the same items in the same
     * order as the JSON report, each made into its cells as it is read, written line by line in chunks.
     */
    async renderTabular(
      def: ReportDefinition,
      req: ReportRequest,
      inst: Institution,
      platform: PlatformInfo,
      tenantId: number,
      format: TabularFormat,
    ): Promise<TabularText> {
      const nameColumn = nameColumnOf(def.id);
      const ctx = performanceContext(def, req);
      const withParents = withParentsOf(def, req);
      const { cell, separator } = format;
      const joinCells = (cells: string[]) => cells.map(cell).join(separator);
      const months = monthsBetween(
        parseMonth(String(req.filters.Begin_Date), "begin") as Date,
        parseMonth(String(req.filters.End_Date), "end") as Date,
      );
      // The columns that depend on every item: an attribute shown by any element, parents given by any item.
      const attributeShown = TABULAR_ATTRIBUTES.map(() => false);
      let anyParent = false;
      const items = await collect(def, req, inst, tenantId, (entry): TabularItem | null => {
        const ap = performanceOf(def, req, ctx, entry, platform.namespace);
        if (!ap) return null;
        const { item, ...placed } = build(def, entry, ap, platform);
        // Without parent details an item's parent is not written, nor does it group the items.
        const parent = withParents ? placed.parent : null;
        if (parent) anyParent = true;
        return {
          ...placed,
          parentKey: withParents ? placed.parentKey : "",
          parent,
          named: joinCells(itemCells(item, nameColumn)),
          elements: (item.Attribute_Performance as Json[]).map((ap) => ({
            attrs: TABULAR_ATTRIBUTES.map((a, i) => {
              if (!(a in ap)) return undefined;
              attributeShown[i] = true;
              return cell(String(ap[a] ?? ""));
            }),
            tails: performanceCells(ap, months).map(joinCells),
          })),
        };
      });
      // The header as the JSON report has it (what JSON drops, such as an undefined filter, is not written).
      const header = JSON.parse(
        JSON.stringify(reportHeader(def, req, inst, platform, clock(), items.length === 0)),
      ) as Json;
      const shown = TABULAR_ATTRIBUTES.flatMap((_a, i) => (attributeShown[i] ? [i] : []));
      const blankParent = joinCells(parentCells(null));
      return {
        header,
        *chunks() {
          let chunk = headerRows(header)
            .map((r) => lineOf(format, r))
            .join("");
          chunk += lineOf(
            format,
            columnHeadings(
              nameColumn,
              anyParent,
              shown.map((i) => TABULAR_ATTRIBUTES[i]),
              months,
            ),
          );
          let lines = 0;
          for (const g of underParents(items)) {
            const ofParent = anyParent ? (g.parent ? joinCells(parentCells(g.parent)) : blankParent) : null;
            for (const it of g.items) {
              const head = ofParent === null ? it.named : `${it.named}${separator}${ofParent}`;
              for (const el of it.elements) {
                let attrs = "";
                for (const i of shown) attrs += `${el.attrs[i] ?? cell("")}${separator}`;
                for (const tail of el.tails) {
                  chunk += `${head}${separator}${attrs}${tail}\r\n`;
                  if (++lines % CHUNK_LINES === 0) {
                    yield chunk;
                    chunk = "";
                  }
                }
              }
            }
          }
          yield chunk;
        },
      };
    },
  };
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

/** Items under their parents, the parents in the order of their first item (one group of all without parent details). */
function underParents<T extends Placed>(items: T[]): { parent: Json | null; items: T[] }[] {
  const parents = new Map<string, { parent: Json | null; items: T[] }>();
  for (const w of items) {
    let g = parents.get(w.parentKey);
    if (!g) {
      g = { parent: w.parent, items: [] };
      parents.set(w.parentKey, g);
    }
    g.items.push(w);
  }
  return [...parents.values()];
}

const COMMA = Buffer.from(",");

/** Items' JSON joined by commas between an opening and a closing text, CHUNK_ITEMS at a time. */
function* joined(items: Written[], open: string, close: string): Generator<Buffer> {
  let parts: Buffer[] = [Buffer.from(open)];
  for (let i = 0; i < items.length; i++) {
    if (i) parts.push(COMMA);
    parts.push(items[i].json);
    if ((i + 1) % CHUNK_ITEMS === 0) {
      yield Buffer.concat(parts);
      parts = [];
    }
  }
  parts.push(Buffer.from(close));
  yield Buffer.concat(parts);
}

export type ReportStreamer = ReturnType<typeof createReportStreamer>;
