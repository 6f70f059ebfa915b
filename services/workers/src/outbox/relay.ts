// The outbox relay: moves committed outbox rows to BullMQ, each as a job whose id is the row's
// id (a re-dispatched row is recognised by BullMQ). Rows are claimed with FOR UPDATE SKIP LOCKED,
// so several relays never dispatch the same row. While Redis is unreachable nothing is claimed
// or lost: rows wait in PostgreSQL and go out when Redis is back. A dispatched row is not done:
// its job records completion (completion.ts), and the sweeper (maintenance.ts) hands rows whose
// completion did not come within the lease back to this relay, and failed re-anchoring runs whose
// automatic retry is due. A row handed back whose job Redis holds as failed is run again under the
// same job id (reviveFailedJob).
//
// Redis restarted empty (or flushed) loses the jobs of rows already dispatched; the lease would
// bring them back only after OUTBOX_LEASE_MS (10 minutes by default: e-mails that late). So each
// round the relay also looks for a marker key it keeps in Redis (markerKey, no expiry): when the
// marker is gone, this Redis is not the one the rows were dispatched to. The relay that sets it
// again (SET NX: one relay of many) hands back at once every dispatched, unfinished row dispatched
// before this Redis started (INFO server's uptime_in_seconds: rows dispatched since are in it),
// and the relay sends them again. Nothing is doubled: a job's id is its row's (outboxJobId), so a
// row whose job did survive is ignored by BullMQ, and an e-mail claims its delivery row before
// sending (jobs/email). A marker evicted under memory pressure only costs such ignored adds.

import { QUEUES, type QueueName } from "@norma/contracts/queues";
import { checkOut } from "@norma/db/pg-checkout";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import pg from "pg";
import type { Logger } from "pino";
import type { QueueRegistry } from "../queues/connection.ts";

export interface RelayOptions {
  pool: pg.Pool;
  /** Connection string for the LISTEN connection (wake-ups on new rows). */
  databaseUrl: string;
  queues: QueueRegistry;
  producer: Redis;
  log: Logger;
  batchSize: number;
  pollMs: number;
  /**
   * The key that marks the Redis the rows were dispatched to (the runtime's
   * `${REDIS_PREFIX}:outbox:redis-marker`); absent: no check (a relay used alone in a test).
   */
  markerKey?: string;
}

interface OutboxRow {
  id: string;
  queue: string;
  type: string;
  payload: unknown;
  attempts: number;
}

/** BullMQ job id of an outbox row (BullMQ refuses ids that are plain integers). */
export const outboxJobId = (id: string | bigint) => `outbox-${id}`;

const KNOWN_QUEUES = new Set<string>(Object.values(QUEUES));
const MAX_ROW_BACKOFF_S = 300;

/**
 * A row dispatched before comes back with a job Redis may still hold (failed jobs are kept a
 * week). BullMQ ignores an add whose id it knows, which is what a lease re-dispatch of a waiting,
 * running or finished job wants; but a row that is not done and whose job has failed for good —
 * a failed re-anchoring run whose automatic retry is due (maintenance.ts), or a job whose final
 * failure was not recorded — would then never run. Such a job is moved back to waiting with its
 * attempts counted afresh: the same job id runs again, and only once (a failed job has no run
 * under way, and BullMQ's retry takes it out of the failed set atomically). Returns whether it did.
 */
async function reviveFailedJob(queue: Queue, jobId: string): Promise<boolean> {
  const job = await queue.getJob(jobId);
  if (!job || !(await job.isFailed())) return false;
  await job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
  return true;
}

/** What the relay's loop, its LISTEN connection and its callers share. */
interface RelaySignals {
  running: boolean;
  /** Set by a notification that arrives while a batch is running, so it is not missed. */
  notified: boolean;
  /** Ends the loop's wait between rounds, while it waits. */
  wake: (() => void) | null;
}

/** New rows (or a caller) say so: the loop looks now, or right after the batch it is running. */
function notify(signals: RelaySignals): void {
  signals.notified = true;
  signals.wake?.();
}

