// Benchmark of the version compares (`npm run bench:compare`): for synthetic standards of 30, 100
// and 300 pages whose next edition changes about 5 % of the words, the time and peak memory of
// the HTML compare and of the PDF redline, beside the time pdf.js alone needs to extract both
// texts (the floor a redline cannot beat), and a pathological pair (no word in common) that
// must stay under the 30 s cap. Also the download with compass points (it runs in the API
// process): three points on the newer PDF — one with coordinates, one whose text is on its page,
// one whose page number is three pages off — with the longest pause of the event loop meanwhile.
//
// Each measurement runs in its own child process, so its peak memory (the growth of the
// process's maximum resident set over what the inputs already took) is its own; the child is
// killed at the cap. Inputs are generated once into a temporary directory by the seed's content
// generator and the same renderers the catalogue uses.
//
//   npm run bench:compare                     all sizes
//   npm run bench:compare -- --pages 30,100   some sizes
//   npm run bench:compare -- --runs 3         best of 3 (default 1)
import { execFileSync, spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  generateContentOfPages,
  Rng,
  renderHtml,
  renderPdf,
  renderText,
  reviseContent,
  sampleMeta,
} from "@norma/db/seed-content";

/** The pathological pair must finish under this (the workers' default hard limits are 30 s too). */
const CAP_MS = 30_000;
/** Regular measurements get longer, so a loaded machine still prints figures (the workers stop at 30 s). */
const REGULAR_CAP_MS = 120_000;
/** Content edits per page: about 5 % of the words change (the run prints the measured share). */
const EDITS_PER_PAGE = 2;

type Task = "html" | "redline" | "extract" | "compass";

interface ChildResult {
  ms: number;
  /** CPU time (user + system) of the measured work: what the work costs, less sensitive to a busy machine. */
  cpuMs: number;
  peakMb: number;
  extra: Record<string, unknown>;
}

// ── child: one measurement ──────────────────────────────────────────────────

/** A one-page PDF: the children open one before measuring, as a long-running worker would have. */
async function tinyPdf(text: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 11, font });
  return doc.save();
}

async function child(task: Task, dir: string, budgetMs: number) {
  const usage = () => process.resourceUsage().maxRSS / 1024;
  if (task === "html") {
    const { diffHtml } = await import("@norma/documents/html/html-diff");
    const [a, b] = await Promise.all([
      readFile(join(dir, "old.html"), "utf8"),
      readFile(join(dir, "new.html"), "utf8"),
    ]);
    diffHtml("<p>warm up</p>", "<p>warm it up</p>");
    const base = usage();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = diffHtml(a, b, { budgetMs });
    const ms = performance.now() - t0;
    report({
      ms,
      cpuMs: cpuSince(c0),
      peakMb: usage() - base,
      extra: { mode: r.summary.mode, inserted: r.summary.insertedWords, deleted: r.summary.deletedWords },
    });
  } else if (task === "redline") {
    const { makeRedline } = await import("@norma/documents/pdf/redline");
    const [a, b] = await Promise.all([readFile(join(dir, "old.pdf")), readFile(join(dir, "new.pdf"))]);
    await makeRedline(await tinyPdf("warm up the reader"), await tinyPdf("warm up the pdf reader"));
    const base = usage();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = await makeRedline(new Uint8Array(a), new Uint8Array(b), { budgetMs });
    const ms = performance.now() - t0;
    report({
      ms,
      cpuMs: cpuSince(c0),
      peakMb: usage() - base,
      extra: {
        mode: r.summary.mode,
        inserted: r.summary.insertedWords,
        deleted: r.summary.deletedWords,
        extractMs: r.summary.timingsMs.extract,
        diffMs: r.summary.timingsMs.diff,
        annotateMs: r.summary.timingsMs.annotate,
      },
    });
  } else if (task === "compass") {
    const { annotateCompassPoints } = await import("@norma/documents/pdf/compass-points");
    const { extractText } = await import("@norma/documents/pdf/text");
    const bytes = new Uint8Array(await readFile(join(dir, "new.pdf")));
    await annotateCompassPoints(await tinyPdf("warm up the reader"), []);
    const { PDFDocument } = await import("pdf-lib");
    const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
    const home = Math.ceil(pages / 2);
    const onPage = (await extractText(bytes, { pages: [home] })).words.filter((w) => w.page === home - 1);
    const selection = onPage
      .slice(20, 24)
      .map((w) => w.text)
      .join(" ");
    const point = (id: number, pageNumber: number, selectionData: string | null) => ({
      id,
      name: `Point ${id}`,
      description: null,
      overlayDetails: null,
      selectionText: selection,
      selectionData,
      pageNumber,
      author: "Bench",
    });
    const points = [
      point(1, home, `<highlight page="${home - 1}" rect="100,100,300,120"/>`),
      point(2, home, null),
      point(3, Math.min(pages, home + 3), null),
    ];
    let pause = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      pause = Math.max(pause, now - last);
      last = now;
    }, 5);
    const base = usage();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = await annotateCompassPoints(bytes, points);
    const ms = performance.now() - t0;
    const cpuMs = cpuSince(c0);
    clearInterval(tick);
    report({
      ms,
      cpuMs,
      peakMb: usage() - base,
      extra: { pauseMs: Math.max(pause, performance.now() - last), located: r.placed.map((p) => p.located).join(", ") },
    });
  } else {
    // The floor: pdf.js opening both PDFs and reading every page's text content, nothing else.
    const { openPdf } = await import("@norma/documents/pdf/pdfjs");
    const [a, b] = await Promise.all([readFile(join(dir, "old.pdf")), readFile(join(dir, "new.pdf"))]);
    const warm = await openPdf(await tinyPdf("warm up the reader"));
    await (await warm.getPage(1)).getTextContent();
    await warm.destroy();
    const base = usage();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let items = 0;
    for (const bytes of [a, b]) {
      const pdf = await openPdf(new Uint8Array(bytes));
      for (let p = 1; p <= pdf.numPages; p++) {
        const page = await pdf.getPage(p);
        items += (await page.getTextContent()).items.length;
        page.cleanup();
      }
      await pdf.destroy();
    }
    report({ ms: performance.now() - t0, cpuMs: cpuSince(c0), peakMb: usage() - base, extra: { items } });
  }
}

