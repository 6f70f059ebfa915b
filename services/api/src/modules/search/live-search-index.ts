// Keeps the in-memory search index (search-index.ts) current: built from the newest editions in
// batches, then caught up with every row whose updated_at moved (a trigger stamps each update),
// and rebuilt in the background when it has worn (many replaced slots) or when its number of
// documents no longer matches the table's — deleted documents leave no row to read.
// With a snapshot store (search-snapshot.ts) the first build loads the stored snapshot and
// catches up from its change stamp instead of reading every row, and the index writes a new
// snapshot from time to time once it has changed.
import type { SearchIndex } from "./search-index.ts";
import { SearchIndex as Index } from "./search-index.ts";
import type { SearchRepo } from "./search-repo.ts";
import type { SearchSnapshotStore } from "./search-snapshot.ts";

/** Rows read per statement while catching up. */
const BATCH = 5_000;
/** Rows read at a time while building: small, so that queries served meanwhile wait little. */
const SCAN_BATCH = 2_000;
/**
 * Changes are read again from this far before the newest one seen: a transaction stamps its
 * rows when it writes them but shows them when it commits, so a row can appear later with an
 * older stamp than rows already read.
 */
const OVERLAP_MS = 60_000;

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

interface State {
  ix: SearchIndex;
  /** Newest change stamp seen (database clock, ms). */
  seenAt: number;
  checkedAt: number;
  /** When the document count was last compared. */
  countedAt: number;
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

  /** The stored snapshot caught up with the changes since it was written, if there is one. */
  async function fromSnapshot(): Promise<State | null> {
    if (!snapshots) return null;
    const started = Date.now();
    const loaded = await snapshots.load().catch((err: Error) => {
      log?.error({ err: err.message }, "search index snapshot could not be read; building from the rows");
      return null;
    });
    if (!loaded) return null;
    // countedAt 0: the first query compares the document count (a deletion since the snapshot
    // leaves no row to catch up from, and starts a rebuild).
    const s: State = { ix: loaded.ix, seenAt: loaded.seenAt, checkedAt: 0, countedAt: 0 };
    // What the snapshot holds; the changes caught up below are new to it.
    snapshotOf = { ix: s.ix, version: s.ix.version };
    await catchUp(s);
    source = "snapshot";
    log?.info(
      { latestEditions: s.ix.size, ms: Date.now() - started, writtenAt: loaded.header.writtenAt },
      `search index loaded from its snapshot: ${s.ix.size} documents, the latest edition of each (earlier editions are not searched)`,
    );
    return s;
  }

  async function build(): Promise<State> {
    const started = Date.now();
    // Changes from here on are read by the first refresh.
    const seenAt = (await repo.clock()).getTime();
    const b = Index.builder();
    await repo.scanIndexRows(SCAN_BATCH, (rows) => {
      for (const row of rows) b.add(row);
    });
    const ix = await b.finish();
    source = "rows";
    // It holds each document's latest edition only (documents.is_latest): a seed of 1,000
    // documents with their earlier editions gives fewer entries, and the log says so.
    log?.info(
      { latestEditions: ix.size, ms: Date.now() - started },
      `search index built: ${ix.size} documents, the latest edition of each (earlier editions are not searched)`,
    );
    const s = { ix, seenAt, checkedAt: 0, countedAt: Date.now() };
    await catchUp(s);
    return s;
  }

  /** Reads the rows changed since the last look (with the overlap) into the index. */
  async function catchUp(s: State): Promise<void> {
    // Read before the changes: a row stamped after it is within the overlap of the next look.
    const now = (await repo.clock()).getTime();
    let cursor = { at: new Date(s.seenAt - OVERLAP_MS), id: 0 };
    for (;;) {
      const rows = await repo.indexChanges(cursor, BATCH);
      s.ix.apply(rows);
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1];
      cursor = { at: last.updated_at, id: last.id };
    }
    s.seenAt = now;
    s.checkedAt = Date.now();
  }

  function rebuildInBackground(old: State) {
    if (rebuilding) return;
    rebuilding = true;
    build()
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
        const p = fromSnapshot().then((s) => s ?? build());
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
        refreshing ??= catchUp(s).finally(() => {
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
