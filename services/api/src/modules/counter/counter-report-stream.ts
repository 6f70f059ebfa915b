// The title and item reports (TR, IR and their views) written as JSON text item by item: each
// title or item read from the roll-ups (counter-report-reader.ts) becomes its JSON text at once, so
// a 20,000-title report is 20,000 short strings to sort and write, not a graph of hundreds of
// thousands of objects built whole and serialised at the end. The text is JSON.stringify's of the
// report the builder (counter-report-builder.ts) makes from the same usage; the builder stays the
// platform and database reports' path and the reference the tests compare this one with.

import type pg from "pg";
import type { ReportDefinition } from "./counter-definitions.ts";
import { byName, type Institution, type PlatformInfo, reportHeader } from "./counter-report-builder.ts";
import { buildItem, type CollectItems, type Placed, underParents, withParentsOf } from "./counter-report-items.ts";
import { performanceContext, performanceText } from "./counter-report-performance.ts";
import { type ReportEntry, readReportEntries, reportStatement } from "./counter-report-reader.ts";
import { renderTabularReport } from "./counter-report-tabular-stream.ts";
import type { ReportRequest } from "./counter-request.ts";
import type { TabularFormat } from "./counter-tabular.ts";

export type { TabularText } from "./counter-report-tabular-stream.ts";

/** Items joined into one chunk of the reply: few writes, none of them large. */
const CHUNK_ITEMS = 200;

/**
 * A title or item as JSON, encoded (UTF-8) as soon as it is made: 20,000 titles are 20 MB of text
 * kept until the sort by name, and as strings (built of many short pieces) they were copied from
 * one young generation to the next and then promoted, which cost more than making them. A Buffer
 * lies outside the garbage collector's heap; the reply is written in bytes anyway.
 */
interface Written extends Placed {
  json: Buffer;
}

/** A report as JSON text: its header and items, written in chunks (UTF-8 bytes or text). */
export interface ReportText {
  empty: boolean;
  chunks(): Generator<Buffer | string>;
}

export function createReportStreamer(deps: { pool: pg.Pool; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

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

  const env = { collect: collect as CollectItems, clock };
  return {
    /** A title or item report (def.level "title" or "item") as JSON text. */
    render: (def: ReportDefinition, req: ReportRequest, inst: Institution, platform: PlatformInfo, tenantId: number) =>
      renderJsonReport(env, def, req, inst, platform, tenantId),

    /**
     * A title or item report as a COUNTER tabular report (TSV or CSV): the same items in the same
     * order as the JSON report, each made into its cells as it is read, written line by line in chunks.
     */
    renderTabular: (
      def: ReportDefinition,
      req: ReportRequest,
      inst: Institution,
      platform: PlatformInfo,
      tenantId: number,
      format: TabularFormat,
    ) => renderTabularReport(env, def, req, inst, platform, tenantId, format),
  };
}

/** A title or item report (def.level "title" or "item") as JSON text. */
async function renderJsonReport(
  env: { collect: CollectItems; clock: () => Date },
  def: ReportDefinition,
  req: ReportRequest,
  inst: Institution,
  platform: PlatformInfo,
  tenantId: number,
): Promise<ReportText> {
  const level = def.level === "title" ? "title" : "item";
  const ctx = performanceContext(def, req);
  const written = await env.collect(def, req, inst, tenantId, (entry): Written | null => {
    const ap = performanceText(ctx, req, entry, platform.namespace);
    if (ap === null) return null;
    // Attribute_Performance, the last property, is stringified as 0 and its text put in its place.
    const { item, ...placed } = buildItem(def, entry, 0, platform);
    const json = JSON.stringify(item);
    return { ...placed, json: Buffer.from(`${json.slice(0, -2)}[${ap}]}`) };
  });
  const header = reportHeader(def, req, inst, platform, env.clock(), written.length === 0);
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