function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

function report(r: ChildResult) {
  process.stdout.write(`RESULT ${JSON.stringify(r)}\n`);
}

// ── parent: inputs, children, table ─────────────────────────────────────────

function runChild(
  task: Task,
  dir: string,
  budgetMs: number,
  capMs: number,
): Promise<ChildResult | { killed: true; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const p = spawn(
      process.execPath,
      ["--import", "tsx", "--max-old-space-size=1536", import.meta.filename, "--child", task, dir, String(budgetMs)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    p.stdout.on("data", (d) => {
      out += d;
    });
    const timer = setTimeout(() => p.kill("SIGKILL"), capMs);
    p.on("error", reject);
    p.on("close", (code, signal) => {
      clearTimeout(timer);
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (signal === "SIGKILL") resolve({ killed: true, ms: performance.now() - started });
      else if (code !== 0 || !line) reject(new Error(`${task} child failed (code ${code})`));
      else resolve(JSON.parse(line.slice(7)));
    });
  });
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

async function makeInputs(root: string, pages: number) {
  const dir = join(root, `p${pages}`);
  await mkdir(dir, { recursive: true });
  // The generator's page estimate and the renderer's layout differ a little: generate once, then
  // again scaled so the rendered PDF has about the pages asked for.
  const generate = async (n: number) => {
    const rng = new Rng(1000 + pages);
    const content = generateContentOfPages(rng, sampleMeta(rng, { editionYear: 2019 }), n);
    return { rng, content, rendered: await renderPdf(content) };
  };
  let g = await generate(pages);
  if (Math.abs(g.rendered.pageCount - pages) > pages * 0.05)
    g = await generate(Math.round((pages * pages) / g.rendered.pageCount));
  const { rng, content: before } = g;
  const { content: after, edits } = reviseContent(rng, before, {
    edits: Math.max(3, Math.round(pages * EDITS_PER_PAGE)),
  });
  const [oldPdf, newPdf] = [g.rendered, await renderPdf(after)];
  await Promise.all([
    writeFile(join(dir, "old.html"), renderHtml(before)),
    writeFile(join(dir, "new.html"), renderHtml(after)),
    writeFile(join(dir, "old.pdf"), oldPdf.bytes),
    writeFile(join(dir, "new.pdf"), newPdf.bytes),
  ]);
  return { dir, edits: edits.length, pages: [oldPdf.pageCount, newPdf.pageCount], words: words(renderText(after)) };
}

/** Two documents of long paragraphs with no word in common, paired by id: the worst case of a word diff. */
async function makePathological(root: string) {
  const dir = join(root, "pathological");
  await mkdir(dir, { recursive: true });
  const para = (seed: number, n: number) =>
    Array.from({ length: n }, (_, i) => `w${(i * 7919 + seed * 104729) % 50_021}`).join(" ");
  const html = (seed: number) =>
    `<!DOCTYPE html><html><body>${Array.from({ length: 30 }, (_, i) => `<p id="p${i}">${para(seed + i, 12_000)}</p>`).join("")}</body></html>`;
  await writeFile(join(dir, "old.html"), html(1));
  await writeFile(join(dir, "new.html"), html(5_000));
  // PDF: 60 pages of 45 lines of unrelated tokens on each side.
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  for (const [name, seed] of [
    ["old.pdf", 1],
    ["new.pdf", 9_000],
  ] as const) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < 60; p++) {
      const page = doc.addPage([612, 792]);
      for (let l = 0; l < 45; l++)
        page.drawText(para(seed + p * 45 + l, 12), { x: 60, y: 740 - l * 15, size: 9, font });
    }
    await writeFile(join(dir, name), await doc.save());
  }
  return dir;
}

