// What a search request means, before any SQL: sanitised text (spec 1 §5), the designation the
// text may name, and the refinement filters grouped by root. Pure functions, unit-tested.
import { BadRequest } from "../../lib/errors.ts";
import { REFINEMENT_ROOTS, type RefinementRoot } from "../refinements/refinement-roots.ts";
import type { RefinementItem, RefinementPayload } from "./search-types.ts";

// The designation grammar (keys, and reading a designation out of text) has one home, shared with
// the reference detection of the workers: @norma/documents/designations.
export {
  type DesignationQuery,
  designationKey,
  parseDesignation,
} from "@norma/documents/designations/designation-keys";

/** Search text limit (input and payload), spec 1 §9. */
export const MAX_TEXT = 500;

/**
 * URL-decodes what was percent-encoded and keeps every other percent sign ('50% RH' stays),
 * then cuts at 500 characters. Runs of %XX that are not valid UTF-8 are kept as written.
 */
export function decodeKeepingPercents(value: string): string {
  const decoded = value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return decoded.slice(0, MAX_TEXT);
}

/** Sanitised keywords: decoded, cut at 500, trimmed; empty means '*' (everything). */
export function sanitiseKeywords(value: string | undefined | null): string {
  const text = decodeKeepingPercents(value ?? "").trim();
  return text === "" ? "*" : text;
}

export const isMatchAll = (keywords: string) => keywords === "*";

/**
 * Submitting a search needs a term longer than one character (spec 1 §5), except in the
 * subscription search, which also accepts an empty term ('*').
 */
export function assertSubmittable(keywords: string, kind: "content" | "entitled" | "semantic"): void {
  if (kind === "entitled") return;
  if (kind === "content" && isMatchAll(keywords)) return;
  if (keywords.length <= 1 || isMatchAll(keywords)) {
    throw BadRequest.field("searchRequest", "keywords", "Size", "the search term must be longer than 1 character");
  }
}

/** Words of free text for full-text search: letters and digits only, so no phrase operators arise. */
export function textForFullText(keywords: string): string {
  return keywords
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Escapes LIKE wildcards. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Refinement filters: for each root, the keys chosen (OR'ed); roots are AND'ed. */
export type RefinementFilter = Map<RefinementRoot, Set<string>>;

const GROUP_ROOT: Record<Exclude<keyof RefinementPayload, "refinements">, RefinementRoot> = {
  refinementData: "dt",
  icsCodeRefinement: "ics",
  sectorRefinement: "sec",
  categoryRefinement: "cat",
  committeeRefinement: "com",
  publisherRefinement: "pub",
  topicRefinement: "top",
  otherContentRefinement: "oc",
};

/** Merges the URL's categories list (k, r) and the payload groups into one filter. */
export function refinementFilter(payload: RefinementPayload): RefinementFilter {
  const filter: RefinementFilter = new Map();
  const add = (root: RefinementRoot, key: string) => {
    const k = decodeKeepingPercents(key).trim();
    if (!k) return;
    const set = filter.get(root) ?? new Set<string>();
    filter.set(root, set);
    set.add(k);
  };
  for (const item of payload.refinements ?? []) add(rootOf(item), item.k);
  for (const [group, root] of Object.entries(GROUP_ROOT) as [keyof typeof GROUP_ROOT, RefinementRoot][]) {
    for (const key of payload[group] ?? []) add(root, key);
  }
  return filter;
}

function rootOf(item: RefinementItem): RefinementRoot {
  const r = item.r.trim().toLowerCase() as RefinementRoot;
  if (!(REFINEMENT_ROOTS as readonly string[]).includes(r)) {
    throw BadRequest.field("searchRequest", "refinements.r", "Enum", `unknown refinement root '${item.r}'`);
  }
  return r;
}

/** A committee or ICS node as codeNodes reads it. */
export interface CodeNode {
  id: number;
  taxonomy: string;
  key: string;
}

/**
 * A committee code's letters, digits and dots, lower case ('ISO/TC 17' → 'isotc17', 'D30.04' →
 * 'd30.04'): the dots stay, so that a designation such as 'D1.1' is not read as committee D11.
 */
export const codeKey = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, "");

/** Committee nodes by their code, with and without the publisher ('astmd30.04', 'd30.04'). */
export function committeeCodes(nodes: Iterable<CodeNode>): Map<string, number[]> {
  const codes = new Map<string, number[]>();
  const add = (code: string, id: number) => {
    if (code.length < 2) return;
    const ids = codes.get(code) ?? [];
    if (!ids.includes(id)) ids.push(id);
    codes.set(code, ids);
  };
  for (const n of nodes) {
    if (n.taxonomy !== "COMMITTEE") continue;
    add(codeKey(n.key), n.id);
    const dash = n.key.indexOf("-");
    if (dash > 0) add(codeKey(n.key.slice(dash + 1)), n.id);
  }
  return codes;
}

const ICS_CODE = /^(?:ics\s*)?(\d{2}(?:\.\d{3}(?:\.\d{2})?)?)$/i;

/**
 * The committee or ICS nodes a query names by code: an ICS code written with its dots or after
 * 'ICS' ('25.160', 'ICS 25.160.10', 'ICS 91'), or a committee however it is spaced ('ISO/TC 17',
 * 'tc17', 'D30', 'ASTM D30.04'). Plain words name none.
 */
export function codeNodes(
  keywords: string,
  ics: (code: string) => number | undefined,
  committees: Map<string, number[]>,
): number[] {
  const text = keywords.normalize("NFKC").trim();
  if (!/\d/.test(text) || text.length > 40) return [];
  const m = ICS_CODE.exec(text);
  if (m && (m[1].includes(".") || /^ics/i.test(text))) {
    const id = ics(m[1]);
    return id === undefined ? [] : [id];
  }
  return committees.get(codeKey(text)) ?? [];
}
