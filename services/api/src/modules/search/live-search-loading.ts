// How the live search index (live-search-index.ts) gets its documents: from the stored snapshot
// caught up with the changes since, or built from the rows; and catching up with changed rows.

import { SearchIndex as Index, type SearchIndex } from "./search-index.ts";
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

export interface State {
  ix: SearchIndex;
  /** Newest change stamp seen (database clock, ms). */
  seenAt: number;
  checkedAt: number;
  /** When the document count was last compared. */
  countedAt: number;
}

/** What loading tells the live index: where the index came from, and which index a snapshot holds. */
export interface LoadingContext {
  repo: Pick<SearchRepo, "scanIndexRows" | "indexChanges" | "clock">;
  log?: { info(o: object, msg: string): void; error(o: object, msg: string): void };
  snapshots?: SearchSnapshotStore;
  setSource(source: "snapshot" | "rows"): void;
  setSnapshotOf(of: { ix: SearchIndex; version: number }): void;
}

/** The stored snapshot caught up with the changes since it was written, if there is one. */
export async function fromSnapshot(ctx: LoadingContext): Promise<State | null> {
  const { repo, log, snapshots } = ctx;
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
  ctx.setSnapshotOf({ ix: s.ix, version: s.ix.version });
  await catchUp(repo, s);
  ctx.setSource("snapshot");
  log?.info(
    { latestEditions: s.ix.size, ms: Date.now() - started, writtenAt: loaded.header.writtenAt },
    `search index loaded from its snapshot: ${s.ix.size} documents, the latest edition of each (earlier editions are not searched)`,
  );
  return s;
}

/** The index built from every row of the newest editions, then caught up. */
export async function build(ctx: LoadingContext): Promise<State> {
  const { repo, log } = ctx;
  const started = Date.now();
  // Changes from here on are read by the first refresh.
  const seenAt = (await repo.clock()).getTime();
  const b = Index.builder();
  await repo.scanIndexRows(SCAN_BATCH, (rows) => {
    for (const row of rows) b.add(row);
  });
  const ix = await b.finish();
  ctx.setSource("rows");
  // It holds each document's latest edition only (documents.is_latest): a seed of 1,000
  // documents with their earlier editions gives fewer entries, and the log says so.
  log?.info(
    { latestEditions: ix.size, ms: Date.now() - started },
    `search index built: ${ix.size} documents, the latest edition of each (earlier editions are not searched)`,
  );
  const s = { ix, seenAt, checkedAt: 0, countedAt: Date.now() };
  await catchUp(ctx.repo, s);
  return s;
}

/** Reads the rows changed since the last look (with the overlap) into the index. */
export async function catchUp(repo: LoadingContext["repo"], s: State): Promise<void> {
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
