// The e-mails of sharing and groups, written to the outbox in the transaction of the change that
// causes them (the workers send each exactly once per idempotency key). Each goes out in the
// recipient's language with the tenant's branding (the e-mail job reads it by tenantId). Each
// is a user's doing, so each action's e-mails are counted against the limits of
// lib/email-limits.ts in that same transaction, after its outbox rows: over a limit the throw
// rolls the whole action back, its rows and counts included.
import { createGroupShareMail } from "./group-share-mail.ts";
import { createDocumentShareMail } from "./share-document-mail.ts";
import { createMailContext, type ShareMailDeps } from "./share-mail-context.ts";

export {
  displayName,
  MAIL_USER_SELECT,
  type MailDocument,
  type MailTenant,
  type MailUser,
} from "./share-mail-context.ts";

export function createShareMail(deps: ShareMailDeps) {
  const ctx = createMailContext(deps);
  return {
    documentUrl: ctx.documentUrl,
    ...createDocumentShareMail(ctx),
    ...createGroupShareMail(ctx),
  };
}

export type ShareMail = ReturnType<typeof createShareMail>;
