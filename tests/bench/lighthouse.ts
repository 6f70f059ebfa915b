// Lighthouse on the reader's search and document pages (issue 7; goals: performance ≥ 90,
// accessibility ≥ 95). Prints the median scores and metrics of a few runs per page and form
// factor, with what keeps a score down, and writes each report to test-artifacts/lighthouse/.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     npm run bench:lighthouse -- [--runs 3] [--form-factor mobile|desktop|both] [--page search|document]
//
// What runs: the test template database (the tests' synthetic catalogue) copied for this run,
// the API on it, the reader's production build served as nginx serves it (gzip, long-lived
// hashed assets) with the API proxied, and Chromium (CHROME_PATH, default /usr/bin/chromium).
// The reader keeps its session in sessionStorage, so each run signs in through the sign-in
// screen in the tab Lighthouse then measures, keeping storage but clearing the HTTP cache (a
// cold load of a signed-in user).
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "@norma/api/src/app.ts";
import { loadConfig } from "@norma/api/src/config.ts";
import { createDb } from "@norma/db";
import { createLocalStorage } from "@norma/db/storage";
import { Redis } from "ioredis";
import lighthouse, { desktopConfig } from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/browser.ts";
import { clearRedisPrefix, createTestDatabase, createTestStorage, DEMO_PASSWORD } from "../harness/index.ts";
import { ensureReaderBuild } from "../harness/reader-build.ts";
import { startReaderServer } from "../harness/reader-server.ts";
import { ensureTemplate, REPO_ROOT } from "../harness/template.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "form-factor": { type: "string", default: "both" },
    page: { type: "string" },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);
const FORM_FACTORS = (args["form-factor"] === "both" ? ["mobile", "desktop"] : [args["form-factor"]]) as (
  | "mobile"
  | "desktop"
)[];
const REPORT_DIR = join(REPO_ROOT, "test-artifacts", "lighthouse");
const USER = "individual@astm.example";

const PAGES = [
  { name: "search", path: "/content-search/?content=tensile" },
  { name: "document", path: `/document/?contentCode=${encodeURIComponent("ASTM|D3039_D3039M-17|en-US")}` },
].filter((p) => !args.page || p.name === args.page);

/** The machine's load average (1 min), printed beside each run: the machine is shared. */
const load = () => loadavg()[0].toFixed(1);

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits that cost points: performance opportunities and failed accessibility checks. */
  problems: string[];
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle0" });
  if (await page.$("main.app__main")) return;
  await page.locator("input[name=email]").fill(USER);
  await page.locator("input[name=password]").fill(DEMO_PASSWORD);
  await page.locator("form button[type=submit]").click();
  await page.waitForSelector("main.app__main");
  // The licence agreement, the first time.
  const accept = await page.$("dialog[open] .modal__footer .button--primary");
  if (accept) {
    await accept.click();
    await page.waitForSelector("dialog[open]", { hidden: true });
  }
}

