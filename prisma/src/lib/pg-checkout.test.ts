// A connection held for several statements whose session PostgreSQL ends meanwhile (a restart, a
// failover): without a listener its 'error' event is unhandled and ends the process. Checked out
// through pg-checkout, the holder's next statement fails, the connection is destroyed on release
// and the pool goes on with a new one.

import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOut, withClient } from "./pg-checkout.ts";

let database: TestDatabase;
let pool: pg.Pool;
let admin: pg.Client;
const unhandled: unknown[] = [];
const onUncaught = (err: unknown) => unhandled.push(err);

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  pool.on("error", () => {});
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  process.on("uncaughtException", onUncaught);
});
afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  await admin?.end();
  await pool?.end();
  await database?.drop();
});

const pidOf = async (client: pg.PoolClient) =>
  (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("pg-checkout", () => {
  it("a held connection ended by the server fails its next statement, not the process, and is not reused", async () => {
    const held = await checkOut(pool);
    const pid = await pidOf(held.client);
    await held.client.query("BEGIN");
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    // The holder is awaiting something else meanwhile (Redis, storage, the next fetch).
    await settle();
    await expect(held.client.query("SELECT 1")).rejects.toThrow();
    held.release();
    expect(unhandled).toEqual([]);
    // The pool's one connection was destroyed: the next is a new session that works.
    const next = await withClient(pool, async (client) => pidOf(client));
    expect(next).not.toBe(pid);
  });

  it("withClient gives a healthy connection back for the next caller", async () => {
    const first = await withClient(pool, pidOf);
    const second = await withClient(pool, pidOf);
    expect(second).toBe(first);
    await expect(withClient(pool, (c) => c.query("SELECT nothing_here"))).rejects.toThrow();
    expect(await withClient(pool, pidOf)).toBe(first);
  });
});
