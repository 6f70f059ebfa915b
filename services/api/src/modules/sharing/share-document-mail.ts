// The e-mails of a document shared with a user, or with an address that is no user (an invitation).
import type { Prisma } from "@norma/db";
import {
  displayName,
  type MailContext,
  type MailDocument,
  type MailFrom,
  type MailUser,
  senderMail,
} from "./share-mail-context.ts";

export function createDocumentShareMail(ctx: MailContext) {
  const { base, documentUrl } = ctx;

  return {
    /** A document shared with a user of the tenant. */
    async sharedWithUser(
      tx: Prisma.TransactionClient,
      opts: MailFrom & { shareId: number; recipient: MailUser; document: MailDocument },
    ) {
      const { tenant, recipient, document } = opts;
      const mail = senderMail(ctx, tx, opts);
      await mail.send({
        idempotencyKey: `content-share:${opts.shareId}`,
        to: recipient.email,
        replyTo: mail.replyTo,
        locale: recipient.langKey,
        template: "document-shared",
        data: {
          ...mail.names,
          recipient: displayName(recipient),
          designation: document.displayDesignation,
          title: document.title,
          url: documentUrl(tenant, document),
        },
      });
      await mail.reserve([recipient.email]);
    },

    /** An e-mail address that is no user of the tenant: an invitation to sign up or sign in. */
    async invitation(
      tx: Prisma.TransactionClient,
      opts: MailFrom & { shareId: number; email: string; document: MailDocument },
    ) {
      const { tenant, sender, document } = opts;
      const mail = senderMail(ctx, tx, opts);
      const url = documentUrl(tenant, document);
      await mail.send({
        idempotencyKey: `content-share:${opts.shareId}`,
        to: opts.email,
        replyTo: mail.replyTo,
        // Nothing is known of an outsider's language but the tenant's.
        locale: tenant.defaultLanguage,
        template: "share-invitation",
        data: {
          ...mail.names,
          senderEmail: sender.email,
          designation: document.displayDesignation,
          title: document.title,
          url,
          signInUrl: `${base}/?tenant=${encodeURIComponent(tenant.code)}&returnUrl=${encodeURIComponent(new URL(url).pathname + new URL(url).search)}`,
        },
      });
      // An outsider's address gets a limited number of invitations a day, whoever sends them.
      await mail.reserve([opts.email], [opts.email]);
    },
  };
}
