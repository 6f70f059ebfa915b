// The e-mails of groups: documents shared with a group, and a member's message to the group.
import type { Prisma } from "@norma/db";
import {
  displayName,
  type MailContext,
  type MailDocument,
  type MailFrom,
  type MailUser,
  senderMail,
} from "./share-mail-context.ts";

export function createGroupShareMail(ctx: MailContext) {
  const { documentUrl, groupUrl } = ctx;

  return {
    /** Documents shared with a group: one e-mail to each member but the sharer. */
    async sharedWithGroup(
      tx: Prisma.TransactionClient,
      opts: MailFrom & {
        /** Names this sharing (a share id, or the group change that added documents). */
        key: string;
        group: { id: number; name: string };
        members: MailUser[];
        documents: MailDocument[];
      },
    ) {
      const { tenant, sender, group } = opts;
      if (opts.documents.length === 0) return 0;
      const mail = senderMail(ctx, tx, opts);
      let sent = 0;
      for (const member of opts.members) {
        if (member.id === sender.id) continue;
        await mail.send({
          idempotencyKey: `group-share:${opts.key}:${member.id}`,
          to: member.email,
          replyTo: mail.replyTo,
          locale: member.langKey,
          template: "group-documents-shared",
          data: {
            ...mail.names,
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
      await mail.reserve(opts.members.filter((m) => m.id !== sender.id).map((m) => m.email));
      return sent;
    },

    /** A member's message to the group: one e-mail per other member, and the sender's copy. */
    async groupMessage(
      tx: Prisma.TransactionClient,
      opts: MailFrom & {
        mailId: string;
        group: { id: number; name: string };
        members: MailUser[];
        subject: string;
        message: string;
        copyMe: boolean;
      },
    ) {
      const { tenant, sender, group } = opts;
      const mail = senderMail(ctx, tx, opts);
      const recipients = opts.members.filter((m) => m.id !== sender.id).map((m) => ({ user: m, copy: false }));
      if (opts.copyMe) recipients.push({ user: sender, copy: true });
      for (const r of recipients) {
        await mail.send({
          idempotencyKey: `group-mail:${opts.mailId}:${r.user.id}`,
          to: r.user.email,
          replyTo: mail.replyTo,
          locale: r.user.langKey,
          template: "group-message",
          data: {
            ...mail.names,
            group: group.name,
            groupUrl: groupUrl(tenant, group.id),
            subject: opts.subject,
            message: opts.message,
            copy: r.copy,
          },
        });
      }
      await mail.reserve(recipients.map((r) => r.user.email));
      return recipients.length;
    },
  };
}
