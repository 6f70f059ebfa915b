// Benchmark of the Reviews page at scale (issue 28, docs/reviews.md; `npm run bench:reviews`): on a
// migrated and seeded database — `npm run db:migrate && npm run db:seed`, or a copy of the test
// harness's template (`CREATE DATABASE norma_bench_reviews TEMPLATE norma_tpl_<key>`, see
// tests/harness/template.ts), which is what docs/performance.md's figures used — it brings the
// tenant to 10,000 tracked documents (tracked_documents rows spread over the tenant's users and
// documents, each under the user's default account) and gives the signed-in user's default account
// 500 open reviews (due dates from a month overdue to two months ahead, some without one) and 100
// signed-off ones, with items, reviewers and OPEN audit rows shaped as prisma/src/reviews/
// open-reviews.ts makes them (its function opens one change for many accounts, not many changes
// for one account, so the rows are inserted in bulk here). Then it starts the real API on
// 127.0.0.1, signs in as that member and times GET /api/reviews — the whole list, each status
// filter and the sidebar badge's call (open, mine, size 1) — at 1 client and at 16 clients, the
// reader's page size (25). Prints p50/p95/p99 per call, the CPU time per request and the load
// average (with --explain, first the plans of the list's queries); removes the rows it made.
//
//   npm run bench:reviews -- --database-url postgresql://postgres@127.0.0.1:5432/norma_bench_reviews --requests 200
import { parseArgs } from "node:util";
import pg from "pg";
import { signIn, startBenchApi } from "./bench-api.ts";
import { loadAverage as load, ms, percentile as pct, timeCalls } from "./timing.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    tenant: { type: "string", default: "astm" },
    email: { type: "string", default: "admin@astm.example" },
    tracked: { type: "string", default: "10000" },
    open: { type: "string", default: "500" },
    closed: { type: "string", default: "100" },
    requests: { type: "string", default: "200" },
    clients: { type: "string", default: "16" },
    // Prints the plans (EXPLAIN ANALYZE) of the list's page and counts queries before timing.
    explain: { type: "boolean", default: false },
  },
  strict: true,
});
const databaseUrl: string = values["database-url"] ?? process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) names a migrated, seeded database");
const trackedGoal = Number(values.tracked);
const openCount = Number(values.open);
const closedCount = Number(values.closed);
const requests = Number(values.requests);
const clients = Number(values.clients);
const GOAL_P95_MS = 200;

interface Scope {
  tenantId: number;
  accountId: number;
  userId: number;
}

/** Tracking rows until the tenant tracks `trackedGoal` documents: its users × documents, shuffled. */
async function addTracking(db: pg.Client, s: Scope): Promise<number[]> {
  const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM tracked_documents WHERE tenant_id = $1", [
    s.tenantId,
  ]);
  const needed = trackedGoal - Number(rows[0].n);
  if (needed <= 0) return [];
  await db.query("SELECT setseed(0.28)");
  const made = await db.query<{ id: number }>(
    `INSERT INTO tracked_documents (tenant_id, user_id, account_id, document_id, updated_at)
     SELECT $1, u.id, COALESCE(m.account_id, $2), d.id, now()
       FROM users u
       LEFT JOIN account_memberships m ON m.user_id = u.id AND m.is_default
      CROSS JOIN documents d
      WHERE u.tenant_id = $1
        AND NOT EXISTS (SELECT 1 FROM tracked_documents t WHERE t.user_id = u.id AND t.document_id = d.id)
      ORDER BY random()
      LIMIT $3
     RETURNING id`,
    [s.tenantId, s.accountId, needed],
  );
  if (made.rowCount !== needed)
    throw new Error(`only ${made.rowCount} of ${needed} tracking rows: the tenant has too few users × documents`);
  return made.rows.map((r) => r.id);
}

