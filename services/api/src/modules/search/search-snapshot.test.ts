// Snapshots of the search index: a restored index answers exactly as the one it was taken of (and
// goes on taking changes), a snapshot of other code or a damaged one is never used, one taken while
// the index changed is not written, and a starting live index loads the stored snapshot and
// catches up from its stamp instead of reading every row.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalStorage } from "@norma/db/storage";
import { afterAll, describe, expect, it } from "vitest";
import { createLiveSearchIndex } from "./live-search-index.ts";
import { type IndexQuery, type IndexRow, SearchIndex } from "./search-index.ts";
import {
  createSearchSnapshotStore,
  decodeSnapshot,
  type EncodedSnapshot,
  encodeSnapshot,
  joinSnapshot,
  SNAPSHOT_KEY,
  searchCodeFingerprint,
  snapshotHeader,
} from "./search-snapshot.ts";

const T0 = new Date("2026-01-01T00:00:00Z");
const WORDS = ["steel", "pipe", "weld", "concrete", "tensile", "bolt", "valve", "cable", "glass", "rubber"];

function row(id: number, over: Partial<IndexRow> = {}): IndexRow {
  const w = (k: number) => WORDS[(id * 3 + k) % WORDS.length];
  return {
    id,
    publisher_id: 1 + (id % 3),
    refinement_node_ids: [id % 4, 10 + (id % 5)],
    collection_ids: id % 7 === 0 ? [7] : [],
    translated: id % 11 === 0,
    designation: `D${id}`,
    designation_no: `D${id}`,
    designation_key: `astmd${id}`,
    display_designation: `ASTM D${id}`,
    title_key: `${w(0)} ${w(1)} ${id}`,
    last_update_date: new Date(T0.getTime() + id * 86_400_000),
    published_date: null,
    is_latest: true,
    updated_at: T0,
    language_code: id % 5 === 0 ? "fr-FR" : "en-US",
    tsv: `'${w(0)}':1A '${w(1)}':2B '${w(2)}':5 '${w(3)}':9C`,
    ...over,
  };
}

const query = (over: Partial<IndexQuery>): IndexQuery => ({
  publisherIds: [1, 2, 3],
  entitled: null,
  nodeGroups: [],
  hasText: true,
  lexemes: null,
  designation: null,
  field: "keyword",
  ...over,
});

/** What a set of queries answers: ids in rank order with scores, counts, type-ahead. */
function answers(ix: SearchIndex) {
  const out: unknown[] = [];
  for (const lexemes of [[["steel"]], [["pipe"], ["weld"]], [["valve"]], null]) {
    const m = ix.match(query({ lexemes, hasText: lexemes !== null }));
    out.push(ix.page(m, null, 0, 50).map((p) => [ix.idOf(p.slot), p.score]));
    const c = ix.counts(m);
    out.push([...c.byNode].sort(), [...c.byPublisher].sort());
  }
  out.push(ix.typeAhead({ publisherIds: [1, 2, 3], entitled: null, nodeGroups: [] }, { key: "d1", words: [] }, 10));
  return out;
}

const rows = Array.from({ length: 400 }, (_, i) => row(i + 1));
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function storage() {
  const dir = await mkdtemp(join(tmpdir(), "norma-snapshot-"));
  dirs.push(dir);
  return createLocalStorage(dir);
}

