// What the reviews.reminders job's two scans share (review-reminders.ts: a review's due date;
// action-reminders.ts: an action's own): its settings, its result, the account's reminder days.
import { Prisma } from "@norma/db";

export interface ReviewRemindersSettings {
  /**
   * REVIEW_REMINDER_DAYS: a review due within this many days is reminded (0: on its due date),
   * unless its account chose its own (account_review_settings.reminder_days).
   */
  daysBefore: number;
  /** REVIEW_REMINDERS_BATCH: reviews, and actions, handled at most per run (each scan). */
  batchSize: number;
  /** The reader's address: the e-mails link to its /reviews/<id>. */
  publicBaseUrl: string;
  /** EMAIL_LIMIT_PER_TENANT_PER_HOUR: the platform default of a tenant's e-mails an hour. */
  emailsPerTenantPerHour: number;
}

export interface ReviewRemindersResult {
  reviews: number;
  reminders: number;
  overdue: number;
  /** Actions whose owner was reminded, told overdue (action-reminders.ts). */
  actionReminders: number;
  actionOverdue: number;
  emails: number;
  overLimit: number;
}

export class OverBudget extends Error {}

export const day = (d: Date) => d.toISOString().slice(0, 10);

/** The most days before a due date an account may choose (PUT /api/reviews/settings). */
export const MAX_REMINDER_DAYS = 60;

/** The SQL of an account's reminder days: its own, else the platform's. */
export const reminderDaysSql = (settings: Prisma.Sql, s: Pick<ReviewRemindersSettings, "daysBefore">) =>
  Prisma.sql`COALESCE(${settings}.reminder_days, ${s.daysBefore}::int)`;