/** The reviews: open ones with spread due dates, then signed-off ones, items, reviewers, audit rows. */
async function addReviews(db: pg.Client, s: Scope): Promise<number[]> {
  const total = openCount + closedCount;
  // Open i is due (i mod 91) - 30 days from today (a third overdue, a week's worth due soon); every
  // 25th has no due date. Signed-off ones come after, signed off over the last 100 days.
  const made = await db.query<{ id: number }>(
    `INSERT INTO revision_reviews (tenant_id, account_id, document_id, change, origin, opened_at, due_date)
     SELECT $1, $2, p.document_id, p.change, 'AUTO', now() - make_interval(days => (p.n % 120)::int),
            CASE WHEN p.n % 25 = 0 THEN NULL ELSE (now() AT TIME ZONE 'UTC')::date + (p.n % 91)::int - 30 END
       FROM (SELECT d.id AS document_id, c.change, row_number() OVER (ORDER BY d.id, c.change) AS n
               FROM documents d CROSS JOIN (VALUES ('NEW_VERSION'), ('WITHDRAWN')) AS c(change)
              WHERE NOT EXISTS (SELECT 1 FROM revision_reviews r
                                 WHERE r.account_id = $2 AND r.document_id = d.id AND r.change = c.change)) p
      WHERE p.n <= $3
      ORDER BY p.n
     RETURNING id`,
    [s.tenantId, s.accountId, total],
  );
  if (made.rowCount !== total) throw new Error(`only ${made.rowCount} of ${total} reviews: too few documents`);
  const ids = made.rows.map((r) => r.id);
  // 3 to 14 clause items each; a third of an open review's decided, every item of a closed one.
  await db.query(
    `INSERT INTO revision_review_items (review_id, kind, item_key, position, label, detail, decision,
                                        decided_by_id, decided_at)
     SELECT r.id, 'CLAUSE', g::text, g, concat_ws(' ', g || '.1', 'Scope'),
            jsonb_build_object('change', 'MODIFIED', 'number', g || '.1', 'heading', jsonb_build_array('Scope')),
            CASE WHEN r.n > $3 OR g % 3 = 0 THEN 'NO_IMPACT' END,
            CASE WHEN r.n > $3 OR g % 3 = 0 THEN $2::int END,
            CASE WHEN r.n > $3 OR g % 3 = 0 THEN now() END
       FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n)
      CROSS JOIN LATERAL generate_series(1, 3 + (r.n % 12)::int) AS g`,
    [ids, s.userId, openCount],
  );
  // Reviewers: one or two of the account's members each, the signed-in one on every third review.
  await db.query(
    `INSERT INTO revision_review_reviewers (review_id, user_id)
     SELECT DISTINCT r.id, CASE WHEN r.n % 3 = 0 THEN $2::int ELSE m.ids[1 + ((r.n + k) % array_length(m.ids, 1))::int] END
       FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n)
      CROSS JOIN (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM account_memberships WHERE account_id = $3) m
      CROSS JOIN generate_series(0, 1) AS k`,
    [ids, s.userId, s.accountId],
  );
  await db.query(
    `INSERT INTO revision_review_audits (review_id, action, user_id, user_name, audit_data)
     SELECT r.id, 'OPEN', NULL, '', jsonb_build_object('current', jsonb_build_object(
              'origin', r.origin, 'change', r.change, 'documentId', r.document_id, 'dueDate', r.due_date,
              'items', (SELECT count(*) FROM revision_review_items i WHERE i.review_id = r.id)))
       FROM revision_reviews r WHERE r.id = ANY($1::int[])`,
    [ids],
  );
  await db.query(
    `UPDATE revision_reviews
        SET status = 'SIGNED_OFF', signed_off_by_id = $2, signed_off_by_name = 'Bench Signer',
            signed_off_at = now() - make_interval(days => (id % 100)::int), updated_at = now()
      WHERE id = ANY($1::int[])`,
    [ids.slice(openCount), s.userId],
  );
  return ids;
}