describe("a search index snapshot", () => {
  it("restores an index that answers every query as the original, and takes changes after", async () => {
    const ix = SearchIndex.build(rows);
    const encoded = await encodeSnapshot(ix, 1234);
    expect(encoded).not.toBeNull();
    const restored = await decodeSnapshot(encoded ? joinSnapshot(encoded) : Buffer.alloc(0));
    expect(restored?.seenAt).toBe(1234);
    expect(restored?.header.documents).toBe(400);
    const copy = restored?.ix as SearchIndex;
    expect(copy).toBeInstanceOf(SearchIndex);
    expect(answers(copy)).toEqual(answers(ix));
    // Both take the same change the same way (the restored helpers have their methods back).
    const later = new Date(T0.getTime() + 60_000);
    const change = [row(3, { tsv: "'zeppelin':1A", updated_at: later }), row(401, { updated_at: later })];
    expect(copy.apply(change)).toBe(ix.apply(change));
    expect(answers(copy)).toEqual(answers(ix));
    expect(copy.match(query({ lexemes: [["zeppelin"]] })).length).toBe(1);
  });

  it("restores the same index from arrays and maps written in slices", async () => {
    const ix = SearchIndex.build(rows);
    const whole = await encodeSnapshot(ix, 5);
    const sliced = await encodeSnapshot(ix, 5, undefined, 7, 64);
    expect(sliced?.bytes).toBeGreaterThan(whole?.bytes ?? 0);
    const restored = (await decodeSnapshot(sliced ? joinSnapshot(sliced) : Buffer.alloc(0)))?.ix as SearchIndex;
    expect(answers(restored)).toEqual(answers(ix));
    expect(restored.designationKey).toEqual(ix.designationKey);
    expect(restored.updatedAt).toEqual(ix.updatedAt);
    expect(restored.ids).toBeInstanceOf(Int32Array);
  });

  it("is not used by other code, nor when it is damaged", async () => {
    const ix = SearchIndex.build(rows.slice(0, 50));
    const encoded = await encodeSnapshot(ix, 1);
    const data = joinSnapshot(encoded as EncodedSnapshot);
    expect(await decodeSnapshot(data, "another-build")).toBeNull();
    expect(await decodeSnapshot(data.subarray(0, data.length - 10))).toBeNull();
    expect(await decodeSnapshot(Buffer.from("not a snapshot at all"))).toBeNull();
    expect(await decodeSnapshot(Buffer.alloc(0))).toBeNull();
    // The fingerprint is the code's, the same each time it is asked.
    expect(searchCodeFingerprint()).toMatch(/^[0-9a-f]{32}$/);
    expect(searchCodeFingerprint()).toBe(encoded?.header.fingerprint);
  });

  it("is not used when written in an earlier format (before the compact columns of issue 29)", async () => {
    const data = joinSnapshot((await encodeSnapshot(SearchIndex.build(rows.slice(0, 50)), 1)) as EncodedSnapshot);
    const header = snapshotHeader(data);
    expect(header?.format).toBe(3);
    // The same snapshot with the header of format 2: magic, header length, header, the fields.
    const length = data.readUInt32LE(8);
    const older = Buffer.from(JSON.stringify({ ...header, format: 2 }));
    const lengthBytes = Buffer.alloc(4);
    lengthBytes.writeUInt32LE(older.length, 0);
    const rewritten = Buffer.concat([data.subarray(0, 8), lengthBytes, older, data.subarray(12 + length)]);
    expect(snapshotHeader(rewritten)?.format).toBe(2);
    expect(await decodeSnapshot(rewritten)).toBeNull();
    expect(await decodeSnapshot(data)).not.toBeNull();
  });

  it("is thrown away when the index changed while it was written", async () => {
    const ix = SearchIndex.build(rows);
    const writing = encodeSnapshot(ix, 1);
    // A catch-up between two fields (encodeSnapshot gives the event loop a turn after each).
    ix.apply([row(7, { tsv: "'changed':1A", updated_at: new Date(T0.getTime() + 1) })]);
    expect(await writing).toBeNull();
  });
});

