// Keeps the in-memory search index (search-index.ts) current: built from the newest editions in
// batches, then caught up with every row whose updated_at moved (a trigger stamps each update),
// and rebuilt in the background when it has worn (many replaced slots) or when its number of
// documents no longer matches the table's — deleted documents leave no row to read.
import type { SearchIndex } from "./search-index.ts";
import { SearchIndex as Index } from "./search-index.ts";
import type { SearchRepo } from "./search-repo.ts";

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
  const { repo, refreshMs, checkMs, log } = opts;
  let state: Promise<State> | null = null;
  let refreshing: Promise<void> | null = null;
  let rebuilding = false;
  /** For health and metrics: whether the index can answer yet. */
  let readiness: { state: "not-started" | "building" | "ready" | "failed"; documents: number; error?: string } = {
    state: "not-started",
    documents: 0,
  };

  async function build(): Promise<State> {
    const started = Date.now();
    // Changes from here on are read by the first refresh.
    const seenAt = (await repo.clock()).getTime();
    const b = Index.builder();
    await repo.scanIndexRows(SCAN_BATCH, (rows) => {
      for (const row of rows) b.add(row);
    });
    const ix = await b.finish();
    log?.info({ documents: ix.size, ms: Date.now() - started }, "search index built");
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
        const p = build();
        state = p;
        readiness = { state: "building", documents: 0 };
        p.then(
          (s) => {
            readiness = { state: "ready", documents: s.ix.size };
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
      readiness = { state: "ready", documents: s.ix.size };
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

    /** Starts the first build without waiting for it (server start). */
    warm(): void {
      this.current().catch((err) => log?.error({ err }, "search index build failed"));
    },
  };
}

export type LiveSearchIndex = ReturnType<typeof createLiveSearchIndex>;