/** The plans of the Reviews list's queries (reviews-repo.ts page and listCounts, whole list), as run. */
async function explain(db: pg.Client, s: Scope) {
  const today = "(now() AT TIME ZONE 'UTC')::date";
  const queries = {
    page: `SELECT r.id FROM revision_reviews r WHERE r.tenant_id = $1 AND r.account_id = $2
            ORDER BY (r.status = 'OPEN') DESC, (r.status = 'OPEN' AND r.due_date < ${today}) DESC,
                     CASE WHEN r.status = 'OPEN' THEN r.due_date END ASC NULLS LAST,
                     r.signed_off_at DESC NULLS LAST, r.id DESC OFFSET 0 LIMIT 25`,
    counts: `SELECT count(*) FILTER (WHERE r.status = 'OPEN') AS open,
                    count(*) FILTER (WHERE r.status = 'OPEN' AND r.due_date < ${today}) AS overdue
               FROM revision_reviews r WHERE r.tenant_id = $1 AND r.account_id = $2`,
  };
  for (const [name, sql] of Object.entries(queries)) {
    const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [
      s.tenantId,
      s.accountId,
    ]);
    console.log(`\n${name}:\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  }
}

async function measure(address: string, token: string) {
  const cases = [
    ["all (page 1)", "size=25"],
    ["open", "status=open&size=25"],
    ["due soon", "status=due-soon&size=25"],
    ["overdue", "status=overdue&size=25"],
    ["closed", "status=closed&size=25"],
    ["badge (open, mine)", "status=open&mine=true&size=1"],
  ] as const;
  const first = await fetch(`${address}/api/reviews?size=1`, { headers: { authorization: `Bearer ${token}` } });
  const { counts } = (await first.json()) as { counts: Record<string, number> };
  console.log(`the account's lists: ${JSON.stringify(counts)}`);
  let worst = 0;
  for (const concurrency of [1, clients]) {
    console.log(`\n${concurrency} client(s), ${requests} requests per call (load average before ${load()}):`);
    console.log(
      `  ${"call".padEnd(20)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"p99".padStart(9)} ${"max".padStart(9)} ${"cpu/req".padStart(9)}`,
    );
    for (const [label, query] of cases) {
      const url = `${address}/api/reviews?${query}`;
      await timeCalls(url, token, 10, concurrency); // warm-up, not counted
      // CPU time of this process (the API and its clients' fetches) per request: unlike the
      // wall-clock times it does not grow with the other work of a shared machine.
      const cpuBefore = process.cpuUsage();
      const t = await timeCalls(url, token, requests, concurrency);
      const cpu = process.cpuUsage(cpuBefore);
      worst = Math.max(worst, pct(t, 95));
      console.log(
        `  ${label.padEnd(20)} ${ms(pct(t, 50))} ${ms(pct(t, 95))} ${ms(pct(t, 99))}  ${ms(Math.max(...t))} ${ms((cpu.user + cpu.system) / 1000 / requests)}`,
      );
    }
  }
  console.log(
    `\nworst p95 ${worst.toFixed(1)} ms: goal p95 ≤ ${GOAL_P95_MS} ms ${worst <= GOAL_P95_MS ? "met" : "NOT met"} (load average after ${load()})`,
  );
}

async function main() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const who = await db.query<{ tenant_id: number; user_id: number; account_id: number }>(
    `SELECT t.id AS tenant_id, u.id AS user_id, m.account_id
       FROM tenants t JOIN users u ON u.tenant_id = t.id
       JOIN account_memberships m ON m.user_id = u.id AND m.is_default
      WHERE t.code = $1 AND u.email = $2`,
    [values.tenant, values.email],
  );
  if (!who.rowCount) throw new Error(`${values.email} of ${values.tenant} has no default account`);
  const scope: Scope = {
    tenantId: who.rows[0].tenant_id,
    accountId: who.rows[0].account_id,
    userId: who.rows[0].user_id,
  };
  let trackedIds: number[] = [];
  let reviewIds: number[] = [];
  let app: { close(): Promise<unknown> } | null = null;
  try {
    const madeAt = performance.now();
    trackedIds = await addTracking(db, scope);
    reviewIds = await addReviews(db, scope);
    await db.query("ANALYZE tracked_documents, revision_reviews, revision_review_items, revision_review_reviewers");
    const tracked = await db.query<{ n: string }>("SELECT count(*) AS n FROM tracked_documents WHERE tenant_id = $1", [
      scope.tenantId,
    ]);
    console.log(
      `tenant ${values.tenant}: ${Number(tracked.rows[0].n).toLocaleString("en-US")} tracked documents (${trackedIds.length.toLocaleString("en-US")} rows added); account ${scope.accountId}: ${openCount} open and ${closedCount} signed-off reviews added (${((performance.now() - madeAt) / 1000).toFixed(1)} s)`,
    );

    if (values.explain) await explain(db, scope);

    const api = await startBenchApi(databaseUrl, "reviews");
    app = api;
    const address = api.address;
    await measure(address, await signIn(address, values.tenant, values.email));
  } finally {
    await app?.close();
    // The reviews' items, reviewers and audit rows go with them (ON DELETE CASCADE).
    if (reviewIds.length) await db.query("DELETE FROM revision_reviews WHERE id = ANY($1::int[])", [reviewIds]);
    if (trackedIds.length) await db.query("DELETE FROM tracked_documents WHERE id = ANY($1::int[])", [trackedIds]);
    await db.end();
  }
}

await main();
