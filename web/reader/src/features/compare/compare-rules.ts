// The compare rules (spec 1 §4, §5, §8, §9) as pure functions: which versions the dialog
// preselects and allows, which pair and files a compare uses, and how long the HTML compare is
// polled. The metadata lists the versions newest first, in the order the server's redlines use
// ("the version just before" = the next one in the list).
import type { Schemas } from "../../api/types.ts";

type DocumentVersion = Schemas["DocumentVersion"];
type DocumentFileVersion = Schemas["DocumentFileVersion"];

/** Spec 1 §9: the HTML compare is polled every 10 s and given up after more than 10 requests. */
export const HTML_COMPARE_POLL_MS = 10_000;
export const HTML_COMPARE_MAX_CHECKS = 10;

/**
 * The wait before check number `next` (2, 3, …) of a compare result (the HTML compare, and the
 * PDF redline while it is made): the first check goes at once after the request; the workers
 * often finish within a second, so the second check follows after 1 s and the third after 3 s
 * (issue 12: a result made in a second no longer waits a whole poll); from then on every 10 s
 * (spec 1 §9), never more than HTML_COMPARE_MAX_CHECKS checks in all. While the tab's result
 * stream is open (`pushed`, issue 29 §3) the stream says when the result is stored, so the quick
 * checks are left out: the checks every 10 s remain, in case an event is lost.
 */
export function delayBeforeCheck(next: number, pushed = false): number {
  if (next <= 1) return 0;
  if (pushed) return HTML_COMPARE_POLL_MS;
  if (next === 2) return 1_000;
  if (next === 3) return 3_000;
  return HTML_COMPARE_POLL_MS;
}

/** The server's detail (and message key) when a PDF compare is refused for size (spec 1 §8). */
export const TOO_LARGE = "The documents are too large to be compare";

/**
 * Spec 1 §5: with two or fewer versions both are preselected; with more, the ones selected
 * before (when the user changes a compare), else the Active one.
 */
export function preselect(versions: DocumentVersion[], selected: readonly number[] = []): number[] {
  if (versions.length <= 2) return versions.map((v) => v.id);
  const known = [...new Set(selected)].filter((id) => versions.some((v) => v.id === id));
  if (known.length) return known.slice(0, 2);
  const active = versions.find((v) => v.status.toLowerCase() === "active") ?? versions.find((v) => v.isLatest);
  return active ? [active.id] : [];
}

/** Checks or unchecks a version; a third one cannot be checked (spec 1 §5: the others are disabled). */
export function toggleVersion(checked: readonly number[], id: number): number[] {
  if (checked.includes(id)) return checked.filter((c) => c !== id);
  return checked.length >= 2 ? [...checked] : [...checked, id];
}

/** Once two versions are checked, the others are disabled. */
export function isDisabled(checked: readonly number[], id: number): boolean {
  return checked.length >= 2 && !checked.includes(id);
}

/** Compare works with exactly two checked versions. */
export function canCompare(checked: readonly number[]): checked is [number, number] {
  return checked.length === 2 && checked[0] !== checked[1];
}

export interface ComparePair {
  older: DocumentVersion;
  newer: DocumentVersion;
  /** The newer version comes immediately after the older one (its redline can be downloaded). */
  consecutive: boolean;
}

/** The two versions as older and newer (versions are listed newest first). */
export function comparePair(versions: DocumentVersion[], ids: readonly [number, number]): ComparePair | null {
  const [a, b] = ids.map((id) => versions.findIndex((v) => v.id === id));
  if (a < 0 || b < 0 || a === b) return null;
  return { newer: versions[Math.min(a, b)], older: versions[Math.max(a, b)], consecutive: Math.abs(a - b) === 1 };
}

/**
 * The compare the URL asks for (`compareWith`, e.g. the link of a revision alert:
 * /document/?contentCode=NEW&compareWith=OLD): one content code is compared with the open
 * document, two (comma-separated) with each other. Null when the parameter is absent; "unknown"
 * when it names no other version of the document.
 */
export function pairFromUrl(
  versions: DocumentVersion[],
  currentId: number,
  compareWith: string | null,
): [number, number] | "unknown" | null {
  if (compareWith === null || compareWith.trim() === "") return null;
  const codes = compareWith
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  const ids = codes.map((code) => versions.find((v) => v.contentCode === code)?.id);
  if (ids.some((id) => id === undefined) || codes.length > 2) return "unknown";
  const pair = (codes.length === 1 ? [currentId, ids[0]] : ids) as number[];
  if (!versions.some((v) => v.id === pair[0]) || !canCompare(pair)) return "unknown";
  return [pair[0], pair[1]];
}

/** The `compareWith` value of a pair: the other version's code when one is the open document. */
export function urlOfPair(versions: DocumentVersion[], currentId: number, ids: readonly [number, number]): string {
  const code = (id: number) => versions.find((v) => v.id === id)?.contentCode ?? String(id);
  if (ids[0] === currentId) return code(ids[1]);
  if (ids[1] === currentId) return code(ids[0]);
  return `${code(ids[0])},${code(ids[1])}`;
}

/**
 * The tab a compare opens on (spec: the HTML compare when both versions have HTML, otherwise the
 * PDF redline), or null when neither compare is possible.
 */
export function defaultCompareTab(files: { html: unknown; pdf: unknown } | null): "html" | "pdf" | null {
  if (files?.html) return "html";
  if (files?.pdf) return "pdf";
  return null;
}

/** The file of a version for a compare call (the Active file first when a version has several). */
export function fileOf(files: DocumentFileVersion[], contentId: number): DocumentFileVersion | null {
  const own = files.filter((f) => f.contentId === contentId);
  return own.find((f) => f.status === "Active") ?? own[0] ?? null;
}

export type HtmlCheck =
  | { exists: true }
  | { exists: false; status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | null }
  | { exists: false; error: true };

/**
 * What to do after the n-th result check (1-based): show the result, wait and check again, or
 * give up ('Load HTML Compare Result Failed, please try again later'). A compare that failed on
 * the server and a failing check give up at once.
 */
export function afterCheck(check: HtmlCheck, checks: number): "show" | "wait" | "give-up" {
  if (check.exists) return "show";
  if ("error" in check || check.status === "FAILED") return "give-up";
  return checks >= HTML_COMPARE_MAX_CHECKS ? "give-up" : "wait";
}

/** The redline can be downloaded only for consecutive versions whose redline exists (spec 1 §4). */
export function canDownloadRedline(pair: ComparePair | null, redlineExists: boolean): boolean {
  return pair?.consecutive === true && redlineExists;
}

/** True for the server's refusal of a PDF compare for size (400, message or detail). */
export function isTooLarge(status: number, problem: { detail?: string; message?: string } | null | undefined): boolean {
  return status === 400 && (problem?.message === TOO_LARGE || problem?.detail === TOO_LARGE);
}
