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

export function createLiveSearchIndex(opts: LiveSearchIndexOptions) {
  const { repo, refreshMs, checkMs, log, snapshots } = opts;
  const snapshotEveryMs = opts.snapshotEveryMs ?? 600_000;
  let state: Promise<State> | null = null;
  let snapshotTimer: NodeJS.Timeout | null = null;
  /** The index and version this process last wrote or loaded (nothing new to write). */
  let snapshotOf: { ix: SearchIndex; version: number } | null = null;
  let refreshing: Promise<void> | null = null;
  let rebuilding = false;
  /** For health and metrics: whether the index can answer yet. */
  let readiness: {
    state: "not-started" | "building" | "ready" | "failed";
    documents: number;
    error?: string;
    /** Where the index came from: a snapshot (and its stamp) or the rows. */
    source?: "snapshot" | "rows";
  } = {
    state: "not-started",
    documents: 0,
  };
  let source: "snapshot" | "rows" | undefined;
  const loading: LoadingContext = {
    repo,
    log,
    snapshots,
    setSource: (s) => {
      source = s;
    },
    setSnapshotOf: (of) => {
      snapshotOf = of;
    },
  };

  function rebuildInBackground(old: State) {
    if (rebuilding) return;
    rebuilding = true;
    build(loading)
      .then((fresh) => {
        if (state) state = Promise.resolve(fresh);
        log?.info({ replaced: old.ix.size, documents: fresh.ix.size }, "search index rebuilt");
      })
      .catch((err) => log?.error({ err }, "search index rebuild failed"))
      .finally(() => {
        rebuilding = false;
      });
  }

  return {
    /** The current index, caught up with changes at most `refreshMs` old. */
    async current(): Promise<SearchIndex> {
      if (!state) {
        const p = fromSnapshot(loading).then((s) => s ?? build(loading));
        state = p;
        readiness = { state: "building", documents: 0 };
        p.then(
          (s) => {
            readiness = { state: "ready", documents: s.ix.live, source };
          },
          (err) => {
            readiness = { state: "failed", documents: 0, error: (err as Error).message };
            if (state === p) state = null;
          },
        );
      }
      const s = await state;
      if (Date.now() - s.checkedAt >= refreshMs) {
        refreshing ??= catchUp(repo, s).finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      readiness = { state: "ready", documents: s.ix.live, source };
      if (s.ix.worn) rebuildInBackground(s);
      else if (Date.now() - s.countedAt >= checkMs) {
        s.countedAt = Date.now();
        repo
          .countLatest()
          .then((n) => {
            if (n !== s.ix.live) rebuildInBackground(s);
          })
          .catch((err) => log?.error({ err }, "search index count failed"));
      }
      return s.ix;
    },

    /** Whether the index is built (health is DOWN until it is) and how many documents it holds. */
    status() {
      return readiness;
    },

    /** Starts the first build without waiting for it (server start), and the snapshot writer. */
    warm(): void {
      this.current().catch((err) => log?.error({ err }, "search index build failed"));
      if (snapshots && !snapshotTimer) {
        const schedule = () => {
          snapshotTimer = setTimeout(
            () => {
              this.writeSnapshot()
                .catch((err: Error) => log?.error({ err: err.message }, "search index snapshot could not be written"))
                .finally(schedule);
            },
            snapshotEveryMs * (1 + Math.random() / 2),
          );
          snapshotTimer.unref();
        };
        schedule();
      }
    },

    /**
     * Writes a snapshot when the index has changed since this process wrote or loaded one, and
     * the stored one (another replica's, maybe) is older than the interval. Says what it did.
     */
    async writeSnapshot(
      options: { force?: boolean } = {},
    ): Promise<"written" | "unchanged" | "recent" | "busy" | "off"> {
      if (!snapshots || !state || readiness.state !== "ready") return "off";
      const s = await state;
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
      snapshotOf = { ix: s.ix, version };
      log?.info(
        { documents: header.documents, bytes: header.bytes, ms: Date.now() - started },
        "search index snapshot written",
      );
      return "written";
    },

    /** Stops the snapshot writer (server close). */
    close(): void {
      if (snapshotTimer) clearTimeout(snapshotTimer);
      snapshotTimer = null;
    },
  };
}

export type LiveSearchIndex = ReturnType<typeof createLiveSearchIndex>;
