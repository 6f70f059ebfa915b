// Measuring search relevance (issue 13): the judged queries of judged-queries.ts are run through
// the search call, each result list is compared with the documents a domain user expects, and
// nDCG@10, success@1 and success@3 are reported per query and per group. Shared by the script
// (measure.ts, any seeded catalogue) and the regression test (relevance.test.ts, the test template).
import type pg from "pg";
import type { JudgedQuery, Judgment } from "./judged-queries.ts";

/** A document of the catalogue as the judgments read it. */
export interface CatalogueDoc {
  id: number;
  contentCode: string;
  publisher: string;
  displayDesignation: string;
  title: string;
  description: string;
  language: string;
  isLatest: boolean;
  /** Keys of its refinement nodes and their ancestors (ICS codes, committees, …). */
  nodeKeys: Set<string>;
}

/** Every document of the catalogue the tenant presents (its publishers). */
export async function loadCatalogue(client: pg.ClientBase, tenantCode: string): Promise<CatalogueDoc[]> {
  const nodes = await client.query<{ id: number; key: string; path: number[] }>(
    "SELECT id, key, path FROM refinement_nodes",
  );
  const keyById = new Map(nodes.rows.map((n) => [n.id, n.key]));
  const rows = await client.query<{
    id: number;
    content_code: string;
    publisher: string;
    display_designation: string;
    title: string;
    description: string | null;
    language_code: string;
    is_latest: boolean;
    refinement_node_ids: number[];
  }>(
    `SELECT d.id, d.content_code, p.key AS publisher, d.display_designation, d.title, d.description,
            d.language_code, d.is_latest, d.refinement_node_ids
       FROM documents d JOIN publishers p ON p.id = d.publisher_id
      WHERE d.publisher_id IN (SELECT tp.publisher_id FROM tenant_publishers tp JOIN tenants t ON t.id = tp.tenant_id
                                WHERE t.code = $1)`,
    [tenantCode],
  );
  return rows.rows.map((r) => ({
    id: r.id,
    contentCode: r.content_code,
    publisher: r.publisher,
    displayDesignation: r.display_designation,
    title: r.title,
    description: r.description ?? "",
    language: r.language_code,
    isLatest: r.is_latest,
    nodeKeys: new Set(r.refinement_node_ids.flatMap((id) => keyById.get(id) ?? [])),
  }));
}

/** Whether a document is what a judgment describes. */
function satisfies(d: CatalogueDoc, j: Judgment): boolean {
  // An exact designation may name an older edition; every other judgment is about newest editions.
  if (j.designation !== undefined) {
    if (d.displayDesignation !== j.designation) return false;
  } else if (!d.isLatest) return false;
  if (j.designationStarts !== undefined && !d.displayDesignation.startsWith(j.designationStarts)) return false;
  if (j.publisher !== undefined && d.publisher !== j.publisher) return false;
  if (j.language !== undefined && !d.language.toLowerCase().startsWith(j.language.toLowerCase())) return false;
  if (j.title !== undefined && !new RegExp(j.title, "iu").test(d.title)) return false;
  if (j.text !== undefined) {
    const re = new RegExp(j.text, "iu");
    if (!re.test(d.title) && !re.test(d.description)) return false;
  }
  if (j.node !== undefined && !d.nodeKeys.has(j.node)) return false;
  return true;
}

/** The grade of every document the query's judgments describe (the best when several do). */
export function gradesOf(q: JudgedQuery, catalogue: CatalogueDoc[]): Map<string, number> {
  const grades = new Map<string, number>();
  for (const d of catalogue) {
    for (const j of q.relevant) {
      if (!satisfies(d, j)) continue;
      const g = j.grade ?? 1;
      if (g > (grades.get(d.contentCode) ?? 0)) grades.set(d.contentCode, g);
    }
  }
  return grades;
}

export interface QueryScore {
  query: JudgedQuery;
  ndcg10: number;
  success1: boolean;
  success3: boolean;
  /** Documents the judgments describe in the catalogue (0: the query cannot be judged here). */
  judged: number;
  top: string[];
}

const gain = (grade: number) => 2 ** grade - 1;

/**
 * nDCG@10 with graded gains (2^grade − 1); success@k: a document of the best grade the catalogue
 * holds for the query is among the first k.
 */
export function score(q: JudgedQuery, grades: Map<string, number>, results: string[]): QueryScore {
  const top = results.slice(0, 10);
  let dcg = 0;
  top.forEach((code, i) => {
    dcg += gain(grades.get(code) ?? 0) / Math.log2(i + 2);
  });
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, 10);
  let idcg = 0;
  ideal.forEach((g, i) => {
    idcg += gain(g) / Math.log2(i + 2);
  });
  const best = ideal[0] ?? 0;
  const successAt = (k: number) => best > 0 && results.slice(0, k).some((c) => grades.get(c) === best);
  return {
    query: q,
    ndcg10: idcg === 0 ? 0 : dcg / idcg,
    success1: successAt(1),
    success3: successAt(3),
    judged: grades.size,
    top,
  };
}

export interface GroupSummary {
  group: string;
  queries: number;
  ndcg10: number;
  success1: number;
  success3: number;
}

/** Means per group (queries the catalogue cannot judge are left out), then over all. */
export function summarise(scores: QueryScore[]): GroupSummary[] {
  const groups = new Map<string, QueryScore[]>();
  for (const s of scores) {
    if (s.judged === 0) continue;
    const list = groups.get(s.query.group) ?? [];
    list.push(s);
    groups.set(s.query.group, list);
  }
  const mean = (list: QueryScore[], f: (s: QueryScore) => number) => list.reduce((t, s) => t + f(s), 0) / list.length;
  const row = (group: string, list: QueryScore[]): GroupSummary => ({
    group,
    queries: list.length,
    ndcg10: mean(list, (s) => s.ndcg10),
    success1: mean(list, (s) => (s.success1 ? 1 : 0)),
    success3: mean(list, (s) => (s.success3 ? 1 : 0)),
  });
  const all = [...groups.values()].flat();
  return [...[...groups].map(([g, list]) => row(g, list)), ...(all.length ? [row("all", all)] : [])];
}

export function formatSummary(rows: GroupSummary[]): string {
  const lines = ["| group | queries | nDCG@10 | success@1 | success@3 |", "|---|---|---|---|---|"];
  for (const r of rows) {
    lines.push(
      `| ${r.group} | ${r.queries} | ${r.ndcg10.toFixed(3)} | ${r.success1.toFixed(3)} | ${r.success3.toFixed(3)} |`,
    );
  }
  return lines.join("\n");
}

/** The body of the search call a judged query makes (the reader's default field is 'all'). */
export function searchBody(q: JudgedQuery): object {
  return { keywords: q.query, searchField: q.field ?? "all", ...(q.language ? { language: q.language } : {}) };
}
