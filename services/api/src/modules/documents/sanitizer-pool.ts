// The document-HTML sanitiser off the request path: DOMPurify on jsdom (workers' html-safety.ts) takes
// 1–7 s on a large standard, which on the API's own thread would stall every other request of
// the process for that long. Sanitising runs instead in a small pool of worker threads
// (sanitize-worker.ts); the API's event loop only copies the text there and back.
//   - threads start on first use and are kept (jsdom's start-up is paid once per thread);
//   - a thread takes requests once it says it is ready (jsdom loaded), so a request's time limit
//     counts the sanitising only;
//   - a thread that overruns `taskTimeoutMs` (hostile markup) is terminated, its request fails
//     (the caller answers an error), and a fresh thread takes the next request;
//   - a thread that dies (out of memory: `maxMemoryMb` bounds each one) fails its request only.
// The entry is `sanitize-worker.mjs` beside the bundle (dist/), else the TypeScript source (run
// through tsx), like the workers' sandboxed processors.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { createTtlCache } from "@norma/db/ttl-cache";
import type { SanitizeReply } from "./sanitize-worker.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

/** The thread's entry file: the bundled one beside this code, else the source. */
export function sanitizeWorkerEntry(): { file: string; execArgv: string[] } {
  const bundled = join(HERE, "sanitize-worker.mjs");
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  const source = join(HERE, "sanitize-worker.ts");
  if (existsSync(source)) return { file: source, execArgv: ["--import", "tsx"] };
  throw new Error(`sanitize-worker not found (looked for ${bundled} and ${source})`);
}

export interface HtmlSanitizer {
  /** The sanitised, complete HTML document. */
  sanitize(html: string): Promise<string>;
  /** Ends the threads; requests still waiting fail. */
  close(): Promise<void>;
}

export interface SanitizerPoolOptions {
  /** Threads at most (default: half the CPUs, 1 to 4). */
  threads?: number;
  /** A request taking longer ends its thread and fails (default 60 s). */
  taskTimeoutMs?: number;
  /** Old-generation heap limit of each thread, MB (default 512). */
  maxMemoryMb?: number;
}

interface Task {
  html: string;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  taskId: number;
  timer?: NodeJS.Timeout;
}

export function defaultSanitizerThreads(): number {
  return Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
}

/** The pool's threads and waiting requests, shared by the functions below. */
interface PoolState {
  /** Threads at most. */
  size: number;
  taskTimeoutMs: number;
  maxMemoryMb: number;
  slots: Slot[];
  /** Requests no thread has taken yet, oldest first. */
  queue: Task[];
  nextId: number;
  closed: boolean;
}

/** Ends a thread: its request fails with `error`, and the waiting requests go to the others. */
function retire(pool: PoolState, slot: Slot, error: Error) {
  const at = pool.slots.indexOf(slot);
  if (at >= 0) pool.slots.splice(at, 1);
  if (slot.timer) clearTimeout(slot.timer);
  const task = slot.task;
  slot.task = null;
  task?.reject(error);
  void slot.worker.terminate().catch(() => {});
  // A thread that could not even start would fail again: the requests waiting fail with it.
  if (!slot.ready) for (const waiting of pool.queue.splice(0)) waiting.reject(error);
  dispatch(pool);
}

/** A thread's message: it is ready (jsdom loaded), or its request's answer. */
function onThreadReply(pool: PoolState, slot: Slot, reply: SanitizeReply) {
  if ("ready" in reply) {
    slot.ready = true;
    if (pool.queue.length === 0) slot.worker.unref();
    dispatch(pool);
    return;
  }
  const task = slot.task;
  if (!task || reply.id !== slot.taskId) return;
  if (slot.timer) clearTimeout(slot.timer);
  slot.task = null;
  slot.worker.unref();
  if ("error" in reply) task.reject(new Error(`sanitising failed: ${reply.error}`));
  else task.resolve(reply.html);
  dispatch(pool);
}

