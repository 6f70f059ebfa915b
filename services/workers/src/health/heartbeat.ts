// Liveness for a process that serves no HTTP: while the workers can reach what they work from
// (PostgreSQL and Redis), a file's modification time is refreshed every few seconds. The
// container's healthcheck reads the file's age (`checkHeartbeat`), so a wedged event loop or a
// lost database shows as unhealthy, not only a dead process.
import { statSync, utimesSync, writeFileSync } from "node:fs";

/** Resolves when the dependencies answer; rejects otherwise. */
export type HeartbeatProbe = () => Promise<void>;

export interface Heartbeat {
  stop(): void;
}

export function startHeartbeat(opts: {
  file: string;
  intervalMs: number;
  probe: HeartbeatProbe;
  onFailure?: (err: Error) => void;
}): Heartbeat {
  let stopped = false;
  const beat = async () => {
    try {
      await opts.probe();
      if (stopped) return;
      const now = new Date();
      try {
        utimesSync(opts.file, now, now);
      } catch {
        writeFileSync(opts.file, `${process.pid}\n`);
      }
    } catch (err) {
      opts.onFailure?.(err as Error);
    }
  };
  void beat();
  const timer = setInterval(beat, opts.intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** True when the file was refreshed within maxAgeMs. */
export function checkHeartbeat(file: string, maxAgeMs: number, now = Date.now()): boolean {
  try {
    return now - statSync(file).mtimeMs <= maxAgeMs;
  } catch {
    return false;
  }
}
