// What a streamed title or item report (counter-report-stream.ts, and its tabular form in
// counter-report-tabular-stream.ts) writes of each title or item: its place in the report (name,
// id, parent) and its object, and how the items are grouped under their parents.

import type { ReportDefinition } from "./counter-definitions.ts";
import { type Institution, itemIdOf, type Json, type PlatformInfo, parentOf } from "./counter-report-builder.ts";
import type { ReportEntry } from "./counter-report-reader.ts";
import type { ReportRequest } from "./counter-request.ts";

/** Where a title or item goes in the report: its name, then its id; under its parent in an IR with parent details. */
export interface Placed {
  name: string;
  /** Tie-break of equal names, so the order does not depend on the read's. */
  id: number;
  /** The item's parent (IR with parent details): its key and its JSON without Items. */
  parentKey: string;
  parent: Json | null;
}

/** A title or item as the JSON report has it (Title or Item, Publisher, Item_ID, Attribute_Performance). */
export interface Built extends Placed {
  item: Json;
}

/** The title or item as the report's object; its Attribute_Performance (ap) is its last property. */
export function buildItem(def: ReportDefinition, entry: ReportEntry, ap: unknown, platform: PlatformInfo): Built {
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
 * is read, sorted by name.
 */
export type CollectItems = <T extends Placed>(
  def: ReportDefinition,
  req: ReportRequest,
  inst: Institution,
  tenantId: number,
  make: (entry: ReportEntry) => T | null,
) => Promise<T[]>;

/** Whether an item report groups its items under their parents (IR_A1, or IR asked for parent details). */
export function withParentsOf(def: ReportDefinition, req: ReportRequest): boolean {
  return def.id === "IR_A1" || (def.id === "IR" && req.attributes.Include_Parent_Details === "True");
}

/** Items under their parents, the parents in the order of their first item (one group of all without parent details). */
export function underParents<T extends Placed>(items: T[]): { parent: Json | null; items: T[] }[] {
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
