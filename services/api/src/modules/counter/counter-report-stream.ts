// The title and item reports (TR, IR and their views) written as JSON text item by item: each
// title or item read from the roll-ups (counter-report-reader.ts) becomes its JSON text at once, so
// a 20,000-title report is 20,000 short strings to sort and write, not a graph of hundreds of
// thousands of objects built whole and serialised at the end. The text is JSON.stringify's of the
// report the builder (counter-report-builder.ts) makes from the same usage; the builder stays the
// platform and database reports' path and the reference the tests compare this one with.

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
  shownAttributes,
} from "./counter-report-builder.ts";
import { type ReportEntry, readReportEntries, reportStatement } from "./counter-report-reader.ts";
import type { ReportRequest } from "./counter-request.ts";

/** Items joined into one chunk of the reply: few writes, none of them large. */
const CHUNK_ITEMS = 200;

interface Written {
  name: string;
  /** Tie-break of equal names, so the order does not depend on the read's. */
  id: number;
  json: string;
  /** The item's parent (IR with parent details): its key and its JSON without Items. */
  parentKey: string;
  parent: Json | null;
}

/** A report as JSON text: its header and items, written in chunks. */
export interface ReportText {
  empty: boolean;
  chunks(): Generator<string>;
}

export function createReportStreamer(deps: { pool: pg.Pool; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  /** The Attribute_Performance of one title or item, or null when no usage of it is reported. */
  function performanceOf(def: ReportDefinition, req: ReportRequest, entry: ReportEntry, ns: string): Json[] | null {
    const level = def.level === "title" ? "title" : "item";
    const withAttrs = attributeValues(shownAttributes(def, req));
    const controlled = !req.accessTypes.length || req.accessTypes.includes("Controlled");
    if (!controlled) return null;
    const yop = yearOfPublication(entry.doc);
    if (req.yops.length && !req.yops.some(([a, b]) => Number(yop) >= a && Number(yop) <= b)) return null;
    if (req.itemIds.length && !matchesItemId(req.itemIds, ns, entry.doc)) return null;
    const groups = new Map<string, Group>();
    for (const [ym, rowType, accessMethod, counts] of entry.usage) {
      if (!counts.some((n) => n > 0)) continue;
      const dataType = level === "title" ? titleDataType(rowType) : rowType;
      if (!dataType || !req.dataTypes.includes(dataType) || !req.accessMethods.includes(accessMethod)) continue;
      const perf = groupOf(groups, withAttrs(dataType, { accessMethod }, yop)).perf;
      for (let i = 0; i < req.metrics.length; i++) if (counts[i] > 0) addCount(perf, req.metrics[i], ym, counts[i]);
    }
    return groups.size ? attributePerformance(def, groups, def.metrics as string[]) : null;
  }

  function write(def: ReportDefinition, entry: ReportEntry, ap: Json[], platform: PlatformInfo): Written {
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
        json: JSON.stringify({
          Title: name,
          ...common,
          Item_ID: itemIdOf(ns, doc, "title"),
          Attribute_Performance: ap,
        }),
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
    return { name, id: doc.id * 1_000_003 + (video?.id ?? 0), json: JSON.stringify(item), parentKey, parent };
  }

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
      const statement = reportStatement(
        level,
        tenantId,
        inst.accounts,
        req.begin,
        req.end,
        req.metrics,
        req.accessMethods,
      );
      const written: Written[] = [];
      for await (const entries of readReportEntries(deps.pool, statement, level))
        for (const entry of entries) {
          const ap = performanceOf(def, req, entry, platform.namespace);
          if (ap) written.push(write(def, entry, ap, platform));
        }
      written.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
      const header = reportHeader(def, req, inst, platform, clock(), written.length === 0);
      const withParents = def.id === "IR_A1" || (def.id === "IR" && req.attributes.Include_Parent_Details === "True");
      return {
        empty: written.length === 0,
        *chunks() {
          yield `{"Report_Header":${JSON.stringify(header)},"Report_Items":[`;
          if (level === "title") yield* joined(written, "", "");
          else if (!withParents) {
            if (written.length) yield* joined(written, `{"Items":[`, "]}");
          } else {
            // Items under their parents, the parents in the order of their first item.
            const parents = new Map<string, { parent: Json | null; items: Written[] }>();
            for (const w of written) {
              let g = parents.get(w.parentKey);
              if (!g) {
                g = { parent: w.parent, items: [] };
                parents.set(w.parentKey, g);
              }
              g.items.push(w);
            }
            let first = true;
            for (const g of parents.values()) {
              const open = g.parent ? `${JSON.stringify(g.parent).slice(0, -1)},"Items":[` : `{"Items":[`;
              yield* joined(g.items, `${first ? "" : ","}${open}`, "]}");
              first = false;
            }
          }
          yield "]}";
        },
      };
    },
  };
}

/** Items' JSON joined by commas between an opening and a closing text, CHUNK_ITEMS at a time. */
function* joined(items: Written[], open: string, close: string): Generator<string> {
  let chunk = open;
  for (let i = 0; i < items.length; i++) {
    chunk += (i ? "," : "") + items[i].json;
    if ((i + 1) % CHUNK_ITEMS === 0) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk + close;
}

export type ReportStreamer = ReturnType<typeof createReportStreamer>;
