// Share-link tokens at rest (issue 23): only their SHA-256 and their AES-256-GCM seal (under a key
// the database does not hold) are stored; the links page still gets the address to copy. Links
// that migration 20261128110000 found in clear keep opening, and are sealed at the API's start.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useApi } from "@norma/tests/harness";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { companyOf, documentsOf, tokenIn } from "../groups/groups-fixtures.ts";
import { createShareTokenSealer } from "./share-link-tokens.ts";

const api = useApi();
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
let reader: string;
let docId: number;

const create = async () => {
  const res = await api.request({
    method: "POST",
    url: "/api/contentShare/links",
    token: reader,
    payload: { contentID: docId, expiresIn: "NEVER" },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; token: string; url: string };
};
const open = (token: string) =>
  api.request({ method: "POST", url: `/api/contentShare/links/open/${token}`, token: reader });
const listed = async (id: number) => {
  const res = await api.request({ method: "GET", url: "/api/contentShare/links?scope=mine&size=100", token: reader });
  return (res.json().content as { id: number; token: string | null; url: string | null }[]).find((l) => l.id === id)!;
};

async function sql(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: api.databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const company = await companyOf(api.db, "astm");
  reader = await tokenIn(api, "individual@astm.example", company.id);
  docId = (await documentsOf(api.db, company, 1))[0].id;
});

describe("share-link tokens at rest", () => {
  it("stores the token's SHA-256 and a seal, never the token; the list still gives the address", async () => {
    const link = await create();
    const rows = await sql("SELECT * FROM share_links WHERE id = $1", [link.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(link.token));
    expect(rows[0].legacy_token).toBeNull();
    expect(rows[0].token_sealed).toMatch(/^v1\./);
    // No column holds the token, in any encoding the row's text would show.
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(link.token);
    expect(text).not.toContain(Buffer.from(link.token).toString("hex"));
    expect(await listed(link.id)).toMatchObject({ token: link.token, url: link.url });
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it("a seal made under another key: the link opens, its address is not shown (null)", async () => {
    const link = await create();
    const other = createShareTokenSealer(randomBytes(32));
    await api.db.shareLink.update({ where: { id: link.id }, data: { tokenSealed: other.seal(link.token) } });
    expect(await listed(link.id)).toMatchObject({ token: null, url: null });
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it("the migration converts links stored in clear: they keep opening, and the API seals them", async () => {
    const link = await create();
    // The table as it was before 20261128110000, the link's token in clear (others' made up).
    await sql(`
      UPDATE share_links SET legacy_token = 'clear-' || id WHERE legacy_token IS NULL;
      UPDATE share_links SET legacy_token = '${link.token}' WHERE id = ${link.id};
      DROP INDEX share_links_token_hash_key;
      ALTER TABLE share_links DROP COLUMN token_hash, DROP COLUMN token_sealed;
      ALTER TABLE share_links RENAME COLUMN legacy_token TO token;
      ALTER TABLE share_links ALTER COLUMN token SET NOT NULL;
      CREATE UNIQUE INDEX share_links_token_key ON share_links (token);`);
    const migration = readFileSync(
      join(import.meta.dirname, "../../../../../prisma/migrations/20261128110000_share_link_token_hash/migration.sql"),
      "utf8",
    );
    await sql(migration);

    const [migrated] = await sql("SELECT * FROM share_links WHERE id = $1", [link.id]);
    expect(migrated.token_hash).toBe(sha256(link.token));
    // Before the API seals it, the link already opens (found by its hash) and shows its address.
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await listed(link.id)).url).toBe(link.url);

    // What the API's start does (app.ts onReady): seal every clear token, then none is left.
    expect(await api.app.services.sealLegacyShareLinks()).toBeGreaterThanOrEqual(1);
    const [sealed] = await sql("SELECT * FROM share_links WHERE id = $1", [link.id]);
    expect(sealed.legacy_token).toBeNull();
    expect(sealed.token_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(sealed)).not.toContain(link.token);
    expect(await sql("SELECT id FROM share_links WHERE legacy_token IS NOT NULL")).toEqual([]);
    expect((await open(link.token)).statusCode).toBe(200);
    expect(await listed(link.id)).toMatchObject({ token: link.token, url: link.url });
    expect(await api.app.services.sealLegacyShareLinks()).toBe(0);
  });
});
