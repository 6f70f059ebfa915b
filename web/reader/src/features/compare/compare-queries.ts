// The compare results in the query cache (spec 1 §9, issue 12): the HTML compare is requested,
// then its result checked at once, soon after and every 10 s, at most 10 times (delayBeforeCheck);
// the PDF compare is fetched, and fetched again on the same schedule while the newer version
// stands in for a redline still being made. The schedule is each query's refetchInterval, read
// from what the last check answered and how many checks there were (slower while the tab's result
// stream is open: an event then refetches the query as soon as the result is stored). Neither is kept once no
// compare shows it (gcTime 0): opening a compare again requests it again, as the spec's page did.
import { isProblem, type Problem } from "@norma/web-shared/problem";
import { type Query, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import type { Schemas } from "../../api/types.ts";
import { NOT_PREPARED } from "../documents/access-messages.ts";
import { pushHealthy } from "../push/push-state.ts";
import { afterCheck, delayBeforeCheck, HTML_COMPARE_MAX_CHECKS, type HtmlCheck, isTooLarge } from "./compare-rules.ts";

export interface HtmlCompareIds {
  newHtmlId: number;
  oldHtmlId: number;
}

export const compareKeys = {
  all: ["compare"] as const,
  htmlRequest: (ids: HtmlCompareIds) => ["compare", "html", "request", ids] as const,
  htmlResult: (ids: HtmlCompareIds) => ["compare", "html", "result", ids] as const,
  pdf: (leftContentId: number, rightContentId: number) => ["compare", "pdf", leftContentId, rightContentId] as const,
};

/** The answer to the HTML compare's request: accepted, or refused with the API's status and problem. */
export type HtmlCompareRequest =
  | { accepted: true }
  | { accepted: false; status: number | null; problem: Problem | null };

/** Asks the workers for the HTML compare of two versions (the result is checked for separately). */
export const htmlCompareRequestQuery = (ids: HtmlCompareIds) =>
  queryOptions({
    queryKey: compareKeys.htmlRequest(ids),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<HtmlCompareRequest> => {
      const request = await client
        .POST("/api/v1/documents/html/comparison", { params: { query: ids }, ...ui({ silent: true }) })
        .catch(() => null);
      if (!request) return { accepted: false, status: null, problem: null };
      if (request.data) return { accepted: true };
      return {
        accepted: false,
        status: request.response.status,
        problem: isProblem(request.error) ? request.error : null,
      };
    },
  });

/**
 * One check for the HTML compare's result: the result, the job's state while there is none
 * (or a failed check), or a result the API could not sanitise (503 document-not-prepared).
 */
export type HtmlResultCheck = (
  | {
      kind: "result";
      html: string;
      /** The API's promise that its sanitiser made the HTML (header html-sanitized: true). */
      sanitized: boolean;
    }
  | { kind: "pending"; check: HtmlCheck }
  | { kind: "not-prepared" }
) & {
  /** This check's number (1 for the first). */
  checks: number;
};

/** What the checks so far say: a result, keep waiting, or give up (the checks ran out or failed). */
export type HtmlCompareOutcome = "show" | "wait" | "give-up" | "not-prepared";

export function htmlCompareOutcome(check: HtmlResultCheck): HtmlCompareOutcome {
  if (check.kind === "not-prepared") return "not-prepared";
  if (check.kind === "result") return "show";
  const next = afterCheck(check.check, check.checks);
  // A check that says it exists but brought no text cannot be shown.
  return next === "show" ? "give-up" : next;
}

/** The state a result check answers while there is no result (JSON: exists, status). */
export function pendingOf(text: string): HtmlCheck {
  try {
    const body = JSON.parse(text) as Partial<Schemas["HtmlComparisonPending"]>;
    return { exists: false, status: body.status ?? null };
  } catch {
    return { exists: false, error: true };
  }
}

/** Checks for the HTML compare's result again while the checks so far say to wait. */
export const htmlCompareResultQuery = (ids: HtmlCompareIds) =>
  queryOptions({
    queryKey: compareKeys.htmlResult(ids),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ client: cache, queryKey }): Promise<HtmlResultCheck> => {
      const checks = (cache.getQueryState(queryKey)?.dataUpdateCount ?? 0) + 1;
      const result = await client
        .GET("/api/v1/html/resultCheck", {
          params: { query: ids },
          parseAs: "text",
          ...ui({ silent: true, quiet: true }),
        })
        .catch(() => null);
      if (result?.response.status === 503 && isProblem(result.error) && result.error.message === NOT_PREPARED)
        return { kind: "not-prepared", checks };
      if (!result?.response.ok) return { kind: "pending", check: { exists: false, error: true }, checks };
      const text = result.data as unknown as string;
      if (result.response.headers.get("html-result-exist") === "true")
        return {
          kind: "result",
          html: text,
          sanitized: result.response.headers.get("html-sanitized") === "true",
          checks,
        };
      return { kind: "pending", check: pendingOf(text), checks };
    },
    refetchInterval: (query: Query<HtmlResultCheck, Error, HtmlResultCheck, readonly unknown[]>) => {
      const last = query.state.data;
      return last && htmlCompareOutcome(last) === "wait" ? delayBeforeCheck(last.checks + 1, pushHealthy()) : false;
    },
    // The schedule is the spec's, whether or not the reader's tab is in front.
    refetchIntervalInBackground: true,
  });

/**
 * The PDF compare: the redline, or the newer version while the redline is made (the header
 * redline-exist-flag says which). A first fetch that fails is an answer (the page says why); a
 * later one that fails keeps what is shown and stops the checks.
 */
export type PdfCompare =
  | { ok: true; data: ArrayBuffer; redlineExists: boolean }
  | { ok: false; status: number | null; problem: Problem | null; tooLarge: boolean };

export const pdfCompareQuery = (leftContentId: number, rightContentId: number) =>
  queryOptions({
    queryKey: compareKeys.pdf(leftContentId, rightContentId),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ client: cache, queryKey }): Promise<PdfCompare> => {
      const first = cache.getQueryData(queryKey) === undefined;
      const result = await client
        .GET("/api/documents/pdf/comparison", {
          params: { query: { leftContentId, rightContentId } },
          parseAs: "arrayBuffer",
          // The checks after the first go without the page's spinner.
          ...ui({ silent: true, quiet: !first }),
        })
        .catch(() => null);
      if (result?.data) {
        const redlineExists = result.response.headers.get("redline-exist-flag") === "true";
        return { ok: true, data: result.data as unknown as ArrayBuffer, redlineExists };
      }
      if (!first) throw new Error("the PDF compare was not fetched again");
      if (!result) return { ok: false, status: null, problem: null, tooLarge: false };
      const problem = isProblem(result.error) ? result.error : null;
      return {
        ok: false,
        status: result.response.status,
        problem,
        tooLarge: isTooLarge(result.response.status, problem),
      };
    },
    // A later check that still has no redline leaves the shown version (and its page) as is.
    structuralSharing: (old: unknown, next: unknown) => {
      const before = old as PdfCompare | undefined;
      const after = next as PdfCompare;
      return before?.ok && after.ok && !after.redlineExists ? before : after;
    },
    refetchInterval: (query: Query<PdfCompare, Error, PdfCompare, readonly unknown[]>) => {
      const checks = query.state.dataUpdateCount;
      const last = query.state.data;
      const waiting = query.state.status === "success" && last?.ok === true && !last.redlineExists;
      return waiting && checks < HTML_COMPARE_MAX_CHECKS ? delayBeforeCheck(checks + 1, pushHealthy()) : false;
    },
    refetchIntervalInBackground: true,
  });
