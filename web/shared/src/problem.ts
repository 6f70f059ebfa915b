// Turns a failed call into something to show: the problem's `detail` (problem+json, see
// openapi.yaml's Problem schema) when there is one.
import type { components } from "@norma/contracts/api-types";

export type Problem = components["schemas"]["Problem"];

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Problem).status === "number" &&
    typeof (value as Problem).title === "string"
  );
}

/** The problem's detail, else its title, else null (no problem body: e.g. a proxy's 502 page). */
export function problemText(error: unknown): string | null {
  if (!isProblem(error)) return null;
  return error.detail?.trim() || error.title?.trim() || null;
}

/** Statuses a proxy answers with when the API behind it is down. */
export function isUnreachable(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}
