// Browser tests of the reader: per test file, the API (useApi: private database, Redis prefix and
// blob directory) listening on 127.0.0.1, optionally the workers on the same database, the
// reader's production build served with the API proxied (as nginx does), and Chromium driven by
// playwright-core.
//
//   const reader = useReader();
//   it("…", async () => {
//     const page = await reader.newPage();
//     await reader.signIn(page, "individual@astm.example");
//     await reader.screenshot(page, "home");
//     expect(reader.pageErrors(page)).toEqual([]);
//   });
import { mkdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { AppOverrides } from "@norma/api/src/app.ts";
import { TENANT_KEY, TOKEN_KEY } from "@norma/web-shared/context";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "@norma/workers/src/runtime.ts";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { type ApiFixture, DEMO_PASSWORD, useApi } from "./index.ts";
import { ensureReaderBuild } from "./reader-build.ts";
import { type ReaderServer, startReaderServer } from "./reader-server.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { REPO_ROOT } from "./template.ts";
import { ensureWebBuild } from "./web-build.ts";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const SCREENSHOT_DIR = join(REPO_ROOT, "test-artifacts", "e2e");

/**
 * E2E_TRACE=1: Playwright's trace of each test's browser contexts (actions, DOM snapshots,
 * network, console), kept only when the test fails: test-artifacts/e2e/failed-<test>-<n>.trace.zip,
 * opened with `npx playwright-core show-trace <file>` (what Playwright Test's `trace:
 * "retain-on-failure"` gives). Off by default: it cost 3 % more CPU and, by slowing the page, moved
 * navigation.test.ts's restored scroll position by 14 px in 3 runs of 3 (docs/performance.md).
 */
const TRACE = process.env.E2E_TRACE === "1";

/**
 * The photographs the tests take of each screen (`fixture.screenshot`) are for people to look at.
 * A CI run (CI=true) starts from a fresh clone and throws its test-artifacts away, so it takes none
 * unless E2E_SCREENSHOTS=1: about a tenth of the screen-photographing files' time (docs/performance.md).
 * Elsewhere they are taken unless E2E_SCREENSHOTS=0. A failing test's pages are photographed always.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== "0"
  : process.env.CI !== "true";

/** How long one browser step (a click, a wait for an element or a response) may take. */
const STEP_TIMEOUT_MS = 20_000;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

// One Chromium per test worker process. The browser tier runs unisolated (vitest.config.ts), so
// the files a worker runs one after the other share it, as they share the imported modules; each
// test still gets fresh browser contexts (no cookie, storage or cache carried over), and a file's
// contexts left open are closed after it. A Chromium that died is launched again. Playwright
// ends it when the worker process exits.
let sharedChromium: Promise<Browser> | null = null;
/**
 * E2E_CPU_THROTTLE=<n>: each page runs n times slower (Chromium's CPU throttling), the way a
 * loaded CI host slows it. Races that show only under load can then be reproduced at will.
 */
const CPU_THROTTLE = Math.min(Number(process.env.E2E_CPU_THROTTLE ?? 1) || 1, 20);

export async function workerChromium(): Promise<Browser> {
  if (sharedChromium) {
    const browser = await sharedChromium.catch(() => null);
    if (browser?.isConnected()) return browser;
  }
  sharedChromium = launchChromium();
  return sharedChromium;
}

export interface ReaderFixture {
  api: ApiFixture;
  /** The reader's address, e.g. http://127.0.0.1:41234 (tenant: the API's default, astm). */
  baseUrl: string;
  browser: Browser;
  /** The workers (compare, alerts, e-mail) when the file asked for them. */
  workers: WorkerRuntime | null;
  smtp: SmtpSink | null;
  /** A page in a fresh browser context (no session, no cookies); desktop size unless told. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Signs in as the sign-in form would (POST /api/authenticate, the token kept in the tab's session
   * storage) and opens `path` (default /); resolves when the app shell is shown, after accepting the
   * licence agreement when it is asked for (unless told not to). The form itself is tested by
   * shell.test.ts and sign-in-methods.test.ts; filling it in every other test cost about 0.3 s a
   * sign-in, 150 of them (docs/performance.md, "Test suite time").
   */
  signIn(
    page: Page,
    email?: string,
    options?: { password?: string; path?: string; acceptLicence?: boolean },
  ): Promise<void>;
  /**
   * Signs in without opening anything: the tab's session storage holds the token as after the
   * sign-in form (tenant: `path`'s ?tenant=, else the tab's, else astm). The page is left on a blank
   * page of the reader's origin.
   */
  storeSession(page: Page, email?: string, options?: { password?: string; path?: string }): Promise<void>;
  /**
   * A full-page screenshot in test-artifacts/e2e/<name>.png. `{ viewport: true }` photographs the
   * window only: a full-page capture resizes the layout for a moment, which makes the PDF viewer
   * draw its pages again and so drops a text selection the test still needs.
   */
  screenshot(page: Page, name: string, options?: { viewport?: boolean }): Promise<string>;
  /** Uncaught exceptions of the page's scripts so far. */
  pageErrors(page: Page): string[];
  /**
   * Waits until no request of the page has been in flight for `quietMs` — the tab's result stream
   * (GET /api/events/stream, open for the tab's life) left out, which is why Playwright's own
   * "networkidle" never comes on a signed-in reader page.
   */
  networkQuiet(page: Page, quietMs?: number): Promise<void>;
}

/** The signed-in tab's server-sent event stream: always in flight, never "network activity". */
const RESULT_STREAM = "/api/events/stream";

export function useReader(
  options: {
    workers?: boolean;
    env?: Record<string, string>;
    build?: Partial<AppOverrides>;
    /** Serve the console's production build at /admin/ too, as the reader's image does. */
    console?: boolean;
  } = {},
): ReaderFixture {
  // build: the API's own parts replaced (a sanitiser that fails, for the reader's message).
  const api = useApi({ env: options.env, build: options.build });
  const fixture = { api, workers: null, smtp: null } as ReaderFixture;
  const errors = new WeakMap<Page, string[]>();
  const inFlight = new WeakMap<Page, Set<Request>>();
  /** Pages opened by the running test: photographed when it fails, closed after it. */
  let open: Page[] = [];
  let server: ReaderServer | undefined;
  let contextsBefore = new Set<BrowserContext>();

  beforeAll(async () => {
    const dist = await ensureReaderBuild((l) => console.log(`[e2e] ${l}`));
    const consoleRoot = options.console
      ? await ensureWebBuild("admin", (l) => console.log(`[console] ${l}`))
      : undefined;
    await api.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    server = await startReaderServer({
      root: dist,
      apiUrl: `http://127.0.0.1:${port}`,
      consentHosts: api.config.cookieConsentScriptHosts.join(","),
      consoleRoot,
    });
    fixture.baseUrl = server.url;
    if (options.workers) {
      fixture.smtp = await startSmtpSink();
      fixture.workers = createWorkerRuntime(
        loadWorkersConfig({
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          DATABASE_URL: api.databaseUrl,
          REDIS_URL: inject("redisUrl"),
          REDIS_PREFIX: api.config.redisPrefix,
          STORAGE_DIR: api.storageDir,
          SMTP_URL: fixture.smtp.url,
          PUBLIC_BASE_URL: server.url,
          OUTBOX_POLL_MS: "100",
        }),
      );
      await fixture.workers.start();
    }
    fixture.browser = await workerChromium();
    contextsBefore = new Set(fixture.browser.contexts());
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    const left = fixture.browser?.contexts().filter((c) => !contextsBefore.has(c)) ?? [];
    await Promise.all(left.map((c) => c.close().catch(() => {})));
    await server?.close();
    await fixture.workers?.stop();
    await fixture.smtp?.close();
  });

  afterEach(async (context) => {
    const pages = open;
    open = [];
    const failed = context.task.result?.state === "fail";
    const name = context.task.name.replace(/[^\w-]+/g, "-").slice(0, 80);
    if (failed) {
      for (const [i, page] of pages.entries()) {
        if (!page.isClosed())
          await page
            .screenshot({ path: join(SCREENSHOT_DIR, `failed-${name}-${i}.png`), fullPage: true })
            .catch(() => {});
      }
    }
    if (TRACE) {
      await Promise.all(
        pages.map((p, i) =>
          p
            .context()
            .tracing.stop(failed ? { path: join(SCREENSHOT_DIR, `failed-${name}-${i}.trace.zip`) } : undefined)
            .catch(() => {}),
        ),
      );
    }
    await Promise.all(
      pages.map((p) =>
        p
          .context()
          .close()
          .catch(() => {}),
      ),
    );
  });

  fixture.newPage = async (contextOptions: BrowserContextOptions = {}) => {
    const context = await fixture.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "en-US",
      timezoneId: "UTC",
      ...contextOptions,
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    if (TRACE) await context.tracing.start({ snapshots: true, screenshots: false, sources: false });
    const page = await context.newPage();
    if (CPU_THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
    }
    const list: string[] = [];
    errors.set(page, list);
    page.on("pageerror", (error) => list.push(error.message));
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on("request", (r) => {
      if (!new URL(r.url()).pathname.endsWith(RESULT_STREAM)) pending.add(r);
    });
    page.on("requestfinished", (r) => pending.delete(r));
    page.on("requestfailed", (r) => pending.delete(r));
    open.push(page);
    return page;
  };

  fixture.storeSession = async (page, email = "individual@astm.example", o = {}) => {
    // A page of the reader's origin that is not the app (answered by the browser, nothing loaded),
    // where the tab's session storage can be written as the sign-in form leaves it.
    const blank = `${fixture.baseUrl}/__e2e-session`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>-</title>" }),
    );
    await page.goto(blank);
    await page.unroute(blank);
    // The tenant the app would send (boot.ts: ?tenant=, else the one the tab remembers; else none,
    // which the API takes as its default, astm).
    const remembered = await page.evaluate((key) => sessionStorage.getItem(key), TENANT_KEY);
    const tenant = new URL(o.path ?? "/", fixture.baseUrl).searchParams.get("tenant") || remembered || "astm";
    const token = await api.login(email, { password: o.password ?? DEMO_PASSWORD, tenant });
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  };

  fixture.signIn = async (page, email = "individual@astm.example", o = {}) => {
    const path = o.path ?? "/";
    await fixture.storeSession(page, email, o);
    await page.goto(`${fixture.baseUrl}${path}`);
    // Signed in: the shell's main area is shown; the licence agreement dialog is rendered with it
    // when the user has not accepted the current version yet.
    await page.locator("main.app__main").waitFor();
    const licence = page.locator("dialog[open]").filter({ has: page.getByRole("button", { name: /accept/i }) });
    if (o.acceptLicence !== false && (await licence.count()) > 0) {
      await licence.getByRole("button", { name: /accept/i }).click();
      await licence.waitFor({ state: "detached" });
    }
  };

  fixture.screenshot = async (page, name, options) => {
    const path = join(SCREENSHOT_DIR, `${name}.png`);
    if (!SCREENSHOTS) return path;
    await page.screenshot({ path, fullPage: !options?.viewport });
    return path;
  };

  fixture.pageErrors = (page) => errors.get(page) ?? [];

  fixture.networkQuiet = async (page, quietMs = 500) => {
    const pending = inFlight.get(page);
    if (!pending) throw new Error("networkQuiet: not a page of reader.newPage()");
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`network not quiet: ${[...pending].map((r) => r.url()).join(", ")} still in flight`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (pending.size > 0) quietSince = Date.now();
    }
  };

  return fixture;
}
