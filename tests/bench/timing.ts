// What the benchmarks share to time calls and print the figures (one home: reviews, usage,
// webhooks and references benches each had their own copy of the percentile and the timed loop).
import { loadavg } from "node:os";

/** The p-th percentile of some times (nearest rank; p in 0..100). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** A time in milliseconds, one decimal, padded to `width`. */
export const ms = (n: number, width = 9) => `${n.toFixed(1)} ms`.padStart(width);

/** The machine's load averages (1, 5 and 15 minutes): figures of a shared machine need them. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

/**
 * `count` GETs of `url` by `concurrency` clients at once, each signed in with `token`; the wall
 * time of each (whole body read). A reply that is not 200 stops the bench: its figure would lie.
 */
export async function timeCalls(url: string, token: string, count: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      next++;
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return times;
}

/** Times a synchronous or asynchronous function `runs` times, one after the other. */
export async function timeRuns(runs: number, fn: (i: number) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  return times;
}
