// Limits on the e-mails users can make the platform send (issue 23 §3): one user once shared a
// document with 300 outside addresses in a few seconds, and each went out with the tenant's
// branding. Every user-triggered e-mail (shares, group shares and messages, invitations) is
// reserved here, inside the transaction that writes its outbox row:
//   - recipientsPerShare: the most recipients one action (a share, a group message, documents
//     added to a group) may e-mail;
//   - emailsPerUserPerHour: e-mails a user's actions may send per clock hour;
//   - invitationsPerAddressPerDay: invitation e-mails (an outsider invited by a share, a user's
//     set-password invitation) to one address per UTC day;
//   - emailsPerTenantPerHour: e-mails of all the tenant's users together per clock hour.
// Over a limit the whole action is refused (429 with Retry-After): the count is incremented with
// INSERT … ON CONFLICT DO UPDATE … RETURNING in the caller's transaction, so the throw rolls back
// the count together with every outbox row the action wrote — nothing is half sent. The upsert's
// row lock makes concurrent actions of the same user (or tenant) wait for each other, so two
// parallel shares cannot both pass a budget only one fits in. The counts are in PostgreSQL
// (email_send_counts), not Redis: a Redis restarted empty gives nobody a fresh budget.
import { createHash } from "node:crypto";
import { Prisma } from "@norma/db";
import type { TenantSettings } from "@norma/db/tenant-settings";
import { TooManyRequests } from "./errors.ts";

export const EMAIL_LIMIT_NAMES = [
  "recipientsPerShare",
  "emailsPerUserPerHour",
  "invitationsPerAddressPerDay",
  "emailsPerTenantPerHour",
] as const;
export type EmailLimitName = (typeof EMAIL_LIMIT_NAMES)[number];
export type EmailLimitValues = Record<EmailLimitName, number>;

/**
 * Each limit's platform default (its EMAIL_LIMIT_* variable), bounds (those of openapi.yaml's
 * EmailLimits and of the tenants table's CHECK constraints) and the tenant's column.
 */
export const EMAIL_LIMITS = {
  recipientsPerShare: {
    env: "EMAIL_LIMIT_RECIPIENTS_PER_SHARE",
    defaultValue: 50,
    max: 10_000,
    column: "emailRecipientsPerShare",
  },
  emailsPerUserPerHour: {
    env: "EMAIL_LIMIT_PER_USER_PER_HOUR",
    defaultValue: 100,
    max: 100_000,
    column: "emailPerUserPerHour",
  },
  invitationsPerAddressPerDay: {
    env: "EMAIL_LIMIT_INVITATIONS_PER_ADDRESS_PER_DAY",
    defaultValue: 3,
    max: 1_000,
    column: "emailInvitationsPerAddressPerDay",
  },
  emailsPerTenantPerHour: {
    env: "EMAIL_LIMIT_PER_TENANT_PER_HOUR",
    defaultValue: 1_000,
    max: 1_000_000,
    column: "emailPerTenantPerHour",
  },
} as const satisfies Record<EmailLimitName, { env: string; defaultValue: number; max: number; column: string }>;

type LimitColumn = (typeof EMAIL_LIMITS)[EmailLimitName]["column"];
/** A tenant row's overrides (null: the platform default). */
export type EmailLimitOverrides = Record<LimitColumn, number | null>;
export const EMAIL_LIMIT_COLUMNS = Object.fromEntries(
  EMAIL_LIMIT_NAMES.map((n) => [EMAIL_LIMITS[n].column, true]),
) as Record<LimitColumn, true>;

/** The API's view of a tenant's overrides: { recipientsPerShare: 20, … } (null: the default). */
export function overridesOf(row: EmailLimitOverrides): Record<EmailLimitName, number | null> {
  return Object.fromEntries(EMAIL_LIMIT_NAMES.map((n) => [n, row[EMAIL_LIMITS[n].column]])) as Record<
    EmailLimitName,
    number | null
  >;
}

/** The columns to write for an update's `emailLimits` (only the names it gives). */
export function columnsOf(update: Partial<Record<EmailLimitName, number | null>>): Partial<EmailLimitOverrides> {
  const out: Partial<EmailLimitOverrides> = {};
  for (const n of EMAIL_LIMIT_NAMES) if (update[n] !== undefined) out[EMAIL_LIMITS[n].column] = update[n];
  return out;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const DETAIL: Record<EmailLimitName, (limit: number) => string> = {
  recipientsPerShare: (n) => `One share or message may e-mail at most ${n} recipients: send it to fewer`,
  emailsPerUserPerHour: (n) => `You may send at most ${n} e-mails an hour: this one would pass it`,
  invitationsPerAddressPerDay: (n) => `An address may get at most ${n} invitations a day`,
  emailsPerTenantPerHour: (n) => `The site may send at most ${n} e-mails an hour for its users: this one would pass it`,
};

/**
 * 429 naming the limit: problem type …/email-limit-exceeded, `message` error.emailLimit.<name>,
 * `params` the limit's name.
 */
export class EmailLimitExceeded extends TooManyRequests {
  readonly limit: EmailLimitName;
  readonly value: number;
  constructor(limit: EmailLimitName, value: number, retryAfterSeconds: number) {
    super(DETAIL[limit](value), retryAfterSeconds, { messageKey: `error.emailLimit.${limit}`, params: limit });
    this.limit = limit;
    this.value = value;
  }
}

export interface EmailReservation {
  tenantId: number;
  /** The user whose action sends the e-mails (their hourly budget); null: none is charged. */
  userId: number | null;
  /** One e-mail to each (a user sent their own copy counts too). */
  recipients: readonly string[];
  /** Of those, the addresses that get an invitation (counted per address per day). */
  invitations?: readonly string[];
}

/** The transaction client's one method used here (a Prisma.TransactionClient has it). */
interface Tx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<number>;
}

