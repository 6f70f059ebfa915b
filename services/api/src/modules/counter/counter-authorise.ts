// Who may harvest COUNTER reports, and whose usage: an administrator's token (ADMIN: every account
// of the tenant and the tenant as a whole; REPORT_VIEW: the accounts the user belongs to) or an
// account's requestor_id + api_key. customer_id is an account number, or the tenant's code for the
// whole tenant (the consortium view).

import { createHash, timingSafeEqual } from "node:crypto";
import { isTenantAdmin, mayReadUsageReports } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { CounterRepo } from "./counter-repo.ts";
import { type Institution, namespaceOf } from "./counter-report-builder.ts";
import { CounterError, type Query } from "./counter-request.ts";

/** COUNTER's customer id of "the world", which no platform has to report (Exception 2011). */
const GLOBAL_CUSTOMER = "0000000000000000";

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const str = (q: Query, name: string): string | undefined => {
  const v = q[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

export interface Harvester {
  actor?: Actor;
  tenant: TenantContext & { title?: string };
}

export function createHarvesterAuthorisation(repo: CounterRepo) {
  /** Whose usage the caller may read: the customer's, after the credentials are checked. */
  async function authorise(h: Harvester, q: Query): Promise<Institution> {
    const customerId = str(q, "customer_id");
    const requestorId = str(q, "requestor_id");
    const apiKey = str(q, "api_key");
    const ns = namespaceOf(h.tenant.code);

    // Credentials first: a caller without them learns nothing about customers.
    let keyAccountId: number | null = null;
    if (!h.actor) {
      if (!requestorId)
        throw new CounterError(2000, "requestor_id and api_key, or an administrator's token, are required");
      const key = await repo.apiKey(requestorId);
      if (!key || key.revokedAt || key.tenantId !== h.tenant.id) throw new CounterError(2000, "Unknown requestor_id");
      if (!apiKey || !sameSecret(sha256(apiKey), key.keySha256)) throw new CounterError(2020);
      keyAccountId = key.accountId;
    } else if (!mayReadUsageReports(h.actor)) {
      throw new CounterError(2000, "Usage reports need the ADMIN or REPORT_VIEW authority");
    }

    if (!customerId) throw new CounterError(1030, "customer_id is required");
    if (customerId === GLOBAL_CUSTOMER) throw new CounterError(2011);
    if (customerId === h.tenant.code) {
      if (!h.actor || !isTenantAdmin(h.actor))
        throw new CounterError(2010, "The whole tenant's usage is for its administrators");
      return { name: h.tenant.name, id: `${ns}:${h.tenant.code}`, accounts: null };
    }
    const account = await repo.accountByNumber(h.tenant.id, customerId);
    if (!account) throw new CounterError(2010, `Unknown customer_id ${customerId}`);
    if (keyAccountId !== null && keyAccountId !== account.id) throw new CounterError(2010);
    if (h.actor && !isTenantAdmin(h.actor)) {
      const mine = h.actor.userId === null ? [] : await repo.memberAccountIds(h.tenant.id, h.actor.userId);
      if (!mine.includes(account.id)) throw new CounterError(2010);
    }
    return {
      name: account.name.length >= 2 ? account.name : `Account ${account.accountNumber}`,
      id: `${ns}:${account.accountNumber}`,
      accounts: [account.id],
    };
  }

  return authorise;
}
