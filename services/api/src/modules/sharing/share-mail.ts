// The e-mails of sharing and groups, written to the outbox in the transaction of the change that
// causes them (the workers send each exactly once per idempotency key). Each goes out in the
// recipient's language with the tenant's branding (the e-mail job reads it by tenantId). Each
// is a user's doing, so each action's e-mails are counted against the limits of
// lib/email-limits.ts in that same transaction, after its outbox rows: over a limit the throw
// rolls the whole action back, its rows and counts included.
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

export function createShareMail(deps: { publicBaseUrl: string; limits: EmailLimits }) {
  const base = deps.publicBaseUrl.replace(/\/+$/, "");
  const documentUrl = (tenant: MailTenant, d: MailDocument) =>
    `${base}/document/?contentCode=${encodeURIComponent(d.contentCode)}&tenant=${encodeURIComponent(tenant.code)}`;
  const groupUrl = (tenant: MailTenant, groupId: number) =>
    `${base}/group-detail/?groupId=${groupId}&tenant=${encodeURIComponent(tenant.code)}`;

  async function send(tx: Prisma.TransactionClient, tenant: MailTenant, job: EmailJob) {
    await enqueueOutbox(tx, "email.send", { ...job, tenantId: tenant.id }, { tenantId: tenant.id });
  }

  return {
    documentUrl,

    /** A document shared with a user of the tenant. */
    async sharedWithUser(
      tx: Prisma.TransactionClient,
      opts: { shareId: number; tenant: MailTenant; sender: MailUser; recipient: MailUser; document: MailDocument },
    ) {
      const { tenant, sender, recipient, document } = opts;
      await send(tx, tenant, {
        idempotencyKey: `content-share:${opts.shareId}`,
        to: recipient.email,
        replyTo: sender.email,
        locale: recipient.langKey,
        template: "document-shared",
        data: {
          tenant: tenant.tenantName,
          sender: displayName(sender),
          recipient: displayName(recipient),
          designation: document.displayDesignation,
          title: document.title,
          url: documentUrl(tenant, document),
        },
      });
      await deps.limits.reserve(tx, { tenantId: tenant.id, userId: sender.id, recipients: [recipient.email] });
    },

    /** An e-mail address that is no user of the tenant: an invitation to sign up or sign in. */
    async invitation(
      tx: Prisma.TransactionClient,
      opts: { shareId: number; tenant: MailTenant; sender: MailUser; email: string; document: MailDocument },
    ) {
      const { tenant, sender, document } = opts;
      const url = documentUrl(tenant, document);
      await send(tx, tenant, {
        idempotencyKey: `content-share:${opts.shareId}`,
        to: opts.email,
        replyTo: sender.email,
        // Nothing is known of an outsider's language but the tenant's.
        locale: tenant.defaultLanguage,
        template: "share-invitation",
        data: {
          tenant: tenant.tenantName,
          sender: displayName(sender),
          senderEmail: sender.email,
          designation: document.displayDesignation,
          title: document.title,
          url,
          signInUrl: `${base}/?tenant=${encodeURIComponent(tenant.code)}&returnUrl=${encodeURIComponent(new URL(url).pathname + new URL(url).search)}`,
        },
      });
      // An outsider's address gets a limited number of invitations a day, whoever sends them.
      await deps.limits.reserve(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        recipients: [opts.email],
        invitations: [opts.email],
      });
    },

    /** Documents shared with a group: one e-mail to each member but the sharer. */
    async sharedWithGroup(
      tx: Prisma.TransactionClient,
      opts: {
        /** Names this sharing (a share id, or the group change that added documents). */
        key: string;
        tenant: MailTenant;
        sender: MailUser;
        group: { id: number; name: string };
        members: MailUser[];
        documents: MailDocument[];
      },
    ) {
      const { tenant, sender, group } = opts;
      if (opts.documents.length === 0) return 0;
      let sent = 0;
      for (const member of opts.members) {
        if (member.id === sender.id) continue;
        await send(tx, tenant, {
          idempotencyKey: `group-share:${opts.key}:${member.id}`,
          to: member.email,
          replyTo: sender.email,
          locale: member.langKey,
          template: "group-documents-shared",
          data: {
            tenant: tenant.tenantName,
            sender: displayName(sender),
            recipient: displayName(member),
            group: group.name,
            groupUrl: groupUrl(tenant, group.id),
            items: opts.documents.map((d) => ({
              designation: d.displayDesignation,
              title: d.title,
              url: documentUrl(tenant, d),
            })),
          },
        });
        sent++;
      }
      await deps.limits.reserve(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        recipients: opts.members.filter((m) => m.id !== sender.id).map((m) => m.email),
      });
      return sent;
    },

    /** A member's message to the group: one e-mail per other member, and the sender's copy. */
    async groupMessage(
      tx: Prisma.TransactionClient,
      opts: {
        mailId: string;
        tenant: MailTenant;
        sender: MailUser;
        group: { id: number; name: string };
        members: MailUser[];
        subject: string;
        message: string;
        copyMe: boolean;
      },
    ) {
      const { tenant, sender, group } = opts;
      const recipients = opts.members.filter((m) => m.id !== sender.id).map((m) => ({ user: m, copy: false }));
      if (opts.copyMe) recipients.push({ user: sender, copy: true });
      for (const r of recipients) {
        await send(tx, tenant, {
          idempotencyKey: `group-mail:${opts.mailId}:${r.user.id}`,
          to: r.user.email,
          replyTo: sender.email,
          locale: r.user.langKey,
          template: "group-message",
          data: {
            tenant: tenant.tenantName,
            sender: displayName(sender),
            group: group.name,
            groupUrl: groupUrl(tenant, group.id),
            subject: opts.subject,
            message: opts.message,
            copy: r.copy,
          },
        });
      }
      await deps.limits.reserve(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        recipients: recipients.map((r) => r.user.email),
      });
      return recipients.length;
    },
  };
}

export type ShareMail = ReturnType<typeof createShareMail>;