const hashAddress = (email: string) => createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");

type Kind = "user-hour" | "tenant-hour" | "address-day";
const LIMIT_OF: Record<Kind, EmailLimitName> = {
  "user-hour": "emailsPerUserPerHour",
  "tenant-hour": "emailsPerTenantPerHour",
  "address-day": "invitationsPerAddressPerDay",
};

export function createEmailLimits(deps: {
  defaults: EmailLimitValues;
  /**
   * The tenant's overrides (null each: the default), from the tenant settings read model
   * (modules/tenants/tenant-settings.ts); null for no such tenant.
   */
  tenantLimits: (tenantId: number) => Promise<TenantSettings["emailLimits"] | null>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** The tenant's limits: its overrides over the platform defaults. */
  async function limitsOf(tenantId: number): Promise<EmailLimitValues> {
    const own = await deps.tenantLimits(tenantId);
    const d = deps.defaults;
    return {
      recipientsPerShare: own?.recipientsPerShare ?? d.recipientsPerShare,
      emailsPerUserPerHour: own?.perUserPerHour ?? d.emailsPerUserPerHour,
      invitationsPerAddressPerDay: own?.invitationsPerAddressPerDay ?? d.invitationsPerAddressPerDay,
      emailsPerTenantPerHour: own?.perTenantPerHour ?? d.emailsPerTenantPerHour,
    };
  }

  return {
    defaults: deps.defaults,
    limitsOf,

    /**
     * Counts the e-mails of one action inside the transaction that writes their outbox rows, or
     * throws EmailLimitExceeded — which must roll that transaction back (the caller lets it
     * propagate out of $transaction), taking the counts and the outbox rows with it.
     */
    async reserve(tx: Tx, r: EmailReservation): Promise<void> {
      const n = r.recipients.length;
      if (n === 0) return;
      const t = now();
      const hourStart = Math.floor(t / HOUR_MS) * HOUR_MS;
      const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
      const untilHourEnds = Math.max(1, Math.ceil((hourStart + HOUR_MS - t) / 1000));
      const untilDayEnds = Math.max(1, Math.ceil((dayStart + DAY_MS - t) / 1000));
      const limits = await limitsOf(r.tenantId);
      // No retry makes this action fit: Retry-After says when the user's hour budget renews.
      if (n > limits.recipientsPerShare)
        throw new EmailLimitExceeded("recipientsPerShare", limits.recipientsPerShare, untilHourEnds);

      const counts = new Map<string, { kind: Kind; subject: string; start: number; n: number }>();
      const add = (kind: Kind, subject: string, start: number, k: number) => {
        const key = `${kind}\u0000${subject}`;
        const c = counts.get(key);
        if (c) c.n += k;
        else counts.set(key, { kind, subject, start, n: k });
      };
      for (const email of r.invitations ?? []) add("address-day", hashAddress(email), dayStart, 1);
      if (r.userId !== null) add("user-hour", String(r.userId), hourStart, n);
      add("tenant-hour", "*", hourStart, n);
      // One statement, rows in one fixed order (kind, subject): concurrent reservations lock the
      // rows they share in the same order and cannot deadlock each other.
      const rows = [...counts.values()].sort((a, b) =>
        a.kind === b.kind ? (a.subject < b.subject ? -1 : 1) : a.kind < b.kind ? -1 : 1,
      );
      const values = rows.map(
        (c) =>
          Prisma.sql`(${r.tenantId}::int, ${c.kind}, ${c.subject}, ${new Date(c.start)}::timestamptz, ${c.n}::int)`,
      );
      const counted = await tx.$queryRaw<{ kind: Kind; subject: string; count: number }[]>`
        INSERT INTO email_send_counts (tenant_id, kind, subject, window_start, count)
        VALUES ${Prisma.join(values)}
        ON CONFLICT (tenant_id, kind, subject, window_start)
        DO UPDATE SET count = email_send_counts.count + EXCLUDED.count
        RETURNING kind, subject, count`;
      // The most lasting refusal first: an address's day outlasts an hour.
      for (const kind of ["address-day", "user-hour", "tenant-hour"] as const) {
        const limit = LIMIT_OF[kind];
        if (counted.some((c) => c.kind === kind && c.count > limits[limit]))
          throw new EmailLimitExceeded(limit, limits[limit], kind === "address-day" ? untilDayEnds : untilHourEnds);
      }
      // Earlier windows of these subjects count for nothing any more: at most one row each stays.
      const subjects = rows.map((c) => Prisma.sql`(${c.kind}, ${c.subject})`);
      await tx.$executeRaw`
        DELETE FROM email_send_counts
         WHERE tenant_id = ${r.tenantId} AND (kind, subject) IN (${Prisma.join(subjects)})
           AND window_start < CASE WHEN kind = 'address-day' THEN ${new Date(dayStart)}::timestamptz
                                   ELSE ${new Date(hourStart)}::timestamptz END`;
    },
  };
}

export type EmailLimits = ReturnType<typeof createEmailLimits>;
