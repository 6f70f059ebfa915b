// A title or item report as a COUNTER tabular report (TSV or CSV), streamed like the JSON one
// (counter-report-stream.ts): each title or item made into its cells as it is read, the lines
// written in chunks once the columns that depend on every item are known.

import type { ReportDefinition } from "./counter-definitions.ts";
import type { Institution, Json, PlatformInfo } from "./counter-report-builder.ts";
import { reportHeader } from "./counter-report-builder.ts";
import { buildItem, type CollectItems, type Placed, underParents, withParentsOf } from "./counter-report-items.ts";
import { performanceContext, performanceOf } from "./counter-report-performance.ts";
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

/** Lines of a tabular report joined into one chunk. */
const CHUNK_LINES = 500;

/** A title or item as lines of a tabular report, less the columns only known once every item is read. */
export interface TabularItem extends Placed {
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

/**
 * A title or item report as a COUNTER tabular report (TSV or CSV): the same items in the same
 * order as the JSON report, each made into its cells as it is read, written line by line in chunks.
 */
export async function renderTabularReport(
  env: { collect: CollectItems; clock: () => Date },
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
  const items = await env.collect(def, req, inst, tenantId, (entry): TabularItem | null => {
    const ap = performanceOf(def, req, ctx, entry, platform.namespace);
    if (!ap) return null;
    const { item, ...placed } = buildItem(def, entry, ap, platform);
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
    JSON.stringify(reportHeader(def, req, inst, platform, env.clock(), items.length === 0)),
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
}
