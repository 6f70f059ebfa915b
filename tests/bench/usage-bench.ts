// Benchmark of the usage reports (`npm run bench:usage -- --database-url …`): on a database seeded
// with `npm run db:seed -- --usage-events N`, starts the real API on 127.0.0.1 and times 12-month
// COUNTER reports over HTTP (TR for the busiest account and for its whole tenant, and PR, DR, IR
// of the tenant): the first call and p50/p95 of the next ones, with curl as the client (another
// process, as a harvester is). Then records events through the API's recorder and prints what one
// costs and the roll-ups' lag behind it. Prints figures only.
//
//   npm run bench:usage -- --database-url postgresql://postgres@127.0.0.1:5432/norma_bench_usage --runs 10
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import pg from "pg";
import { signIn, startBenchApi } from "./bench-api.ts";
import { percentile as pct } from "./timing.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "10" },
    record: { type: "string", default: "300" },
  },
  strict: true,
});
const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) names a database seeded with --usage-events");
const runs = Number(values.runs);
const recordCount = Number(values.record);
const execFileAsync = promisify(execFile);
const replyFile = join(tmpdir(), `norma-bench-usage-reply-${process.pid}.json`);

const ms = (n: number) => `${n.toFixed(1)} ms`; // unpadded: the lines pad each figure

