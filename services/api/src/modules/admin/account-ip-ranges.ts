// The address ranges of an account (account_ip_ranges, PostgreSQL cidr), as the console reads and
// replaces them inside the account's save (accounts-admin-service.ts).
import type { Prisma } from "@norma/db";
import { BadRequest } from "../../lib/errors.ts";

/** The account's ranges in the order they were written. */
export function ipRangesIn(tx: Prisma.TransactionClient, accountId: number) {
  return tx.$queryRaw<{ range: string; label: string | null }[]>`
    SELECT range::text AS range, label FROM account_ip_ranges WHERE account_id = ${accountId} ORDER BY id`;
}

/** Replaces the account's ranges; a range PostgreSQL refuses is a 400 naming it. */
export async function replaceIpRanges(
  tx: Prisma.TransactionClient,
  id: number,
  ranges: { range: string; label?: string | null }[],
): Promise<void> {
  await tx.$executeRaw`DELETE FROM account_ip_ranges WHERE account_id = ${id}`;
  for (const [i, r] of ranges.entries()) {
    try {
      await tx.$executeRaw`INSERT INTO account_ip_ranges (account_id, range, label) VALUES (${id}, ${r.range}::cidr, ${r.label ?? null})`;
    } catch {
      // e.g. 10.0.0.1/24: PostgreSQL's cidr refuses bits set right of the mask.
      throw BadRequest.field(
        "account",
        `ipRanges[${i}].range`,
        "Pattern",
        "a network with host bits set (use the network's first address)",
      );
    }
  }
}
