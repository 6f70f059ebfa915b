// What the SCIM users and groups services share: paging, preconditions (ETags), the caller's
// context, and the writes' frame (the tenant locked, the precondition checked, the change
// audited in its transaction).
import type { Prisma } from "@norma/db";
import { ScimError } from "./scim-errors.ts";
import { SCIM_DEFAULT_COUNT, SCIM_MAX_COUNT } from "./scim-limits.ts";
import type { ScimTokenCaller } from "./scim-types.ts";

export type { ScimTokenCaller };

export interface ListQuery {
  filter?: string;
  startIndex?: number;
  count?: number;
  excludedAttributes?: string;
}

/** RFC 7644 §3.4.2.4: startIndex below 1 is 1, a negative count 0; count is capped at the maximum. */
export function pageOf(q: ListQuery): { startIndex: number; skip: number; take: number } {
  const startIndex = Math.max(1, Math.trunc(q.startIndex ?? 1));
  const take = Math.min(SCIM_MAX_COUNT, Math.max(0, Math.trunc(q.count ?? SCIM_DEFAULT_COUNT)));
  return { startIndex, skip: startIndex - 1, take };
}

/**
 * If-Match (RFC 7232 §3.1, RFC 7644 §3.14): the write goes ahead only when one of the listed
 * versions (or `*`) is the resource's current one; else 412 and nothing changes.
 */
export function assertIfMatch(ifMatch: string | undefined, current: string): void {
  if (ifMatch === undefined) return;
  const listed = ifMatch.split(",").map((t) => t.trim());
  const weak = (t: string) => t.replace(/^W\//, "");
  if (listed.includes("*") || listed.some((t) => weak(t) === weak(current))) return;
  throw new ScimError(412, `The resource's version is ${current}, not ${ifMatch}`);
}

/** If-None-Match on a read: true when the client's copy is current (answered 304). */
export function notModified(ifNoneMatch: string | undefined, current: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || weak(t) === weak(current));
}

/** A resource id of the path: a positive int4 or the resource does not exist. */
export function idOf(raw: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) throw new ScimError(404, `${what} ${raw} not found`);
  return Number(raw);
}

export type Tx = Prisma.TransactionClient;
