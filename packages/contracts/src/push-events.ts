// Results pushed to the reader (issue 29 §3): when a compare, a redline or a re-anchoring run is
// stored, the workers publish one message on Redis (publish/subscribe); every API process is
// subscribed once and writes the event to the server-sent event streams it holds for the users
// named in the message. A message names its recipients by tenant and user id and the event by the
// ids the reader's queries are keyed by: nothing secret, nothing another user could read.
//
// Who waits for a compare: a compare row is shared by every user comparing the same pair, so the
// API records, in a short-lived Redis set per row, the users who asked for it and have no result
// yet (waitersKey); the worker that stores the result reads and empties that set and names them.
import { z } from "zod";

/** The ids a reader's compare queries are keyed by, and the row's final state. */
const compareStatus = z.enum(["DONE", "FAILED", "TOO_LARGE"]);

export const pushEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("compare-html"),
    newHtmlId: z.number().int().positive(),
    oldHtmlId: z.number().int().positive(),
    status: compareStatus,
  }),
  z.object({
    type: z.literal("compare-pdf"),
    /** The older edition (the reader's leftContentId). */
    leftContentId: z.number().int().positive(),
    /** The newer edition (rightContentId). */
    rightContentId: z.number().int().positive(),
    status: compareStatus,
  }),
  z.object({
    type: z.literal("reanchor"),
    /** The editions the user's compass points were carried to. */
    contentCodes: z.array(z.string().max(200)).max(200),
  }),
]);

export type PushEvent = z.infer<typeof pushEventSchema>;
export type PushEventType = PushEvent["type"];

const recipientSchema = z.object({ tenantId: z.number().int().positive(), userId: z.number().int().positive() });
export type PushRecipient = z.infer<typeof recipientSchema>;

export const pushMessageSchema = z.object({
  /** `<ms since the epoch>-<sequence>`: the stream's event id (Last-Event-ID). */
  id: z.string().regex(/^\d{13}-\d{1,9}$/),
  to: z.array(recipientSchema).min(1).max(1000),
  event: pushEventSchema,
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The Redis channel of the pushed results. */
export const pushChannel = (prefix: string) => `${prefix}:push-events`;

/** The compare jobs whose rows have waiters. */
export type WaitedJob = "compare-html" | "compare-pdf";

/** The set of `tenantId:userId` waiting for a compare row's result. */
export const waitersKey = (prefix: string, job: WaitedJob, rowId: number) => `${prefix}:push:waiters:${job}:${rowId}`;

/** How long a wait is remembered: longer than any compare may take (its retries included). */
export const WAITERS_TTL_SECONDS = 15 * 60;

export const waiterMember = (r: PushRecipient) => `${r.tenantId}:${r.userId}`;

/** A waiters set's member, checked (anything else is skipped). */
export function parseWaiter(member: string): PushRecipient | null {
  const m = /^(\d{1,10}):(\d{1,10})$/.exec(member);
  if (!m) return null;
  const tenantId = Number(m[1]);
  const userId = Number(m[2]);
  return tenantId > 0 && userId > 0 ? { tenantId, userId } : null;
}

/** A message from the channel, checked: one of another version or sender is dropped. */
export function parsePushMessage(text: string): PushMessage | null {
  try {
    const parsed = pushMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Event ids in the order they were made (ms, then sequence); ids of one millisecond may tie. */
export function eventIdTime(id: string): number | null {
  const m = /^(\d{13})-\d{1,9}$/.exec(id);
  return m ? Number(m[1]) : null;
}