interface AuditNode {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

/** "div.search-layout > aside  <aside id=…>" for an element a report names. */
function describeNode(node: AuditNode | undefined): string {
  if (!node) return "?";
  const snippet = (node.snippet ?? "").replace(/\s+/g, " ").slice(0, 90);
  return `${node.selector ?? node.nodeLabel ?? "?"}  ${snippet}`;
}

/**
 * What costs points, precisely: failed accessibility checks with the elements concerned,
 * performance diagnostics and opportunities, the elements that shift the layout most, and the
 * largest contentful paint's element.
 */
function problemsOf(lhr: LighthouseResult): string[] {
  const out: string[] = [];
  const itemsOf = (id: string) =>
    (lhr.audits[id]?.details as { items?: { node?: AuditNode; score?: number }[] } | undefined)?.items ?? [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
      const items = itemsOf(ref.id);
      out.push(`a11y: ${audit.title} (${items.length} elements)`);
      for (const item of items.slice(0, 5)) out.push(`    ${describeNode(item.node)}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 && audit.score !== null && audit.score < 0.9 && audit.displayValue)
      out.push(`perf: ${audit.title}: ${audit.displayValue}`);
  }
  const shifts = itemsOf("layout-shifts").filter((i) => i.node);
  for (const item of shifts.slice(0, 5))
    out.push(`    layout shift ${item.score?.toFixed(3) ?? "?"}: ${describeNode(item.node)}`);
  const lcpNode = (
    lhr.audits["lcp-breakdown-insight"]?.details as { items?: (AuditNode & { type?: string })[] } | undefined
  )?.items?.find((i) => i.type === "node");
  if (lcpNode) out.push(`LCP element: ${describeNode(lcpNode)}`);
  return out;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

async function measure(
  browser: Browser,
  baseUrl: string,
  path: string,
  formFactor: "mobile" | "desktop",
  run: number,
  name: string,
): Promise<Run> {
  const page = await browser.newPage();
  try {
    await signIn(page, baseUrl);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        logLevel: "error",
        output: "html",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: true,
      },
      formFactor === "desktop" ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    await writeFile(join(REPORT_DIR, `${name}-${formFactor}-${run}.html`), String(result.report));
    // A redirect to the sign-in screen would measure the wrong page.
    if (!lhr.finalDisplayedUrl.startsWith(`${baseUrl}${path.split("?")[0]}`))
      throw new Error(`ended on ${lhr.finalDisplayedUrl} instead of ${path}`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? "?"])),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      problems: problemsOf(lhr),
    };
  } finally {
    await page.close();
  }
}

async function main() {
  const server = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  if (!server) throw new Error("DATABASE_URL must name a PostgreSQL server (any database on it)");
  const log = (l: string) => console.log(`[lighthouse] ${l}`);

  const template = await ensureTemplate(server, log);
  const database = await createTestDatabase(server, template.database);
  const files = await createTestStorage(template.storageDir);
  const prefix = `norma-bench:${process.pid}:${randomBytes(4).toString("hex")}`;
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    STORAGE_DIR: files.dir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    // Production mode asks for the key sealing webhook secrets (none are made here).
    WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY ?? Buffer.alloc(32, 5).toString("base64"),
    DEFAULT_TENANT: "astm",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "100000",
  });
  const db = createDb(database.url, { max: 5 });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const app = await buildApp(config, { db, redis, storage: createLocalStorage(files.dir), logger: false });
  let browser: Browser | undefined;
  let reader: Awaited<ReturnType<typeof startReaderServer>> | undefined;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const dist = await ensureReaderBuild(log);
    reader = await startReaderServer({ root: dist, apiUrl: `http://127.0.0.1:${port}` });
    await mkdir(REPORT_DIR, { recursive: true });
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    log(`${(await browser.version()).trim()}, ${RUNS} run(s) per page and form factor, reports in ${REPORT_DIR}`);

    const rows: string[] = [];
    const loads: number[] = [];
    for (const formFactor of FORM_FACTORS) {
      for (const target of PAGES) {
        const runs: Run[] = [];
        for (let i = 1; i <= RUNS; i++) {
          const r = await measure(browser, reader.url, target.path, formFactor, i, target.name);
          const metrics = Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`);
          log(
            `${target.name} ${formFactor} run ${i}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
              `${metrics.join(", ")} (CPU benchmark index ${r.benchmarkIndex}, load average ${load()})`,
          );
          runs.push(r);
          loads.push(loadavg()[0]);
        }
        const perf = median(runs.map((r) => r.performance));
        const a11y = median(runs.map((r) => r.accessibility));
        const typical = runs.find((r) => r.performance === perf) ?? runs[0];
        rows.push(
          `| ${target.name} (${target.path}) | ${formFactor} | ${perf} | ${a11y} | ${METRICS.map(([, l]) => typical.metrics[l]).join(" / ")} |`,
        );
        if (typical.problems.length)
          log(`${target.name} ${formFactor} (median run): what costs points:\n  ${typical.problems.join("\n  ")}`);
      }
    }
    console.log(
      [
        "",
        `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : ""} — goals: performance ≥ 90, accessibility ≥ 95`,
        "",
        `| Page | Form factor | Performance | Accessibility | ${METRICS.map(([, l]) => l).join(" / ")} |`,
        "|---|---|---|---|---|",
        ...rows,
        "",
        `Load average (1 min) after the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      ].join("\n"),
    );
  } finally {
    await browser?.close();
    await reader?.close();
    await app.close();
    await clearRedisPrefix(redis, prefix);
    redis.disconnect();
    await db.$disconnect();
    await database.drop();
    await files.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
