// What the e-mails of sharing and groups share (share-mail.ts composes them): who they go to and
// from, the links they carry, and the outbox write of one e-mail with the tenant's branding.
import type { EmailJob } from "@norma/contracts/queues";
import type { Prisma } from "@norma/db";
import type { EmailLimits } from "../../lib/email-limits.ts";
import { enqueueOutbox } from "../../lib/outbox.ts";

/** What the repos select of a user an e-mail goes to or comes from (a MailUser). */
export const MAIL_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  langKey: true,
} satisfies Prisma.UserSelect;

export interface MailUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  langKey: string;
}

export interface MailTenant {
  id: number;
  code: string;
  tenantName: string;
  defaultLanguage: string;
}

export interface MailDocument {
  contentCode: string;
  displayDesignation: string;
  title: string;
}

/** "First Last", or the e-mail of a user without a name. */
export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName]
    .filter((s) => s?.trim())
    .join(" ")
    .trim() || u.email;

export interface ShareMailDeps {
  publicBaseUrl: string;
  limits: EmailLimits;
}

/** The reader's links for the tenant, and the outbox write of one e-mail. */
export function createMailContext(deps: ShareMailDeps) {
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  const documentUrl = (tenant: MailTenant, d: MailDocument) =>
    `${base}/document/?contentCode=${encodeURIComponent(d.contentCode)}&tenant=${encodeURIComponent(tenant.code)}`;
  const groupUrl = (tenant: MailTenant, groupId: number) =>
    `${base}/group-detail/?groupId=${groupId}&tenant=${encodeURIComponent(tenant.code)}`;

  async function send(tx: Prisma.TransactionClient, tenant: MailTenant, job: EmailJob) {
    await enqueueOutbox(tx, "email.send", { ...job, tenantId: tenant.id }, { tenantId: tenant.id });
  }

  return { base, documentUrl, groupUrl, send, limits: deps.limits };
}

export type MailContext = ReturnType<typeof createMailContext>;

/**
 * What every e-mail a user's action sends has in common: it goes out in the action's transaction
 * with the tenant's branding, its data starts with the tenant's and the sender's names, replies go
 * to the sender, and it counts against the sender's and the tenant's limits (lib/email-limits.ts).
 * The document and group e-mails (share-document-mail.ts, group-share-mail.ts) start from here.
 */
export function senderMail(ctx: MailContext, tx: Prisma.TransactionClient, from: MailFrom) {
  const { tenant, sender } = from;
  return {
    /** The data fields every template of a user's e-mail starts with. */
    names: { tenant: tenant.tenantName, sender: displayName(sender) },
    replyTo: sender.email,
    send: (job: EmailJob) => ctx.send(tx, tenant, job),
    /** Reserves the e-mails in the limits; `invitations`: those of them that invite an outsider. */
    reserve: (recipients: readonly string[], invitations?: readonly string[]) =>
      ctx.limits.reserve(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        recipients,
        ...(invitations ? { invitations } : {}),
      }),
  };
}

/** Who an e-mail is from: the sender, a user of the tenant. */
export interface MailFrom {
  tenant: MailTenant;
  sender: MailUser;
}