describe("the live index with a snapshot store", () => {
  function fakeRepo(all: IndexRow[]) {
    const calls = { scans: 0, changes: 0 };
    let clock = T0.getTime() + 3_600_000;
    return {
      calls,
      rows: all,
      tick(ms: number) {
        clock += ms;
      },
      repo: {
        async scanIndexRows(batch: number, each: (rows: IndexRow[]) => void) {
          calls.scans++;
          const latest = all.filter((r) => r.is_latest);
          for (let i = 0; i < latest.length; i += batch) each(latest.slice(i, i + batch));
        },
        async indexChanges(after: { at: Date; id: number }, limit: number) {
          calls.changes++;
          return all
            .filter(
              (r) =>
                r.updated_at.getTime() > after.at.getTime() ||
                (r.updated_at.getTime() === after.at.getTime() && r.id > after.id),
            )
            .sort((a, b) => a.updated_at.getTime() - b.updated_at.getTime() || a.id - b.id)
            .slice(0, limit);
        },
        async clock() {
          return new Date(clock);
        },
        async countLatest() {
          return all.filter((r) => r.is_latest).length;
        },
      },
    };
  }

  it("builds from the rows the first time, writes a snapshot, and a new replica starts from it", async () => {
    const blobs = await storage();
    const snapshots = createSearchSnapshotStore(blobs);
    const db = fakeRepo(rows.map((r) => ({ ...r })));
    const first = createLiveSearchIndex({ repo: db.repo, refreshMs: 0, checkMs: 60_000, snapshots });
    expect(await first.writeSnapshot()).toBe("off"); // nothing built yet
    const built = await first.current();
    expect(db.calls.scans).toBe(1);
    expect(first.status()).toMatchObject({ state: "ready", source: "rows", documents: 400 });
    expect(await first.writeSnapshot()).toBe("written");
    expect(await first.writeSnapshot()).toBe("unchanged");
    expect(await snapshots.stored()).toMatchObject({ documents: 400, fingerprint: searchCodeFingerprint() });

    // A document changes after the snapshot (an hour later, by the database's clock).
    db.tick(3_600_000);
    const changedAt = new Date(T0.getTime() + 2 * 3_600_000);
    db.rows[9] = row(10, { tsv: "'zeppelin':1A", updated_at: changedAt });
    db.rows.push(row(401, { updated_at: changedAt }));

    const second = createLiveSearchIndex({
      repo: db.repo,
      refreshMs: 0,
      checkMs: 60_000,
      snapshots,
      snapshotEveryMs: 2 * 3_600_000,
    });
    const loaded = await second.current();
    expect(db.calls.scans).toBe(1); // not read again
    expect(second.status()).toMatchObject({ state: "ready", source: "snapshot", documents: 401 });
    expect(loaded.match(query({ lexemes: [["zeppelin"]] })).length).toBe(1);
    // It answers as the first replica's index does, having caught up with the same change.
    const caughtUp = await first.current();
    expect(caughtUp.match(query({ lexemes: [["zeppelin"]] })).length).toBe(1);
    expect(answers(loaded)).toEqual(answers(caughtUp));
    // Its index changed since the stored snapshot, but that one is recent (written within the
    // interval, its stamp within the interval of this index's): no second write; asked to, it writes.
    expect(await second.writeSnapshot()).toBe("recent");
    expect(await second.writeSnapshot({ force: true })).toBe("written");
    expect((await snapshots.stored())?.documents).toBe(401);
    expect(built).not.toBe(loaded);
  });

  it("builds from the rows when the stored snapshot is damaged or of other code", async () => {
    const blobs = await storage();
    await blobs.put(SNAPSHOT_KEY, Buffer.from("NORMASX1 damaged"));
    const db = fakeRepo(rows.slice(0, 20).map((r) => ({ ...r })));
    const live = createLiveSearchIndex({
      repo: db.repo,
      refreshMs: 0,
      checkMs: 60_000,
      snapshots: createSearchSnapshotStore(blobs),
    });
    await live.current();
    expect(db.calls.scans).toBe(1);
    expect(live.status()).toMatchObject({ source: "rows", documents: 20 });

    const other = await storage();
    await createSearchSnapshotStore(other, "other-code").save(SearchIndex.build(rows), 1);
    const db2 = fakeRepo(rows.slice(0, 20).map((r) => ({ ...r })));
    const live2 = createLiveSearchIndex({
      repo: db2.repo,
      refreshMs: 0,
      checkMs: 60_000,
      snapshots: createSearchSnapshotStore(other),
    });
    await live2.current();
    expect(db2.calls.scans).toBe(1);
    expect(live2.status()).toMatchObject({ source: "rows", documents: 20 });
  });
});
