// The list query of ra-data-simple-rest: sort=["field","ASC"], range=[first,last] (inclusive),
// filter={...}, all JSON in the query string. Bad JSON or shapes are a 400 naming the parameter.

import { BadRequest } from "../../lib/errors.ts";

export const MAX_PAGE = 1_000;

export interface ListQuery {
  sortField: string;
  sortOrder: "asc" | "desc";
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

function json(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw BadRequest.field("query", name, "Pattern", `${name} is not JSON`);
  }
}

export function parseListQuery(
  q: { sort?: string; range?: string; filter?: string },
  sortable: readonly string[],
  defaultSort: [string, "asc" | "desc"],
): ListQuery {
  let [sortField, sortOrder] = defaultSort;
  if (q.sort) {
    const s = json("sort", q.sort);
    if (!Array.isArray(s) || s.length !== 2 || typeof s[0] !== "string" || !/^(ASC|DESC)$/i.test(String(s[1])))
      throw BadRequest.field("query", "sort", "Pattern", 'sort must be ["field","ASC"|"DESC"]');
    if (!sortable.includes(s[0]))
      throw BadRequest.field("query", "sort", "Enum", `sort by one of: ${sortable.join(", ")}`);
    sortField = s[0];
    sortOrder = String(s[1]).toLowerCase() as "asc" | "desc";
  }
  let skip = 0;
  let take = 25;
  if (q.range) {
    const r = json("range", q.range);
    if (
      !Array.isArray(r) ||
      r.length !== 2 ||
      !r.every((n) => Number.isInteger(n) && n >= 0 && n <= 10_000_000) ||
      r[1] < r[0]
    )
      throw BadRequest.field("query", "range", "Pattern", "range must be [first,last] with 0 <= first <= last");
    if (r[1] - r[0] + 1 > MAX_PAGE) throw BadRequest.field("query", "range", "Max", `at most ${MAX_PAGE} rows a page`);
    skip = r[0];
    take = r[1] - r[0] + 1;
  }
  let filter: Record<string, unknown> = {};
  if (q.filter) {
    const f = json("filter", q.filter);
    if (!f || typeof f !== "object" || Array.isArray(f))
      throw BadRequest.field("query", "filter", "Type", "filter must be an object");
    filter = f as Record<string, unknown>;
  }
  return { sortField, sortOrder, skip, take, filter };
}

/** A filter value as text (searched), or undefined; NUL bytes and over-long text are refused. */
export function textFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const v = filter[name];
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v !== "string" || v.length > 200 || v.includes("\u0000"))
    throw BadRequest.field("query", `filter.${name}`, "Pattern", `${name} must be text of at most 200 characters`);
  return v.trim();
}

export function idsFilter(filter: Record<string, unknown>, name = "id"): number[] | undefined {
  const v = filter[name];
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : [v];
  if (list.length > MAX_PAGE || !list.every((n) => Number.isInteger(Number(n)) && Number(n) > 0 && Number(n) < 2 ** 31))
    throw BadRequest.field("query", `filter.${name}`, "Type", `${name} must be ids`);
  return list.map(Number);
}

export function boolFilter(filter: Record<string, unknown>, name: string): boolean | undefined {
  const v = filter[name];
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v !== "boolean")
    throw BadRequest.field("query", `filter.${name}`, "Type", `${name} must be true or false`);
  return v;
}

// Content-Range of ra-data-simple-rest: "users 0-24/319", or "users */0" when the page is empty.
export function contentRange(resource: string, skip: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${skip}-${skip + count - 1}/${total}`;
}
