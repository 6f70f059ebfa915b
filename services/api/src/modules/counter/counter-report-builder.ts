// Builds a COUNTER R5.1 JSON report (Report_Header and Report_Items) from the monthly roll-up
// rows (platform and database levels) and the wide item and title roll-ups: the platform, database, title or item level, each with the attributes the report shows.
import { titleDataType, yearOfPublication } from "../usage/counter-rules.ts";
import type { Attribute, ReportDefinition } from "./counter-definitions.ts";
import type { CounterRepo, UsageRow, WideUsageRow } from "./counter-repo.ts";
import { type CounterException, exception, type ReportRequest } from "./counter-request.ts";

export interface Institution {
  name: string;
  /** Proprietary id, "<platform id>:<account number or tenant>". */
  id: string;
  /** Account ids covered; null = the whole tenant. */
  accounts: number[] | null;
}

export interface PlatformInfo {
  /** The tenant's platform name (white label: the tenant's own name). */
  name: string;
  /** Namespace of proprietary ids (COUNTER: letters, digits, _ . /; 2–18 characters). */
  namespace: string;
  /** The database a DR reports: the tenant's library. */
  database: string;
}

export type Json = Record<string, unknown>;
export type Performance = Map<string, Map<string, number>>;

export const ITEM_LEVEL_METRICS = new Set([
  "Total_Item_Investigations",
  "Total_Item_Requests",
  "Unique_Item_Investigations",
  "Unique_Item_Requests",
  "Unique_Title_Investigations",
  "Unique_Title_Requests",
]);
const DATABASE_METRICS = new Set([
  "Searches_Regular",
  "Searches_Automated",
  "Searches_Federated",
  "No_License",
  "Limit_Exceeded",
]);
export const WHOLE_ROWS = new Set(["Platform", "Database_Full"]);
/** Reports whose Performance may carry a single metric type (COUNTER_API.json: minProperties 1). */
export const SINGLE_METRIC_OK = new Set(["IR", "TR_J2", "DR_D1", "DR_D2"]);

/** The order of titles and items: localeCompare's, with one collator instead of one per comparison. */
export const byName = new Intl.Collator();

