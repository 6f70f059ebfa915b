// Fixtures of the group and sharing tests: tokens for a user acting in a chosen account, the
// company account's colleagues, documents that account may (or may not) open, outbox e-mails.

import type { EmailJob, EmailTemplate } from "@norma/contracts/emails";
import type { Db } from "@norma/db";
import type { ApiFixture } from "@norma/tests/harness";
import { entitledDocuments, unentitledDocument } from "../tracking/tracking-fixtures.ts";

export async function companyOf(db: Db, tenantCode: string) {
  return db.account.findFirstOrThrow({
    where: { tenant: { code: tenantCode }, type: "COMPANY" },
    include: { tenant: true },
  });
}

/** A token of the user acting in the account (the reader's account switch). */
export async function tokenIn(api: ApiFixture, email: string, accountId: number, tenantCode = "astm") {
  const user = await api.db.user.findFirstOrThrow({ where: { email, tenant: { code: tenantCode } } });
  return api.app.tokens.issue({
    userId: user.id,
    accountId,
    tenantCode,
    userType: user.userType,
    authType: "PWD",
    authorities: user.authorities,
  }).token;
}

/** An anonymous company session of the account (sign-in by address). */
export function companySession(api: ApiFixture, accountId: number, tenantCode = "astm") {
  return api.app.tokens.issue({
    userId: null,
    accountId,
    tenantCode,
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
}

/** Users of the account besides the demo users (the generated colleagues), by id. */
export async function colleagues(db: Db, accountId: number, take = 10) {
  const users = await db.user.findMany({
    where: { memberships: { some: { accountId } }, activated: true },
    orderBy: { id: "asc" },
  });
  return users.filter((u) => !/^(individual|admin|single|noaccess|inactive)@/.test(u.email)).slice(0, take);
}

export async function documentsOf(
  db: Db,
  account: { id: number; tenantId: number; tenant: { mainPublisherId: number | null } },
  take: number,
) {
  return entitledDocuments(
    db,
    { tenantId: account.tenantId, accountId: account.id, tenant: account.tenant },
    take,
    {},
    { includeMain: true },
  );
}

export function documentNotOpenableBy(db: Db, account: { id: number; tenantId: number }) {
  return unentitledDocument(db, { tenantId: account.tenantId, accountId: account.id });
}

/** An outbox e-mail of any template: its data read field by field. */
export type StoredMail = Omit<EmailJob, "data" | "template"> & {
  template: EmailTemplate;
  data: Record<string, unknown>;
};

/** The e-mails written to the outbox (newest last), optionally of one template (then typed as it). */
export async function outboxMails<T extends EmailTemplate>(
  db: Db,
  template: T,
): Promise<Extract<EmailJob, { template: T }>[]>;
export async function outboxMails(db: Db): Promise<StoredMail[]>;
export async function outboxMails(db: Db, template?: EmailTemplate): Promise<EmailJob[]> {
  const rows = await db.outboxEvent.findMany({ where: { type: "email.send" }, orderBy: { id: "asc" } });
  return rows.map((r) => r.payload as unknown as EmailJob).filter((m) => !template || m.template === template);
}
