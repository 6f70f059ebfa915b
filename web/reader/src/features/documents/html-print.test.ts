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

type HtmlPrintModule = typeof import("./html-print.ts");

describe("withFramePolicy (HTML the API's sanitiser made, not parsed again)", () => {
  const SERVED = `<!DOCTYPE html>\n<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>D3039</title><style>p{color:#333}</style></head><body><div id="norma-diff-summary"><h2>Changes</h2></div><p>Text <ins class="norma-ins">new</ins></p></body></html>`;

  it("puts the frame's policy first in <head>, keeping the document's standards mode, attributes and content", async () => {
    const { page } = await appPage();
    const parsed = await page.evaluate((served) => {
      const { withFramePolicy, DOCUMENT_FRAME_CSP } = (window as unknown as { HtmlPrint: HtmlPrintModule }).HtmlPrint;
      const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
      const shape = (html: string) => {
        const doc = parse(withFramePolicy(html));
        const first = doc.head.firstElementChild;
        return {
          firstInHead: first?.outerHTML ?? null,
          policyIsOurs: first?.getAttribute("content") === DOCUMENT_FRAME_CSP,
          mode: doc.compatMode,
          lang: doc.documentElement.getAttribute("lang"),
          dir: doc.documentElement.getAttribute("dir"),
          title: doc.title,
          sameBody: doc.body.innerHTML === parse(html).body.innerHTML,
          policies: doc.querySelectorAll("meta[http-equiv]").length,
        };
      };
      return {
        served: shape(served),
        spaced: shape(`\n  ${served}`),
        bare: shape("<p>no doctype</p>"),
      };
    }, SERVED);
    expect(parsed.served).toMatchObject({
      policyIsOurs: true,
      mode: "CSS1Compat",
      lang: "en",
      dir: "ltr",
      title: "D3039",
      sameBody: true,
      policies: 1,
    });
    expect(parsed.served.firstInHead).toMatch(/^<meta http-equiv="Content-Security-Policy"/);
    expect(parsed.spaced).toMatchObject({ policyIsOurs: true, mode: "CSS1Compat", sameBody: true });
    expect(parsed.bare).toMatchObject({ policyIsOurs: true, sameBody: true, policies: 1 });
    await page.context().close();
  }, 30_000);

  it("in a frame sandboxed as the reader's: no script runs and nothing is fetched; without the policy the fetch happens", async () => {
    // Markup the server's sanitiser never lets through, to show the fences that stay when the
    // reader does not strip: the sandbox (no scripts) and the policy (no fetch; the test page has
    // no policy of its own, so the frame's is the only one).
    const { page } = await appPage();
    const fetched: string[] = [];
    // Chromium reports a request the policy blocks too (then failed, ERR_BLOCKED_BY_CSP): only
    // the ones answered count as fetched.
    page.on("requestfinished", (r) => {
      if (r.url().includes("/pixel")) fetched.push(r.url());
    });
    const hostile = `<!DOCTYPE html><html><head><title>x</title></head><body><p>1. Scope</p><script>parent.pwned = "script"</script><img src="${ORIGIN}/pixel-with-policy.png"></body></html>`;
    const load = (withPolicy: boolean) =>
      page.evaluate(
        ([html, policy]) =>
          new Promise<{ pwned: string | null; text: string }>((resolve) => {
            const { withFramePolicy } = (window as unknown as { HtmlPrint: HtmlPrintModule }).HtmlPrint;
            const frame = document.createElement("iframe");
            frame.setAttribute("sandbox", "allow-same-origin");
            frame.addEventListener("load", () =>
              resolve({
                pwned: (window as unknown as { pwned?: string }).pwned ?? null,
                text: frame.contentDocument?.querySelector("p")?.textContent ?? "",
              }),
            );
            frame.srcdoc = policy ? withFramePolicy(html) : html.replace("pixel-with-policy", "pixel-without-policy");
            document.body.appendChild(frame);
          }),
        [hostile, withPolicy] as const,
      );
    expect(await load(true)).toEqual({ pwned: null, text: "1. Scope" });
    expect(await load(false)).toEqual({ pwned: null, text: "1. Scope" });
    // The frame without the policy asked for its image (the route answers it with the app page):
    // the check that the one with the policy asked for nothing can fail.
    await expect.poll(() => fetched.some((u) => u.includes("pixel-without-policy"))).toBe(true);
    expect(fetched.filter((u) => u.includes("pixel-with-policy"))).toEqual([]);
    await page.context().close();
  }, 30_000);
});