const ymOf = (d: Date) => d.toISOString().slice(0, 7);
const isoSeconds = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** A COUNTER proprietary namespace from a tenant code. */
export function namespaceOf(code: string): string {
  const clean = code.replace(/[^a-zA-Z0-9_./]/g, "").slice(0, 18);
  return /^[a-zA-Z]/.test(clean) && clean.length >= 2 ? clean : `p${clean}`.padEnd(2, "x").slice(0, 18);
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Standard identifiers of a document, kept only when they have COUNTER's form. */
export function itemIdOf(
  ns: string,
  doc: { contentCode: string; contentType: string; extraMetadata: unknown },
  level: "title" | "item",
): Json {
  const extra = (doc.extraMetadata ?? {}) as Json;
  const id: Json = { Proprietary: `${ns}:${doc.contentCode}` };
  const doi = str(extra.doi);
  if (doi && /^10\.[1-9][0-9]{2}[0-9.]*\/.+$/.test(doi)) id.DOI = doi;
  const isbn = str(extra.isbnEb) ?? str(extra.isbn);
  if (isbn && /^97[89]-[0-9]+-[0-9]+-[0-9]+-[0-9]$/.test(isbn) && isbn.length === 17) id.ISBN = isbn;
  const issn = str(extra.issn);
  if (level === "title" && doc.contentType === "JOURNALS" && issn && /^[0-9]{4}-[0-9]{3}[0-9X]$/.test(issn))
    id.Print_ISSN = issn;
  return id;
}

export function addCount(perf: Performance, metric: string, month: string, n: number) {
  let m = perf.get(metric);
  if (!m) {
    m = new Map();
    perf.set(metric, m);
  }
  m.set(month, (m.get(month) ?? 0) + n);
}

/**
 * The metric types that come in pairs. COUNTER 5.1 omits zero usage from JSON, but its schema asks
 * these reports for two metric types per element: a lone one is given its partner with zeros,
 * which says nothing new (a refused title's No_License gets Limit_Exceeded: 0, not
 * Total_Item_Investigations: 0, as if it had been looked at).
 */
const PARTNER: Record<string, string> = {
  No_License: "Limit_Exceeded",
  Limit_Exceeded: "No_License",
  Total_Item_Investigations: "Unique_Item_Investigations",
  Unique_Item_Investigations: "Total_Item_Investigations",
  Total_Item_Requests: "Unique_Item_Requests",
  Unique_Item_Requests: "Total_Item_Requests",
  Unique_Title_Investigations: "Unique_Item_Investigations",
  Unique_Title_Requests: "Unique_Item_Requests",
};

/** The metric type a lone one is written beside with zeros: its partner when the report has it, else the first absent. */
export function zeroFillOf(
  only: string,
  candidates: readonly string[],
  present: (metric: string) => boolean,
): string | undefined {
  const partner = PARTNER[only];
  if (partner && candidates.includes(partner) && !present(partner)) return partner;
  return candidates.find((m) => !present(m));
}

/** Performance as COUNTER writes it: metric types in the report's order, months ascending. */
function performanceJson(def: ReportDefinition, perf: Performance, fillCandidates: string[]): Json {
  if (!SINGLE_METRIC_OK.has(def.id) && perf.size === 1) {
    // COUNTER_API.json requires two metric types in these reports' Performance: the other one,
    // which has no usage, is written with zeros for the same months.
    const [[onlyMetric, only]] = [...perf.entries()];
    const other = zeroFillOf(onlyMetric, fillCandidates, (m) => perf.has(m));
    if (other) perf.set(other, new Map([...only.keys()].map((k) => [k, 0])));
  }
  const out: Json = {};
  for (const metric of def.metrics) {
    const months = perf.get(metric);
    if (!months) continue;
    // yyyy-mm keys: code-unit order is their order (and far cheaper than localeCompare per group).
    out[metric] = Object.fromEntries([...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}

export interface Group {
  key: string;
  attrs: Json;
  perf: Performance;
}

/** The group of an Attribute_Performance element of these attribute values. */
export function groupOf(groups: Map<string, Group>, attrs: Json): Group {
  // The attribute values joined: cheaper than JSON for the hundreds of thousands of rows of a big report.
  const key = `${attrs.Data_Type ?? ""}|${attrs.YOP ?? ""}|${attrs.Access_Type ?? ""}|${attrs.Access_Method ?? ""}`;
  let g = groups.get(key);
  if (!g) {
    g = { key, attrs, perf: new Map() };
    groups.set(key, g);
  }
  return g;
}

/** Adds a row's count to the Attribute_Performance element of its attribute values. */
function addToGroups(groups: Map<string, Group>, attrs: Json, row: UsageRow) {
  addCount(groupOf(groups, attrs).perf, row.metricType, ymOf(row.month), row.count);
}

/** Adds a wide row's counts (counts[i] of metrics[i]; zeros are no usage) to its element. */
function addWideToGroups(groups: Map<string, Group>, attrs: Json, row: WideUsageRow, metrics: string[]) {
  const perf = groupOf(groups, attrs).perf;
  const month = ymOf(row.month);
  for (let i = 0; i < metrics.length; i++) if (row.counts[i] > 0) addCount(perf, metrics[i], month, row.counts[i]);
}

/** True when a wide row has usage of one of the metric types asked for. */
const hasUsage = (row: WideUsageRow) => row.counts.some((n) => n > 0);

export function attributePerformance(def: ReportDefinition, groups: Map<string, Group>, fillCandidates: string[]) {
  return [...groups.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((g) => ({
      ...g.attrs,
      // The platform's and the database's own rows (searches, denials) may carry one metric type.
      Performance: performanceJson(def, g.perf, WHOLE_ROWS.has(String(g.attrs.Data_Type)) ? [] : fillCandidates),
    }));
}

/** A report's Report_Header; an empty report carries Exception 3030 (no usage). */
export function reportHeader(
  def: ReportDefinition,
  req: ReportRequest,
  inst: Institution,
  platform: PlatformInfo,
  created: Date,
  empty: boolean,
): Json {
  const warnings: CounterException[] = [...req.warnings];
  if (empty) warnings.push(exception(3030, `No usage from ${req.filters.Begin_Date} to ${req.filters.End_Date}`));
  return {
    Report_Name: def.name,
    Report_ID: def.id,
    Release: "5.1",
    Institution_Name: inst.name,
    Institution_ID: { Proprietary: [inst.id] },
    Report_Filters: req.filters,
    ...(def.isMaster && Object.keys(req.attributes).length ? { Report_Attributes: req.attributes } : {}),
    ...(warnings.length ? { Exceptions: dedupe(warnings) } : {}),
    Created: isoSeconds(created),
    Created_By: platform.name,
    Registry_Record: "",
  };
}

/** The attribute values of an Attribute_Performance element, for the attributes shown. */
export const attributeValues =
  (attrs: Attribute[]) =>
  (dataType: string, row: { accessMethod: string }, yop?: string): Json => {
    const a: Json = {};
    if (attrs.includes("Data_Type")) a.Data_Type = dataType;
    if (attrs.includes("YOP") && yop) a.YOP = yop;
    if (attrs.includes("Access_Type")) a.Access_Type = "Controlled";
    if (attrs.includes("Access_Method")) a.Access_Method = row.accessMethod;
    return a;
  };

/** The attributes an Attribute_Performance element shows. */
export const shownAttributes = (def: ReportDefinition, req: ReportRequest): Attribute[] =>
  def.isMaster ? [...def.attributes, ...(req.attributesToShow as Attribute[])] : [...def.attributes];

export function createReportBuilder(deps: { repo: CounterRepo; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async build(
      def: ReportDefinition,
      req: ReportRequest,
      inst: Institution,
      platform: PlatformInfo,
      tenantId: number,
    ): Promise<{ Report_Header: Json; Report_Items: Json[] }> {
      const withAttrs = attributeValues(shownAttributes(def, req));
      const controlled = !req.accessTypes.length || req.accessTypes.includes("Controlled");
      const level: LevelReport = { repo, def, req, inst, platform, tenantId, withAttrs, controlled };
      const items =
        def.level === "platform" || def.level === "database"
          ? await platformLevelItems(level)
          : def.level === "title"
            ? await titleLevelItems(level)
            : await itemLevelItems(level);
      const header = reportHeader(def, req, inst, platform, clock(), items.length === 0);
      return { Report_Header: header, Report_Items: items };
    },
  };
}

/** What a report's items are made from: its definition, request, customer and platform, and how its attributes are shown. */
interface LevelReport {
  repo: CounterRepo;
  def: ReportDefinition;
  req: ReportRequest;
  inst: Institution;
  platform: PlatformInfo;
  tenantId: number;
  withAttrs: (dataType: string, row: { accessMethod: string }, yop?: string) => Json;
  /** The report's access type filter admits Controlled (the only access type served). */
  controlled: boolean;
}

/** The platform or database report's one item, or none without usage. */
async function platformLevelItems({
  repo,
  def,
  req,
  inst,
  platform,
  tenantId,
  withAttrs,
}: LevelReport): Promise<Json[]> {
  const accessOk = (a: string) => req.accessMethods.includes(a);
  const itemFill = def.metrics.filter((m) => ITEM_LEVEL_METRICS.has(m));
  let items: Json[] = [];
  const rows = await repo.platformUsage(tenantId, inst.accounts, req.begin, req.end, req.metrics);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    if (!accessOk(row.accessMethod)) continue;
    let dataType: string | null;
    if (def.level === "platform") {
      if (row.metricType === "Searches_Platform") dataType = "Platform";
      else if (ITEM_LEVEL_METRICS.has(row.metricType))
        dataType = row.dataType === "Multimedia" ? "Multimedia" : titleDataType(row.dataType);
      else dataType = null;
    } else if (DATABASE_METRICS.has(row.metricType)) dataType = "Database_Full";
    else if (ITEM_LEVEL_METRICS.has(row.metricType))
      dataType = row.dataType === "Multimedia" ? "Multimedia" : titleDataType(row.dataType);
    else dataType = null;
    if (!dataType || !req.dataTypes.includes(dataType)) continue;
    addToGroups(groups, withAttrs(dataType, row), row);
  }
  if (groups.size) {
    const ap = attributePerformance(def, groups, itemFill);
    items =
      def.level === "platform"
        ? [{ Platform: platform.name, Attribute_Performance: ap }]
        : [
            {
              Database: platform.database,
              Publisher: platform.name,
              Platform: platform.name,
              Attribute_Performance: ap,
            },
          ];
  }
  return items;
}

/** The title report's titles, by name. */
async function titleLevelItems(level: LevelReport): Promise<Json[]> {
  const { repo, def, req, inst, platform, tenantId, withAttrs, controlled } = level;
  const accessOk = (a: string) => req.accessMethods.includes(a);
  const rows = await repo.titleUsage(tenantId, inst.accounts, req.begin, req.end, req.metrics);
  const docs = new Map((await repo.documents([...new Set(rows.map((r) => r.documentId))])).map((d) => [d.id, d]));
  const byTitle = new Map<number, Map<string, Group>>();
  for (const row of rows) {
    if (!hasUsage(row)) continue;
    const doc = docs.get(row.documentId);
    const dataType = titleDataType(row.dataType);
    if (!doc || !dataType || !req.dataTypes.includes(dataType) || !accessOk(row.accessMethod) || !controlled) continue;
    const yop = yearOfPublication(doc);
    if (req.yops.length && !req.yops.some(([a, b]) => Number(yop) >= a && Number(yop) <= b)) continue;
    if (req.itemIds.length && !matchesItemId(req.itemIds, platform.namespace, doc)) continue;
    let groups = byTitle.get(doc.id);
    if (!groups) {
      groups = new Map();
      byTitle.set(doc.id, groups);
    }
    addWideToGroups(groups, withAttrs(dataType, row, yop), row, req.metrics);
  }
  return [...byTitle.entries()]
    .map(([id, groups]) => {
      const doc = docs.get(id)!;
      return {
        Title: `${doc.displayDesignation} ${doc.title}`.trim(),
        Publisher: doc.publisher.name,
        Publisher_ID: { Proprietary: [`${platform.namespace}:${doc.publisher.key}`] },
        Platform: platform.name,
        Item_ID: itemIdOf(platform.namespace, doc, "title"),
        Attribute_Performance: attributePerformance(def, groups, def.metrics as string[]),
      };
    })
    .sort((a, b) => byName.compare(a.Title, b.Title));
}

/** The item report's items, by name; under their parents when the report gives parent details. */
async function itemLevelItems(level: LevelReport): Promise<Json[]> {
  const { repo, def, req, inst, platform, tenantId, withAttrs, controlled } = level;
  const rows = await repo.itemUsage(tenantId, inst.accounts, req.begin, req.end, req.metrics);
  const docIds = new Set(rows.map((r) => r.documentId));
  const docs = new Map((await repo.documents([...docIds])).map((d) => [d.id, d]));
  const videos = new Map(
    (await repo.videos([...new Set(rows.filter((r) => r.videoId).map((r) => r.videoId))])).map((v) => [v.id, v]),
  );
  const byItem = new Map<
    string,
    { doc: typeof docs extends Map<number, infer D> ? D : never; videoId: number; groups: Map<string, Group> }
  >();
  for (const row of rows) {
    if (!hasUsage(row)) continue;
    const doc = docs.get(row.documentId);
    if (!doc || !req.dataTypes.includes(row.dataType) || !req.accessMethods.includes(row.accessMethod) || !controlled)
      continue;
    if (row.videoId && !videos.has(row.videoId)) continue;
    const yop = yearOfPublication(doc);
    if (req.yops.length && !req.yops.some(([a, b]) => Number(yop) >= a && Number(yop) <= b)) continue;
    if (req.itemIds.length && !matchesItemId(req.itemIds, platform.namespace, doc)) continue;
    const key = `${row.documentId}:${row.videoId}`;
    let entry = byItem.get(key);
    if (!entry) {
      entry = { doc, videoId: row.videoId, groups: new Map() };
      byItem.set(key, entry);
    }
    addWideToGroups(entry.groups, withAttrs(row.dataType, row, yop), row, req.metrics);
  }
  const itemJson = [...byItem.values()].map(({ doc, videoId, groups }) => {
    const video = videoId ? videos.get(videoId) : undefined;
    return {
      parent: video ? null : parentOf(doc),
      json: {
        Item: video ? video.name : `${doc.displayDesignation} ${doc.title}`.trim(),
        Publisher: doc.publisher.name,
        Publisher_ID: { Proprietary: [`${platform.namespace}:${doc.publisher.key}`] },
        Platform: platform.name,
        Item_ID: video
          ? { Proprietary: `${platform.namespace}:video/${video.hashedId}` }
          : itemIdOf(platform.namespace, doc, "item"),
        Attribute_Performance: attributePerformance(def, groups, def.metrics as string[]),
      } as Json,
    };
  });
  itemJson.sort((a, b) => byName.compare(String(a.json.Item), String(b.json.Item)));
  const withParents = def.id === "IR_A1" || (def.id === "IR" && req.attributes.Include_Parent_Details === "True");
  if (!withParents) return itemJson.length ? [{ Items: itemJson.map((i) => i.json) }] : [];

  return underParentItems(repo, def, platform, itemJson);
}

/** Items grouped under their parent: a paper's book, an article's journal. */
async function underParentItems(
  repo: CounterRepo,
  def: ReportDefinition,
  platform: PlatformInfo,
  itemJson: { parent: ReturnType<typeof parentOf>; json: Json }[],
): Promise<Json[]> {
  const bookIds = [...new Set(itemJson.flatMap((i) => (i.parent?.bookId ? [i.parent.bookId] : [])))];
  const books = new Map((await repo.documents(bookIds)).map((b) => [b.id, b]));
  const parents = new Map<string, { parent: Json | null; items: Json[] }>();
  for (const i of itemJson) {
    let key = "";
    let parent: Json | null = null;
    const book = i.parent?.bookId ? books.get(i.parent.bookId) : undefined;
    if (book) {
      key = `b${book.id}`;
      parent = {
        Title: `${book.displayDesignation} ${book.title}`.trim(),
        Item_ID: itemIdOf(platform.namespace, book, "title"),
        ...(def.id === "IR" ? { Data_Type: "Book" } : {}),
      };
    } else if (i.parent?.journal) {
      key = `j${i.parent.journal.name}`;
      const issn = i.parent.journal.issn;
      parent = {
        Title: i.parent.journal.name,
        Item_ID:
          issn && /^[0-9]{4}-[0-9]{3}[0-9X]$/.test(issn)
            ? { Print_ISSN: issn }
            : { Proprietary: `${platform.namespace}:journal/${i.parent.journal.name}` },
        ...(def.id === "IR" ? { Data_Type: "Journal" } : {}),
      };
    }
    let g = parents.get(key);
    if (!g) {
      g = { parent, items: [] };
      parents.set(key, g);
    }
    g.items.push(i.json);
  }
  return [...parents.values()].map((g) => (g.parent ? { ...g.parent, Items: g.items } : { Items: g.items }));
}

/** The parent of an item: the book of a paper, the journal of an article. */
export function parentOf(doc: { bookId: number | null; contentType: string; extraMetadata: unknown }) {
  if (doc.bookId) return { bookId: doc.bookId, journal: null };
  const extra = (doc.extraMetadata ?? {}) as Json;
  const name = str(extra.journalName);
  if (doc.contentType === "JOURNALS" && name) return { bookId: null, journal: { name, issn: str(extra.issn) } };
  return null;
}

/** item_id filter: a content code, a proprietary id, a DOI or an ISBN of the document. */
export function matchesItemId(
  ids: string[],
  ns: string,
  doc: { contentCode: string; contentType: string; extraMetadata: unknown },
): boolean {
  const own = itemIdOf(ns, doc, "title");
  const values = new Set([doc.contentCode, ...Object.values(own).map(String)]);
  return ids.some((id) => values.has(id) || values.has(id.replace(/^[a-z_]+:/i, "")));
}

export function dedupe(list: CounterException[]): CounterException[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const k = JSON.stringify(e);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
