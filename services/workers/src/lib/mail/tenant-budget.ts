// The tenant's hourly e-mail budget for the e-mails the workers send of their own accord (a
// disabled webhook endpoint's owner, a review's reminders and overdue e-mails): the same
// email_send_counts row the API's lib/email-limits.ts counts users' e-mails in, and the same limit
// (the tenant's own, else EMAIL_LIMIT_PER_TENANT_PER_HOUR).
import type { Prisma } from "@norma/db";

const HOUR_MS = 3_600_000;

/**
 * Counts `n` e-mails against the tenant's hourly budget, or none when they would pass it (one
 * statement: the row's lock makes concurrent counts wait). True when counted.
 */
export async function reserveTenantHour(
  tx: Prisma.TransactionClient,
  tenantId: number,
  n: number,
  platformLimit: number,
  now: Date = new Date(),
): Promise<boolean> {
  const tenant = await tx.tenant.findUnique({ where: { id: tenantId }, select: { emailPerTenantPerHour: true } });
  const limit = tenant?.emailPerTenantPerHour ?? platformLimit;
  if (n > limit) return false;
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO email_send_counts (tenant_id, kind, subject, window_start, count)
    VALUES (${tenantId}, 'tenant-hour', '*', ${hourStart}, ${n})
    ON CONFLICT (tenant_id, kind, subject, window_start)
    DO UPDATE SET count = email_send_counts.count + EXCLUDED.count
     WHERE email_send_counts.count + EXCLUDED.count <= ${limit}
    RETURNING count`;
  return rows.length === 1;
}