async function main() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const counts = await db.query<{ events: string; daily: string; monthly: string }>(`
    SELECT (SELECT COUNT(*) FROM usage_events) AS events,
           (SELECT COUNT(*) FROM counter_usage_daily) AS daily,
           (SELECT COUNT(*) FROM counter_usage_monthly) AS monthly`);
  const busiest = await db.query<{
    tenant_id: number;
    code: string;
    account_id: number;
    account_number: string;
    n: string;
  }>(`
    SELECT c.tenant_id, t.code, c.account_id, a.account_number, SUM(c.count) AS n
      FROM counter_usage_monthly c JOIN tenants t ON t.id = c.tenant_id JOIN accounts a ON a.id = c.account_id
     GROUP BY 1, 2, 3, 4 ORDER BY n DESC LIMIT 1`);
  if (!busiest.rowCount) throw new Error("no usage: seed with --usage-events N");
  const { code, account_number: accountNumber, tenant_id: tenantId } = busiest.rows[0];
  const admin = await db.query<{ email: string }>(
    "SELECT email FROM users WHERE tenant_id = $1 AND 'ADMIN' = ANY(authorities) AND activated ORDER BY id LIMIT 1",
    [tenantId],
  );
  const adminEmail = admin.rows[0]?.email;
  if (!adminEmail) throw new Error(`tenant ${code} has no activated admin to sign in with`);
  console.log(
    `usage_events ${Number(counts.rows[0].events).toLocaleString("en-US")}, counter_usage_daily ${Number(counts.rows[0].daily).toLocaleString("en-US")} rows, counter_usage_monthly ${Number(counts.rows[0].monthly).toLocaleString("en-US")} rows`,
  );
  console.log(`tenant ${code}, busiest account ${accountNumber}`);

  const { address, app } = await startBenchApi(databaseUrl, "usage");
  const token = await signIn(address, code, adminEmail);

  const now = new Date();
  const begin = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 7);
  const end = now.toISOString().slice(0, 7);
  const cases = [
    ["TR, one account", `tr?customer_id=${encodeURIComponent(accountNumber)}`],
    ["TR, whole tenant", `tr?customer_id=${code}`],
    ["PR, whole tenant", `pr?customer_id=${code}`],
    ["DR, whole tenant", `dr?customer_id=${code}`],
    ["IR, one account", `ir?customer_id=${encodeURIComponent(accountNumber)}`],
    ["IR, whole tenant", `ir?customer_id=${code}`],
  ] as const;
  console.log(
    `\n12-month reports (${begin} to ${end}), ${runs} runs after the first (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")}):`,
  );
  for (const [label, path] of cases) {
    const times: number[] = [];
    // CPU time of this process (the API) per call: unlike the wall-clock time it does not grow
    // with the other work of a shared machine.
    const cpuTimes: number[] = [];
    // When the reply's first byte came: the report is read and sorted, the rest is writing it.
    const firstBytes: number[] = [];
    let first = 0;
    let items = 0;
    let bytes = 0;
    for (let i = 0; i <= runs; i++) {
      const cpuBefore = process.cpuUsage();
      // The client is curl, another process as a harvester is: reading the 10 MB reply takes no
      // time of the API's thread, and time_total runs to the last byte.
      const { stdout } = await execFileAsync(
        "curl",
        [
          "-sS",
          "-o",
          replyFile,
          "-w",
          "%{http_code} %{time_total} %{time_starttransfer}",
          "-H",
          `authorization: Bearer ${token}`,
          `${address}/api/sushi/r51/reports/${path}&begin_date=${begin}&end_date=${end}`,
        ],
        { maxBuffer: 1024 * 1024 },
      );
      const cpu = process.cpuUsage(cpuBefore);
      const [status, seconds, firstByte] = stdout.trim().split(" ");
      const took = Number(seconds) * 1000;
      if (i > 0) firstBytes.push(Number(firstByte) * 1000);
      if (i > 0) cpuTimes.push((cpu.user + cpu.system) / 1000);
      if (status !== "200") throw new Error(`${label}: ${status} ${readFileSync(replyFile, "utf8").slice(0, 200)}`);
      if (i === 0) {
        first = took;
        const body = readFileSync(replyFile, "utf8");
        bytes = body.length;
        const json = JSON.parse(body) as { Report_Items: { Items?: unknown[] }[] };
        items = json.Report_Items.reduce((n, r) => n + (r.Items?.length ?? 1), 0);
      } else times.push(took);
    }
    console.log(
      `  ${label.padEnd(18)} first ${ms(first).padStart(9)}  p50 ${ms(pct(times, 50)).padStart(9)}  p95 ${ms(pct(times, 95)).padStart(9)}  first byte p50 ${ms(pct(firstBytes, 50)).padStart(9)}  cpu p50 ${ms(pct(cpuTimes, 50)).padStart(9)}  ${items.toLocaleString("en-US")} items, ${(bytes / 1024).toFixed(0)} KB`,
    );
  }

  // Recording: each event and its roll-ups are one transaction, so the roll-up's lag behind an
  // event is nil once the call returns; what is measured is the call, and the check that the
  // monthly roll-up moved with it.
  const doc = await db.query<{ id: number; content_type: string; book_id: number | null }>(
    "SELECT id, content_type, book_id FROM documents ORDER BY id LIMIT 1",
  );
  const account = await db.query<{ id: number }>(
    "SELECT id FROM accounts WHERE account_number = $1 AND tenant_id = $2",
    [accountNumber, tenantId],
  );
  const user = await db.query<{ id: number }>(
    "SELECT user_id AS id FROM account_memberships WHERE account_id = $1 LIMIT 1",
    [account.rows[0].id],
  );
  const actor = { tenantId, userId: user.rows[0]?.id ?? null, accountId: account.rows[0].id };
  const monthlySum =
    "SELECT COALESCE(SUM(count), 0) AS n FROM counter_usage_monthly WHERE account_id = $1 AND metric_type = 'Total_Item_Investigations'";
  // The yearly roll-up the title reports read: the account's Total_Item_Investigations, every month.
  const yearlySum =
    "SELECT COALESCE(SUM((SELECT SUM(x) FROM unnest(tii) AS x)), 0) AS n FROM counter_title_yearly WHERE account_id = $1";
  const before = await db.query<{ n: string }>(monthlySum, [actor.accountId]);
  const beforeYearly = await db.query<{ n: string }>(yearlySum, [actor.accountId]);
  const recordTimes: number[] = [];
  const d = { id: doc.rows[0].id, contentType: doc.rows[0].content_type, bookId: doc.rows[0].book_id };
  const base = Date.now();
  for (let i = 0; i < recordCount; i++) {
    const started = performance.now();
    // 31 s apart (in event time) so none is a double click.
    await app.services.usage.record(actor, {
      kind: "METADATA_VIEW",
      action: "investigation",
      document: d,
      at: new Date(base + i * 31_000),
    });
    recordTimes.push(performance.now() - started);
  }
  const after = await db.query<{ n: string }>(monthlySum, [actor.accountId]);
  const afterYearly = await db.query<{ n: string }>(yearlySum, [actor.accountId]);
  console.log(
    `\nrecording ${recordCount} events through the API's recorder: p50 ${ms(pct(recordTimes, 50))}, p95 ${ms(pct(recordTimes, 95))}; ` +
      `the monthly roll-up moved by ${Number(after.rows[0].n) - Number(before.rows[0].n)} and the yearly title roll-up by ${Number(afterYearly.rows[0].n) - Number(beforeYearly.rows[0].n)} as the calls returned (lag: none — same transaction)`,
  );
  await app.close();
  await db.end();
}

await main();
