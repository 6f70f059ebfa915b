// Keeps the in-memory search index (search-index.ts) current: built from the newest editions in
// batches, then caught up with every row whose updated_at moved (a trigger stamps each update),
// and rebuilt in the background when it has worn (many replaced slots) or when its number of
// documents no longer matches the table's — deleted documents leave no row to read.
// With a snapshot store (search-snapshot.ts) the first build loads the stored snapshot and
// catches up from its change stamp instead of reading every row, and the index writes a new
// snapshot from time to time once it has changed.
import { build, catchUp, fromSnapshot, type LoadingContext, type State } from "./live-search-loading.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchRepo } from "./search-repo.ts";
import type { SearchSnapshotStore } from "./search-snapshot.ts";

export interface LiveSearchIndexOptions {
  repo: Pick<SearchRepo, "scanIndexRows" | "indexChanges" | "clock" | "countLatest">;
  /** How often queries look for changed rows (0: before every query). */
  refreshMs: number;
  /** How often the index compares its number of documents with the table's. */
  checkMs: number;
  log?: { info(o: object, msg: string): void; error(o: object, msg: string): void };
  /** Where snapshots are loaded from at start and written to (none: always built from rows). */
  snapshots?: SearchSnapshotStore;
  /** How often the index looks whether to write a snapshot (with up to half of it as jitter). */
  snapshotEveryMs?: number;
}

type SearchLog = NonNullable<LiveSearchIndexOptions["log"]>;

/** For health and metrics: whether the index can answer yet. */
interface Readiness {
  state: "not-started" | "building" | "ready" | "failed";
  documents: number;
  error?: string;
  /** Where the index came from: a snapshot (and its stamp) or the rows. */
  source?: "snapshot" | "rows";
}

/**
 * What the live index keeps between calls. One object, shared by the parts below: a background
 * rebuild replaces `state` that queries read, and loading sets `source` and `snapshotOf` that
 * status and the snapshot writer read.
 */
interface LiveState {
  state: Promise<State> | null;
  readiness: Readiness;
  source: "snapshot" | "rows" | undefined;
  /** The index and version this process last wrote or loaded (nothing new to write). */
  snapshotOf: { ix: SearchIndex; version: number } | null;
  /** The catching up under way, which concurrent queries wait for instead of starting another. */
  refreshing: Promise<void> | null;
  rebuilding: boolean;
  snapshotTimer: NodeJS.Timeout | null;
}

/** How loading (live-search-loading.ts) reports where the index came from. */
function loadingContextOf(live: LiveState, opts: LiveSearchIndexOptions): LoadingContext {
  return {
    repo: opts.repo,
    log: opts.log,
    snapshots: opts.snapshots,
    setSource: (s) => {
      live.source = s;
    },
    setSnapshotOf: (of) => {
      live.snapshotOf = of;
    },
  };
}

/** Starts the first build (from the snapshot if there is one) and follows it in `readiness`. */
function startFirstBuild(live: LiveState, loading: LoadingContext): Promise<State> {
  const p = fromSnapshot(loading).then((s) => s ?? build(loading));
  live.state = p;
  live.readiness = { state: "building", documents: 0 };
  p.then(
    (s) => {
      live.readiness = { state: "ready", documents: s.ix.live, source: live.source };
    },
    (err) => {
      live.readiness = { state: "failed", documents: 0, error: (err as Error).message };
      // A failed build is tried again by the next query.
      if (live.state === p) live.state = null;
    },
  );
  return p;
}

/** Builds a fresh index beside the one serving queries, and swaps it in when done (one at a time). */
function rebuildInBackground(live: LiveState, loading: LoadingContext, old: State, log?: SearchLog) {
  if (live.rebuilding) return;
  live.rebuilding = true;
  build(loading)
    .then((fresh) => {
      if (live.state) live.state = Promise.resolve(fresh);
      log?.info({ replaced: old.ix.size, documents: fresh.ix.size }, "search index rebuilt");
    })
    .catch((err) => log?.error({ err }, "search index rebuild failed"))
    .finally(() => {
      live.rebuilding = false;
    });
}

/** Catches the index up with changed rows when it was last caught up `refreshMs` ago or more. */
async function catchUpWhenStale(live: LiveState, opts: LiveSearchIndexOptions, s: State) {
  if (Date.now() - s.checkedAt < opts.refreshMs) return;
  live.refreshing ??= catchUp(opts.repo, s).finally(() => {
    live.refreshing = null;
  });
  await live.refreshing;
}

/**
 * Rebuilds the index when it has worn, or (every `checkMs`) when its number of documents no
 * longer matches the table's: deleted documents leave no changed row to catch up from.
 */