/** Dispatches one batch; returns how many rows went to Redis. */
async function dispatchBatch(options: RelayOptions): Promise<number> {
  const { pool, producer, log, batchSize } = options;
  if (producer.status !== "ready") return 0; // Redis unreachable: leave the rows where they are
  await markRedis(options);
  const { client, release } = await checkOut(pool);
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<OutboxRow>(
      `SELECT id, queue, type, payload, attempts FROM outbox_events
        WHERE dispatched_at IS NULL AND available_at <= now()
        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [batchSize],
    );
    const { dispatched, rejected } = await sendRows(options, rows);
    await recordDispatch(client, log, dispatched, rejected);
    await client.query("COMMIT");
    if (dispatched.length) log.debug({ count: dispatched.length }, "outbox rows dispatched");
    return dispatched.length;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    release();
  }
}

/**
 * The LISTEN connection that wakes the loop on new rows. Lost, it is made again after five polls
 * while the relay runs; meanwhile, or when it cannot be made, the relay polls.
 */
function createOutboxListener(options: RelayOptions, signals: RelaySignals) {
  const { log, pollMs } = options;
  let listener: pg.Client | null = null;
  async function listen(): Promise<void> {
    try {
      listener = new pg.Client({ connectionString: options.databaseUrl });
      listener.on("notification", () => notify(signals));
      listener.on("error", (err) => {
        log.warn({ err: err.message }, "outbox listener lost; relying on polling until it reconnects");
        listener = null;
        if (signals.running) setTimeout(() => void listen(), pollMs * 5).unref();
      });
      await listener.connect();
      await listener.query("LISTEN norma_outbox");
    } catch (err) {
      log.warn({ err: (err as Error).message }, "outbox listener unavailable; polling only");
      listener = null;
    }
  }
  return {
    listen,
    async end(): Promise<void> {
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}

/** Waits `ms`, or less when woken. */
function waitUnlessWoken(signals: RelaySignals, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signals.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  }).finally(() => {
    signals.wake = null;
  });
}

/**
 * Dispatches batches while the relay runs: at once again while full batches come or a
 * notification came meanwhile, else after the poll interval (longer after failures, up to 30 s).
 */
async function relayLoop(options: RelayOptions, signals: RelaySignals, dispatchOnce: () => Promise<number>) {
  const { log, batchSize, pollMs } = options;
  let failures = 0;
  while (signals.running) {
    let sent = 0;
    try {
      sent = await dispatchOnce();
      failures = 0;
    } catch (err) {
      failures++;
      log.error({ err }, "outbox relay failed");
    }
    if (sent >= batchSize) continue; // more rows are waiting
    if (signals.notified && !failures) {
      signals.notified = false;
      continue;
    }
    const wait = failures ? Math.min(30_000, pollMs * 2 ** failures) : pollMs;
    signals.notified = false;
    await waitUnlessWoken(signals, wait);
  }
}

export function createOutboxRelay(options: RelayOptions) {
  const signals: RelaySignals = { running: false, notified: false, wake: null };
  const listener = createOutboxListener(options, signals);
  let loop: Promise<void> | null = null;
  const dispatchOnce = () => dispatchBatch(options);

  return {
    dispatchOnce,
    checkRedisMarker: () => markRedis(options),
    /** Looks for rows now instead of at the next poll. */
    wake(): void {
      notify(signals);
    },
    async start(): Promise<void> {
      if (signals.running) return;
      signals.running = true;
      await listener.listen();
      loop = relayLoop(options, signals, dispatchOnce);
    },
    async stop(): Promise<void> {
      signals.running = false;
      signals.wake?.();
      await loop;
      await listener.end();
    },
  };
}

/**
 * Whether this Redis still holds what the relay dispatched (its marker key is there). When the
 * marker is gone, sets it again and — the one relay whose SET NX wins — hands back the rows whose
 * jobs the new Redis cannot hold. Returns how many rows it handed back.
 */
async function markRedis(options: RelayOptions): Promise<number> {
  const { pool, producer, log } = options;
  const key = options.markerKey;
  if (!key || (await producer.exists(key)) === 1) return 0;
  const info = await producer.info("server");
  const runId = /^run_id:(\S+)/m.exec(info)?.[1] ?? "unknown";
  const uptime = Number(/^uptime_in_seconds:(\d+)/m.exec(info)?.[1] ?? 0);
  if ((await producer.set(key, runId, "NX")) !== "OK") return 0; // another relay does it
  const { rowCount } = await pool.query(
    `UPDATE outbox_events SET dispatched_at = NULL, available_at = clock_timestamp(),
            last_error = 'Redis started empty (run ' || $2 || '); dispatched again'
      WHERE dispatched_at IS NOT NULL AND completed_at IS NULL
        AND dispatched_at < clock_timestamp() - make_interval(secs => $1::float8)`,
    [uptime, runId],
  );
  if (rowCount)
    log.warn({ count: rowCount, runId }, "Redis started empty: dispatched, unfinished outbox rows dispatched again");
  else log.info({ runId }, "outbox relay marked this Redis");
  return rowCount ?? 0;
}

/**
 * Adds a batch's rows to their queues: the ids sent, and the rows refused (unknown queue, or an
 * error from a Redis that is up). When Redis goes away mid-batch the rest is left for the next round.
 */
async function sendRows(options: RelayOptions, rows: OutboxRow[]) {
  const { queues, producer, log } = options;
  const dispatched: string[] = [];
  const rejected: { id: string; error: string; attempts: number }[] = [];
  for (const row of rows) {
    if (!KNOWN_QUEUES.has(row.queue)) {
      rejected.push({ id: row.id, error: `unknown queue '${row.queue}'`, attempts: row.attempts });
      continue;
    }
    try {
      const queue = queues.get(row.queue as QueueName);
      const jobId = outboxJobId(row.id);
      if (!(row.attempts > 0 && (await reviveFailedJob(queue, jobId))))
        await queue.add(row.type, row.payload, { jobId });
      dispatched.push(row.id);
    } catch (err) {
      // A frozen Redis answers nothing: the producer's command timeout ends the wait, and the
      // row is left for the next round like when Redis is gone (not counted against it).
      const timedOut = /timed out/i.test((err as Error).message);
      if (producer.status === "ready" && !timedOut) {
        rejected.push({ id: row.id, error: (err as Error).message, attempts: row.attempts });
        continue;
      }
      // Redis went away mid-batch: keep what was sent, leave the rest for the next round.
      log.warn({ err: (err as Error).message, outboxId: row.id }, "outbox dispatch interrupted");
      break;
    }
  }
  return { dispatched, rejected };
}

/** Marks the sent rows dispatched, and puts the refused ones back with a backoff. */
async function recordDispatch(
  client: pg.PoolClient,
  log: RelayOptions["log"],
  dispatched: string[],
  rejected: { id: string; error: string; attempts: number }[],
) {
  if (dispatched.length) {
    await client.query(
      "UPDATE outbox_events SET dispatched_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])",
      [dispatched],
    );
  }
  for (const r of rejected) {
    const delay = Math.min(MAX_ROW_BACKOFF_S, 2 ** r.attempts);
    await client.query(
      `UPDATE outbox_events SET attempts = attempts + 1, last_error = $2,
              available_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [r.id, r.error, delay],
    );
    log.error({ outboxId: r.id, error: r.error }, "outbox row rejected");
  }
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
