// The HTML compare's summary box in the reader's language (issue 26 §9). The workers write it once
// per comparison, in English, for every reader (packages/documents html-diff.ts), with its figures
// as data attributes; the reader rewrites its words in the frame (same origin, no script runs in
// it). A result made before the attributes existed keeps its English words.
import type { TFunction } from "i18next";

const SUMMARY_ID = "norma-diff-summary";

export function localiseSummary(doc: Document, t: TFunction, language: string, dir: "ltr" | "rtl"): boolean {
  const box = doc.getElementById(SUMMARY_ID);
  const inserted = box?.getAttribute("data-inserted");
  const deleted = box?.getAttribute("data-deleted");
  const sections = box?.getAttribute("data-sections");
  if (!box || inserted === null || deleted === null || sections === null) return false;
  const title = t("compare.summary.title");
  box.setAttribute("lang", language);
  box.setAttribute("dir", dir);
  box.setAttribute("aria-label", title);
  const heading = box.querySelector("h2");
  if (heading) heading.textContent = title;
  const totals = box.querySelector(".norma-diff-summary__totals");
  if (totals)
    totals.textContent =
      Number(sections) > 0 ? t("compare.summary.totals", { inserted, deleted, sections }) : t("compare.summary.none");
  // The sections' titles are the document's own words: laid out in their own direction.
  for (const title of box.querySelectorAll("li[data-status] > a")) title.setAttribute("dir", "auto");
  // Signed counts (+24, −3) read left to right in every language.
  for (const count of box.querySelectorAll(".count-ins, .count-del")) count.setAttribute("dir", "ltr");
  for (const label of box.querySelectorAll("li[data-status] > .norma-diff-summary__status")) {
    const status = label.parentElement?.getAttribute("data-status");
    if (status === "added") label.textContent = `${t("compare.summary.added")} `;
    else if (status === "removed") label.textContent = `${t("compare.summary.removed")} `;
  }
  return true;
}
