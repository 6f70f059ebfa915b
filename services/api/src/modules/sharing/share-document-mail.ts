// The e-mails of a document shared with a user, or with an address that is no user (an invitation).
import type { Prisma } from "@norma/db";
import {
  displayName,
  type MailContext,
  type MailDocument,
  type MailTenant,
  type MailUser,
} from "./share-mail-context.ts";

export function createDocumentShareMail(ctx: MailContext) {
  const { base, documentUrl, send, limits } = ctx;

  return {
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
      await limits.reserve(tx, { tenantId: tenant.id, userId: sender.id, recipients: [recipient.email] });
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
      await limits.reserve(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        recipients: [opts.email],
        invitations: [opts.email],
      });
    },
  };
}