const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
/** Wall time, then CPU time in brackets. */
const both = (r: ChildResult) => `${fmt(r.ms)} (${fmt(r.cpuMs)})`;
const mb = (v: number) => `${Math.max(0, Math.round(v))} MB`;

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = (arg("--pages") ?? "30,100,300").split(",").map(Number);
  const runs = Number(arg("--runs") ?? 1);
  const budgetMs = 20_000; // the workers' default COMPARE_BUDGET_MS
  const root = join(tmpdir(), `norma-bench-compare-${process.pid}`);
  let cpu = "";
  try {
    cpu = execFileSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    cpu = String(cpus().length);
  }
  console.log(
    `compare benchmark — node ${process.version}, ${cpu} CPUs (${cpus()[0]?.model ?? "?"}), best of ${runs} by CPU time`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  console.log("generating inputs…");
  const best = async (task: Task, dir: string) => {
    let out: ChildResult | null = null;
    for (let i = 0; i < runs; i++) {
      const r = await runChild(task, dir, budgetMs, REGULAR_CAP_MS);
      if ("killed" in r) throw new Error(`${task} exceeded ${REGULAR_CAP_MS / 1000} s`);
      if (!out || r.cpuMs < out.cpuMs) out = r;
    }
    return out!;
  };
  const rows: string[][] = [];
  const compass: string[] = [];
  try {
    for (const pages of sizes) {
      const input = await makeInputs(root, pages);
      const html = await best("html", input.dir);
      const redline = await best("redline", input.dir);
      const floor = await best("extract", input.dir);
      const changed = (Number(html.extra.inserted) + Number(html.extra.deleted)) / input.words;
      rows.push([
        `${pages} (${input.pages.join("/")})`,
        `${input.edits} edits, ${(changed * 100).toFixed(1)} %`,
        both(html),
        mb(html.peakMb),
        both(redline),
        mb(redline.peakMb),
        both(floor),
        `${(redline.ms / floor.ms).toFixed(2)}× (${(redline.cpuMs / floor.cpuMs).toFixed(2)}×)`,
        `${fmt(Number(redline.extra.extractMs))} / ${fmt(Number(redline.extra.diffMs))} / ${fmt(Number(redline.extra.annotateMs))}`,
      ]);
      const cp = await best("compass", input.dir);
      compass.push(
        `  ${input.pages[1]} pages: ${both(cp)}, longest event-loop pause ${fmt(Number(cp.extra.pauseMs))}, placed by ${cp.extra.located}`,
      );
      console.log(`  ${pages} pages done (load average ${loadavg()[0].toFixed(1)})`);
    }
    const header = [
      "pages (old/new PDF)",
      "changes (words)",
      "HTML compare, wall (CPU)",
      "HTML peak",
      "PDF redline, wall (CPU)",
      "redline peak",
      "pdf.js extract (floor)",
      "redline ÷ floor",
      "redline wall: extract / diff / annotate",
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
    console.log();
    console.log(line(header));
    console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
    for (const r of rows) console.log(line(r));
    console.log();
    console.log("download with compass points (API process; coordinates, own page, page number 3 off):");
    for (const c of compass) console.log(c);

    if (!args.includes("--no-pathological")) {
      console.log();
      console.log(`pathological pair (no word in common; budget ${budgetMs / 1000} s, cap ${CAP_MS / 1000} s):`);
      const dir = await makePathological(root);
      for (const task of ["html", "redline"] as const) {
        const r = await runChild(task, dir, budgetMs, CAP_MS);
        if ("killed" in r) console.log(`  ${task}: KILLED at the ${CAP_MS / 1000} s cap`);
        else console.log(`  ${task}: ${both(r)}, peak ${mb(r.peakMb)}, mode ${r.extra.mode}`);
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") {
  await child(process.argv[3] as Task, process.argv[4], Number(process.argv[5]));
} else {
  await main();
}
