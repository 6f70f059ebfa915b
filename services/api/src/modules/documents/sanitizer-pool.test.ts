// Document HTML is sanitised in worker threads (sanitizer-pool.ts), not on the API's event loop:
// the pool gives the sanitiser's own result, bounds a thread's time and survives its death, and
// while a large standard is opened for the first time the API keeps answering other requests.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { generateContentOfPages, Rng, renderHtml, sampleMeta } from "@norma/db/seed-content";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { editionsWithFiles } from "./documents-fixtures.ts";
import { createSanitizedCache, createSanitizerPool } from "./sanitizer-pool.ts";

/** A synthetic standard of `pages` pages (the seed's generator, as `npm run bench:sanitize`). */
function standardOfPages(pages: number): string {
  const rng = new Rng(4000 + pages);
  return renderHtml(generateContentOfPages(rng, sampleMeta(rng, { editionYear: 2024 }), pages));
}

/** Thread start-up (tsx, jsdom) and large documents take long on a loaded test machine. */
const SLOW = 300_000;

/** The first answer of a fresh thread (its code still cold) may overrun a short limit: a few tries. */
async function firstAnswer(sanitize: () => Promise<string>): Promise<string | null> {
  for (let i = 0; i < 5; i++) {
    const out = await sanitize().catch(() => null);
    if (out !== null) return out;
  }
  return null;
}

const MXSS = `<p>before</p><math><style><img src=x onerror="alert(1)"></style></math><a href="javascript:alert(2)">x</a>
<style>@import url(https://evil.example/x.css); body{background:url(https://evil.example/x.png)}</style><p>after</p>`;

describe("the sanitiser pool", () => {
  it(
    "answers what the sanitiser answers, for several documents at once",
    async () => {
      const pool = createSanitizerPool({ threads: 2 });
      try {
        const inputs = [MXSS, "<p>only</p>", standardOfPages(3), `<table><tr><td onclick="x()">1</td></tr></table>`];
        const out = await Promise.all(inputs.map((html) => pool.sanitize(html)));
        expect(out).toEqual(inputs.map((html) => sanitizeDocumentHtml(html)));
        expect(out[0]).not.toContain("onerror");
        expect(out[0]).not.toContain("evil.example");
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    "ends a thread that overruns its time limit, fails that request only, and goes on with a fresh thread",
    async () => {
      const pool = createSanitizerPool({ threads: 1, taskTimeoutMs: 1_000 });
      try {
        expect(await firstAnswer(() => pool.sanitize("<p>warm</p>"))).toContain("<p>warm</p>");
        // 900 pages take several seconds to sanitise.
        const huge = standardOfPages(300).repeat(3);
        await expect(pool.sanitize(huge)).rejects.toThrow(/longer than 1000 ms/);
        expect(await firstAnswer(() => pool.sanitize("<p>next</p>"))).toContain("<p>next</p>");
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it("fails the requests still waiting when it is closed, and refuses new ones", async () => {
    const pool = createSanitizerPool({ threads: 1 });
    const first = pool.sanitize("<p>a</p>");
    const second = pool.sanitize("<p>b</p>");
    const refused = [expect(first).rejects.toThrow(/closed/), expect(second).rejects.toThrow(/closed/)];
    await pool.close();
    await Promise.all(refused);
    await expect(pool.sanitize("<p>c</p>")).rejects.toThrow(/closed/);
  });

  it("the cache makes a document once however many requests ask for it meanwhile", async () => {
    const cache = createSanitizedCache(2);
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((r) => setTimeout(r, 20));
      return `made ${made}`;
    };
    const all = await Promise.all([cache.getOrLoad("a", make), cache.getOrLoad("a", make), cache.getOrLoad("a", make)]);
    expect(all).toEqual(["made 1", "made 1", "made 1"]);
    expect(await cache.getOrLoad("a", make)).toBe("made 1");
    // A failure is not kept: the next request makes it again.
    await expect(cache.getOrLoad("b", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await cache.getOrLoad("b", make)).toBe("made 2");
    // Bounded: the least recently used entry goes.
    await cache.getOrLoad("c", make);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBe("made 3");
    // Counted under its name in the metrics (norma_cache_*{cache="sanitized-html"}).
    expect(cache.name).toBe("sanitized-html");
  });
});

describe("opening a large document's HTML for the first time", () => {
  const api = useApi();
  let token: string;
  let assetId: number;
  const big = standardOfPages(300);

  beforeAll(async () => {
    token = await api.login("individual@astm.example");
    const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
    const asset = d3039.file(d3039.latest, "HTML");
    assetId = asset.id;
    // The edition's HTML file becomes a 300-page standard (nothing sanitised it yet: the cache is empty).
    await api.storage.put(asset.storageKey, big);
  });

  it(
    "leaves the event loop free: other requests are answered while it is being sanitised",
    async () => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      let finished = 0;
      const opening = api.request({ method: "GET", url: `/api/documents/html/${assetId}`, token }).then((res) => {
        finished = performance.now();
        return res;
      });
      // Another client meanwhile, one request after the other.
      let answered = 0;
      while (!finished) {
        const live = await api.request({ method: "GET", url: "/management/health/liveness" });
        expect(live.statusCode).toBe(200);
        if (!finished) answered++;
        await new Promise((r) => setTimeout(r, 20));
      }
      const res = await opening;
      delay.disable();
      const took = finished - started;
      const maxDelayMs = delay.max / 1e6;
      console.log(
        `sanitise of ${(big.length / 1024).toFixed(0)} KB: answered in ${took.toFixed(0)} ms; meanwhile ${answered} other requests answered, event-loop delay max ${maxDelayMs.toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<!DOCTYPE html>");
      expect(res.body.length).toBeGreaterThan(big.length / 2);
      // On the event loop the sanitiser would hold it for the whole sanitise (over a second for 300
      // pages) and no other request would be answered in that time. Generous bounds, relative to
      // the sanitise's own time, so a loaded machine does not make this flaky.
      expect(answered).toBeGreaterThanOrEqual(5);
      expect(maxDelayMs).toBeLessThan(Math.max(250, took / 3));
    },
    SLOW,
  );
});
