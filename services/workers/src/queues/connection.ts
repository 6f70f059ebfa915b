// Redis connections for BullMQ. Workers block on Redis and must retry forever
// (maxRetriesPerRequest null, as BullMQ requires); producers fail fast while Redis is unreachable
// (enableOfflineQueue false) and give up on a frozen one (commandTimeout), so the outbox keeps
// the event until Redis is back.

import { JOB_ATTEMPTS, JOB_BACKOFF_MS, type QueueName } from "@norma/contracts/queues";
import { connectRedis, type RedisTarget } from "@norma/db/redis-target";
import { Queue, type QueueOptions } from "bullmq";
import type { Redis } from "ioredis";

/** A URL, or the primary that Redis Sentinel names (connections follow its failovers). */
export function workerConnection(target: RedisTarget | string): Redis {
  return connectRedis(target, { maxRetriesPerRequest: null });
}

/** How long the relay waits for Redis to take one job. */
export const PRODUCER_COMMAND_TIMEOUT_MS = 5_000;

export function producerConnection(target: RedisTarget | string): Redis {
  return connectRedis(target, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: PRODUCER_COMMAND_TIMEOUT_MS,
  });
}

export const DEFAULT_JOB_OPTIONS: QueueOptions["defaultJobOptions"] = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: "exponential", delay: JOB_BACKOFF_MS },
  // Completed jobs stay a day so a re-dispatched outbox row (same jobId) is recognised.
  removeOnComplete: { age: 86_400, count: 10_000 },
  removeOnFail: { age: 7 * 86_400 },
};

/** One Queue per name, created on first use, all on the same producer connection. */
export function createQueueRegistry(connection: Redis, prefix: string) {
  const queues = new Map<QueueName, Queue>();
  return {
    get(name: QueueName): Queue {
      let q = queues.get(name);
      if (!q) {
        q = new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
        q.on("error", () => {}); // connection errors surface through add(); the relay handles them
        queues.set(name, q);
      }
      return q;
    },
    async close(): Promise<void> {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

export type QueueRegistry = ReturnType<typeof createQueueRegistry>;
