// Records a usage event and counts it the COUNTER way at once: double-click filtering and unique
// counting per user-session are decided here (their short-lived state lives in Redis, which
// forgets it by itself; while Redis is away, in PostgreSQL — see docs/architecture.md, "COUNTER
// state without Redis"; usage-session-state.ts), then the raw event and the daily and monthly
// roll-ups are written in one statement (usage-rollups.ts). Reports read the roll-ups only; nothing ever scans usage_events to report.
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";
import type { RedisGuard } from "../../lib/redis-guard.ts";
import { type AccessMethod, itemDataType, type MetricType, MULTIMEDIA, totalMetrics } from "./counter-rules.ts";
import { writeCountedEvent } from "./usage-rollups.ts";
import { createCounterSessionState } from "./usage-session-state.ts";
import type { RecordOutcome, UsageActor, UsageInput } from "./usage-types.ts";

export type { RecordOutcome, UsageActor, UsageDocument, UsageInput } from "./usage-types.ts";

export function createUsageRecorder(deps: {
  db: Db;
  redis: Redis;
  prefix: string;
  /**
   * Bounds the Redis calls; while Redis is away the session state is kept in PostgreSQL
   * (counter_session_state) instead. Without a guard a Redis failure falls back the same way.
   */
  guard?: RedisGuard;
  clock?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db } = deps;
  const guard: Pick<RedisGuard, "run"> = deps.guard ?? {
    async run(_what, fn, fallback) {
      try {
        return await fn();
      } catch {
        return fallback();
      }
    },
  };
  const clock = deps.clock ?? (() => new Date());
  const { isDoubleClick, firstInSession } = createCounterSessionState({ ...deps, guard });

  const recorder = {
    /**
     * Records without failing the caller: what the user asked for is served even when the usage
     * write fails (logged).
     */
    async recordQuietly(actor: UsageActor, input: UsageInput): Promise<void> {
      try {
        await recorder.record(actor, input);
      } catch (err) {
        deps.log?.warn({ err: (err as Error).message, kind: input.kind }, "could not record a usage event");
      }
    },

    /** Records one event and its COUNTER counts; returns what was counted. */
    async record(actor: UsageActor, input: UsageInput): Promise<RecordOutcome> {
      const at = input.at ?? clock();
      const doc = input.document ?? null;
      const dataType =
        input.action === "search"
          ? "Platform"
          : input.videoId
            ? MULTIMEDIA
            : doc
              ? itemDataType(doc.contentType)
              : "Platform";
      const accessMethod: AccessMethod = actor.accessMethod ?? "Regular";
      let doubleClick = false;
      let metrics: MetricType[] = [];
      if (input.action === "search") {
        metrics = totalMetrics("search");
      } else if (doc) {
        doubleClick = await isDoubleClick(actor, input, at);
        if (!doubleClick)
          metrics = [...totalMetrics(input.action), ...(await firstInSession(actor, input, dataType, at))];
      }
      await writeCountedEvent(db, { actor, input, at, metrics, doubleClick, dataType, accessMethod });
      return { doubleClick, metrics, dataType };
    },
  };
  return recorder;
}

export type UsageRecorder = ReturnType<typeof createUsageRecorder>;
