// An account's subscriptions as the console edits them: the whole list is sent and becomes the
// account's (one row per product; products of the account's tenant only). Called inside the
// account's update transaction, which audits the account before and after.
import type { components } from "@norma/contracts/api-types";
import type { Prisma } from "@norma/db";
import { BadRequest, NotFound } from "../../lib/errors.ts";

/** One subscription of the console's account update, as the contract has it. */
export type SubscriptionWrite = NonNullable<components["schemas"]["AdminAccountUpdate"]["subscriptions"]>[number];

function date(value: string, field: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw BadRequest.field("account", field, "Pattern", "not a date-time");
  return d;
}

export async function replaceSubscriptions(
  tx: Prisma.TransactionClient,
  tenantId: number,
  accountId: number,
  list: SubscriptionWrite[],
): Promise<void> {
  const rows = list.map((s, i) => {
    const startsAt = date(s.startsAt, `subscriptions[${i}].startsAt`);
    const endsAt = s.endsAt ? date(s.endsAt, `subscriptions[${i}].endsAt`) : null;
    if (endsAt && endsAt < startsAt)
      throw BadRequest.field("account", `subscriptions[${i}].endsAt`, "Min", "the end is before the start");
    return { productId: s.productId, startsAt, endsAt, active: s.active ?? true };
  });
  const seen = new Set<number>();
  for (const [i, r] of rows.entries()) {
    if (seen.has(r.productId))
      throw BadRequest.field("account", `subscriptions[${i}].productId`, "Unique", "one subscription per product");
    seen.add(r.productId);
  }
  const found = await tx.product.count({ where: { tenantId, id: { in: [...seen] } } });
  if (found !== seen.size) throw new NotFound("A product of the list is not one of this tenant's");
  await tx.subscription.deleteMany({ where: { accountId, productId: { notIn: [...seen] } } });
  for (const r of rows) {
    await tx.subscription.upsert({
      where: { accountId_productId: { accountId, productId: r.productId } },
      create: { tenantId, accountId, ...r },
      update: { startsAt: r.startsAt, endsAt: r.endsAt, active: r.active },
    });
  }
}