/** Starts a thread; it takes requests once it says it is ready. */
function spawn(pool: PoolState): Slot {
  const entry = sanitizeWorkerEntry();
  const worker = new Worker(entry.file, {
    execArgv: entry.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: pool.maxMemoryMb },
  });
  const slot: Slot = { worker, ready: false, task: null, taskId: 0 };
  worker.on("message", (reply: SanitizeReply) => onThreadReply(pool, slot, reply));
  // A thread can throw any value (Node's types say unknown); a waiting request is rejected with an Error.
  worker.on("error", (error) => retire(pool, slot, error instanceof Error ? error : new Error(String(error))));
  worker.on("exit", (code) => {
    if (pool.slots.includes(slot)) retire(pool, slot, new Error(`sanitiser thread exited (code ${code})`));
  });
  // Referenced while it starts for a waiting request; unreferenced when idle.
  pool.slots.push(slot);
  return slot;
}

/** Gives a ready thread a request, under the time limit. */
function startTask(pool: PoolState, slot: Slot, task: Task) {
  slot.task = task;
  slot.taskId = pool.nextId++;
  // Held by a request: the process waits for it (an idle thread does not keep it alive).
  slot.worker.ref();
  slot.timer = setTimeout(
    () => retire(pool, slot, new Error(`sanitising took longer than ${pool.taskTimeoutMs} ms`)),
    pool.taskTimeoutMs,
  );
  slot.timer.unref();
  slot.worker.postMessage({ id: slot.taskId, html: task.html });
}

/** Hands waiting requests to idle ready threads, and starts threads while requests outnumber them. */
function dispatch(pool: PoolState) {
  if (pool.closed) return;
  const { slots, queue } = pool;
  for (const slot of slots) {
    if (queue.length === 0) break;
    if (slot.ready && slot.task === null) startTask(pool, slot, queue.shift() as Task);
  }
  // A thread still starting will take a waiting request; more start while requests outnumber them.
  let starting = slots.filter((s) => !s.ready).length;
  while (queue.length > starting && slots.length < pool.size) {
    spawn(pool);
    starting++;
  }
}

/** Fails every request, waiting or under way, and ends the threads. */
async function closePool(pool: PoolState) {
  pool.closed = true;
  for (const task of pool.queue.splice(0)) task.reject(new Error("the sanitiser pool is closed"));
  const all = pool.slots.splice(0);
  for (const slot of all) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(new Error("the sanitiser pool is closed"));
    slot.task = null;
  }
  await Promise.all(all.map((s) => s.worker.terminate().catch(() => {})));
}

export function createSanitizerPool(options: SanitizerPoolOptions = {}): HtmlSanitizer {
  const pool: PoolState = {
    size: Math.max(1, options.threads ?? defaultSanitizerThreads()),
    taskTimeoutMs: options.taskTimeoutMs ?? 60_000,
    maxMemoryMb: options.maxMemoryMb ?? 512,
    slots: [],
    queue: [],
    nextId: 1,
    closed: false,
  };
  return {
    sanitize(html: string): Promise<string> {
      if (pool.closed) return Promise.reject(new Error("the sanitiser pool is closed"));
      return new Promise<string>((resolve, reject) => {
        pool.queue.push({ html, resolve, reject });
        dispatch(pool);
      });
    },
    close: () => closePool(pool),
  };
}

/** Sanitises on the calling thread (scripts and unit tests that build a service without the pool). */
export function createInlineSanitizer(): HtmlSanitizer {
  return {
    sanitize: async (html) => (await import("@norma/documents/html/html-safety")).sanitizeDocumentHtml(html),
    close: async () => {},
  };
}

/**
 * A small cache of sanitised documents, keyed by their stored copy's key (which names the HTML's
 * bytes and the sanitiser): sanitising 1 MB takes a while. On the cache helper: `getOrLoad` makes
 * a missing entry once however many requests ask for it meanwhile and keeps no failure; at `max`
 * entries the least recently used one goes. Entries do not expire: what a key names never changes.
 */
export function createSanitizedCache(max = 32) {
  return createTtlCache<string, string>({ name: "sanitized-html", max });
}
