// axe-core in a browser test page (issue 12, WCAG 2.2 AA): the serious and critical violations of
// the page as it is now. Shared by the accessibility test and the tests of single screens.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.0–2.2 A and AA rules). */
export async function axe(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the reader's Content Security Policy (rightly) refuses
  // inline scripts, so addScriptTag cannot inject it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const run = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe.run;
    const result = await run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
