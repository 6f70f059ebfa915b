// The e-mail saying a webhook endpoint was disabled after persistent failure (issue 30): written in
// the transaction that disables the endpoint, as `email.send` outbox rows, so the e-mail exists
// exactly when the endpoint was disabled and goes out through the e-mail job like every other —
// once per idempotency key (webhook-endpoint-disabled:{endpoint}:{disabled at}), in the
// recipient's language, with the tenant's branding (the e-mail job brands it by tenantId).
//
// To whom: the administrator who registered the endpoint, while they are an activated
// administrator of its tenant; else the tenant's activated administrators (at most
// MAX_RECIPIENTS). Within the e-mail limits: the e-mails count against the tenant's hourly budget
// (EMAIL_LIMIT_PER_TENANT_PER_HOUR, or the tenant's own; the same email_send_counts row the API's
// lib/email-limits.ts counts users' e-mails in). A budget already used up sends none: the endpoint
// is disabled all the same, and the console says why.
import type { EmailJob } from "@norma/contracts/queues";
import { parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Prisma } from "@norma/db";
import { reserveTenantHour } from "../../lib/mail/tenant-budget.ts";

type Tx = Prisma.TransactionClient;

/** The tenant administrators e-mailed at most when the endpoint's creator is not one any more. */
export const MAX_RECIPIENTS = 20;
/** The authority of a tenant's administrators (the API's access-policy: isTenantAdmin). */
const TENANT_ADMIN = "ADMIN";

export interface DisabledEndpoint {
  id: number;
  tenantId: number;
  url: string;
  description: string;
  createdBy: number | null;
  failures: number;
  lastError: string;
  disabledAt: Date;
}

export interface DisabledMailSettings {
  /** The reader's address: the console is under /admin/. */
  publicBaseUrl: string;
  /** EMAIL_LIMIT_PER_TENANT_PER_HOUR: the platform default of a tenant's e-mails an hour. */
  emailsPerTenantPerHour: number;
}

const USER_SELECT = { id: true, email: true, firstName: true, lastName: true, langKey: true } as const;

/** The creator while an activated administrator of the tenant, else the tenant's administrators. */
async function recipientsOf(tx: Tx, ep: DisabledEndpoint) {
  const admin = { tenantId: ep.tenantId, activated: true, authorities: { has: TENANT_ADMIN } };
  if (ep.createdBy !== null) {
    const creator = await tx.user.findFirst({ where: { id: ep.createdBy, ...admin }, select: USER_SELECT });
    if (creator) return [creator];
  }
  return tx.user.findMany({ where: admin, select: USER_SELECT, orderBy: { id: "asc" }, take: MAX_RECIPIENTS });
}

/** Writes the e-mails' outbox rows; answers how many (0: nobody to tell, or the budget is used up). */
export async function queueDisabledMail(tx: Tx, ep: DisabledEndpoint, settings: DisabledMailSettings) {
  const recipients = await recipientsOf(tx, ep);
  if (recipients.length === 0) return { emails: 0, overLimit: false };
  if (!(await reserveTenantHour(tx, ep.tenantId, recipients.length, settings.emailsPerTenantPerHour)))
    return { emails: 0, overLimit: true };
  const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: ep.tenantId }, select: { tenantName: true } });
  const base = settings.publicBaseUrl.replace(/\/+$/, "");
  const events = recipients.map((u) => {
    const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
    const email: EmailJob = {
      idempotencyKey: `webhook-endpoint-disabled:${ep.id}:${ep.disabledAt.getTime()}:${u.id}`,
      to: u.email,
      locale: u.langKey,
      template: "webhook-endpoint-disabled",
      tenantId: ep.tenantId,
      data: {
        tenant: tenant.tenantName,
        recipient: name || u.email,
        url: ep.url,
        description: ep.description,
        failures: ep.failures,
        lastError: ep.lastError.slice(0, 300),
        disabledAt: ep.disabledAt.toISOString(),
        consoleUrl: `${base}/admin/#/webhook-endpoints/${ep.id}`,
      },
    };
    return {
      queue: QUEUE_OF["email.send"],
      type: "email.send",
      payload: parseJob("email.send", email) as unknown as Prisma.InputJsonObject,
      tenantId: ep.tenantId,
    };
  });
  await tx.outboxEvent.createMany({ data: events });
  return { emails: events.length, overLimit: false };
}
