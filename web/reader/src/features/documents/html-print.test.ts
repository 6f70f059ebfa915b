// Printing a document's HTML, in Chromium: the document goes into a hidden sandboxed frame
// (allow-modals, allow-same-origin, never allow-scripts) and is printed from there 1 second after
// it loaded; no window is opened on the app's origin and nothing in the document runs.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINT_DELAY_MS, PRINT_FRAME_SANDBOX } from "./html-print.ts";

const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
const ORIGIN = "http://reader.test";

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const out = await build({
    entryPoints: [fileURLToPath(new URL("./html-print.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    globalName: "HtmlPrint",
    write: false,
    target: "es2022",
  });
  bundle = out.outputFiles[0].text;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
    headless: true,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A page of the app's origin with printHtml loaded, watching the print frames it makes. */
async function appPage(): Promise<{ page: Page; popups: string[]; console: string[] }> {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><head><title>Reader</title></head><body><main>app</main><script>${bundle}</script></body></html>`,
    }),
  );
  const page = await context.newPage();
  // Any window opened from now on (the app's page itself is not one).
  const popups: string[] = [];
  context.on("page", (p) => popups.push(p.url()));
  const console: string[] = [];
  page.on("console", (m) => console.push(m.text()));
  await page.goto(`${ORIGIN}/document/?contentCode=x`);
  // Record when each print frame loads and when print() is called on it (then really print).
  await page.evaluate(() => {
    const w = window as unknown as { printLog: { loaded?: number; printed?: number; title?: string }[] };
    w.printLog = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLIFrameElement)) continue;
          const entry: { loaded?: number; printed?: number; title?: string } = {};
          w.printLog.push(entry);
          n.addEventListener("load", () => {
            entry.loaded = performance.now();
            const win = n.contentWindow!;
            entry.title = win.document.title;
            const real = win.print.bind(win);
            win.print = () => {
              entry.printed = performance.now();
              real();
            };
          });
        }
    }).observe(document.body, { childList: true });
  });
  return { page, popups, console };
}

const EVIL = `<!DOCTYPE html><html><head><script>parent.pwned = "script"; window.ran = true;</script></head>
<body><h1 onclick="parent.pwned='click'">1. Scope</h1><p>Text <a href="javascript:parent.pwned='link'">link</a></p>
<img src="data:," onerror="parent.pwned='onerror'"><svg onload="parent.pwned='svg'"></svg></body></html>`;

describe("printHtml", () => {
  it("prints from a hidden sandboxed frame 1 s after it loads: no new window, no script runs", async () => {
    const { page, popups, console } = await appPage();
    await page.evaluate((html) => {
      (window as unknown as { HtmlPrint: typeof import("./html-print.ts") }).HtmlPrint.printHtml(
        html,
        "ASTM D3039 — Tensile Properties",
      );
    }, EVIL);
    const frame = page.locator("iframe[data-print-frame]");
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute("sandbox")).toBe(PRINT_FRAME_SANDBOX);
    expect(PRINT_FRAME_SANDBOX.split(" ").sort()).toEqual(["allow-modals", "allow-same-origin"]);
    expect(await frame.getAttribute("aria-hidden")).toBe("true");
    const log = () =>
      page.evaluate(
        () => (window as unknown as { printLog: { loaded?: number; printed?: number; title?: string }[] }).printLog,
      );
    await expect.poll(async () => (await log())[0]?.printed, { timeout: 10_000 }).toBeGreaterThan(0);
    const [entry] = await log();
    expect(entry.printed! - entry.loaded!).toBeGreaterThanOrEqual(PRINT_DELAY_MS - 5);
    expect(entry.title).toBe("ASTM D3039 — Tensile Properties");
    // The sandbox let the dialog be asked for (without allow-modals Chromium refuses and says so).
    expect(console.filter((m) => /print\(\)/.test(m))).toEqual([]);
    // Nothing ran, in the frame or through it; no window was opened.
    const state = await page.evaluate(() => {
      const f = document.querySelector("iframe[data-print-frame]") as HTMLIFrameElement | null;
      return {
        pwned: (window as unknown as { pwned?: string }).pwned ?? null,
        ran: (f?.contentWindow as unknown as { ran?: boolean } | null)?.ran ?? null,
        scripts: f?.contentDocument?.querySelectorAll("script").length ?? -1,
        handlers: f?.contentDocument?.querySelectorAll("[onclick], [onerror], [onload]").length ?? -1,
        text: f?.contentDocument?.body.textContent ?? "",
      };
    });
    expect(state).toMatchObject({ pwned: null, ran: null, scripts: 0, handlers: 0 });
    expect(state.text).toContain("1. Scope");
    expect(popups).toEqual([]);
    await page.context().close();
  }, 30_000);

  it("a frame without allow-modals could not print: the check above would see Chromium refuse", async () => {
    // The control of the previous test: the same document in a frame sandboxed without
    // allow-modals, printed the same way, makes Chromium refuse (and log it).
    const { page, console } = await appPage();
    await page.evaluate(() => {
      const f = document.createElement("iframe");
      f.setAttribute("sandbox", "allow-same-origin");
      f.srcdoc = "<p>no dialog</p>";
      f.addEventListener("load", () => f.contentWindow!.print());
      document.body.appendChild(f);
    });
    await expect.poll(() => console.filter((m) => /print\(\)/.test(m)).length, { timeout: 10_000 }).toBe(1);
    await page.context().close();
  }, 30_000);
});