function rebuildWhenWornOrOff(live: LiveState, loading: LoadingContext, opts: LiveSearchIndexOptions, s: State) {
  const { repo, checkMs, log } = opts;
  if (s.ix.worn) {
    rebuildInBackground(live, loading, s, log);
    return;
  }
  if (Date.now() - s.countedAt < checkMs) return;
  s.countedAt = Date.now();
  repo
    .countLatest()
    .then((n) => {
      if (n !== s.ix.live) rebuildInBackground(live, loading, s, log);
    })
    .catch((err) => log?.error({ err }, "search index count failed"));
}

/**
 * Writes a snapshot when the index has changed since this process wrote or loaded one, and
 * the stored one (another replica's, maybe) is older than the interval. Says what it did.
 */
async function writeSnapshotWhenChanged(
  live: LiveState,
  snapshots: SearchSnapshotStore | undefined,
  snapshotEveryMs: number,
  log: SearchLog | undefined,
  options: { force?: boolean },
): Promise<"written" | "unchanged" | "recent" | "busy" | "off"> {
  if (!snapshots || !live.state || live.readiness.state !== "ready") return "off";
  const s = await live.state;
  const { snapshotOf } = live;
  if (!options.force && snapshotOf?.ix === s.ix && snapshotOf.version === s.ix.version) return "unchanged";
  if (!options.force) {
    const stored = await snapshots.stored();
    if (
      stored &&
      stored.seenAt >= s.seenAt - snapshotEveryMs &&
      Date.parse(stored.writtenAt) > Date.now() - snapshotEveryMs
    )
      return "recent";
  }
  const version = s.ix.version;
  const started = Date.now();
  const header = await snapshots.save(s.ix, s.seenAt);
  if (!header) return "busy";
  live.snapshotOf = { ix: s.ix, version };
  log?.info(
    { documents: header.documents, bytes: header.bytes, ms: Date.now() - started },
    "search index snapshot written",
  );
  return "written";
}

/**
 * Calls `write` every `everyMs` plus up to half of it again (jitter, so that replicas started
 * together do not all write at once), each time after the previous write has ended.
 */
function scheduleSnapshotWrites(live: LiveState, everyMs: number, write: () => Promise<unknown>, log?: SearchLog) {
  const schedule = () => {
    live.snapshotTimer = setTimeout(
      () => {
        write()
          .catch((err: Error) => log?.error({ err: err.message }, "search index snapshot could not be written"))
          .finally(schedule);
      },
      everyMs * (1 + Math.random() / 2),
    );
    live.snapshotTimer.unref();
  };
  schedule();
}

export function createLiveSearchIndex(opts: LiveSearchIndexOptions) {
  const { log, snapshots } = opts;
  const snapshotEveryMs = opts.snapshotEveryMs ?? 600_000;
  const live: LiveState = {
    state: null,
    readiness: { state: "not-started", documents: 0 },
    source: undefined,
    snapshotOf: null,
    refreshing: null,
    rebuilding: false,
    snapshotTimer: null,
  };
  const loading = loadingContextOf(live, opts);

  return {
    /** The current index, caught up with changes at most `refreshMs` old. */
    async current(): Promise<SearchIndex> {
      const s = await (live.state ?? startFirstBuild(live, loading));
      await catchUpWhenStale(live, opts, s);
      live.readiness = { state: "ready", documents: s.ix.live, source: live.source };
      rebuildWhenWornOrOff(live, loading, opts, s);
      return s.ix;
    },

    /** Whether the index is built (health is DOWN until it is) and how many documents it holds. */
    status() {
      return live.readiness;
    },

    /** Starts the first build without waiting for it (server start), and the snapshot writer. */
    warm(): void {
      this.current().catch((err) => log?.error({ err }, "search index build failed"));
      if (snapshots && !live.snapshotTimer)
        scheduleSnapshotWrites(live, snapshotEveryMs, () => this.writeSnapshot(), log);
    },

    /**
     * Writes a snapshot when the index has changed since this process wrote or loaded one, and
     * the stored one (another replica's, maybe) is older than the interval. Says what it did.
     */
    writeSnapshot(options: { force?: boolean } = {}): Promise<"written" | "unchanged" | "recent" | "busy" | "off"> {
      return writeSnapshotWhenChanged(live, snapshots, snapshotEveryMs, log, options);
    },

    /** Stops the snapshot writer (server close). */
    close(): void {
      if (live.snapshotTimer) clearTimeout(live.snapshotTimer);
      live.snapshotTimer = null;
    },
  };
}

export type LiveSearchIndex = ReturnType<typeof createLiveSearchIndex>;
