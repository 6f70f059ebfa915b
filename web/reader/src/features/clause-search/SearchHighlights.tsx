// The words of a clause search in the HTML tab (issue 29): a link from a result
// (…&tab=HTML&clause=<its first words>&hl=<words>) scrolls to the clause and highlights the words
// throughout the document, and "Next match" / "Previous match" step through them from the clause.
// The highlights are CSS custom highlights (::highlight), not elements: the document's text, and
// with it every compass point's place, stays as it is.
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { blockFinder, revealInFrame, roomAbove } from "../changes/change-places.ts";
import { offsetsOf, rangesOf, textOf } from "../compass-points/anchoring.ts";
import { firstFrom, termSpans } from "./term-spans.ts";

const ALL = "norma-search";
const CURRENT = "norma-search-current";
const FOCUS_CLASS = "norma-search-clause";
const STYLE_ID = "norma-search-style";
const STYLE = `::highlight(${ALL}){background:#fde68a;color:inherit}
::highlight(${CURRENT}){background:#f59e0b;color:#111827}
.${FOCUS_CLASS}{outline:2px solid #1d4ed8;outline-offset:4px;border-radius:2px}`;

type HighlightWindow = Window & {
  Highlight?: new (...ranges: Range[]) => unknown;
  CSS: { highlights?: Map<string, unknown> };
};

/** The frame's highlight registry, or null where the browser has none (no highlights then). */
function registryOf(doc: Document) {
  const win = doc.defaultView as HighlightWindow | null;
  if (!win?.Highlight || !win.CSS.highlights) return null;
  const make = win.Highlight;
  return {
    set: (name: string, ranges: Range[]) => win.CSS.highlights!.set(name, new make(...ranges)),
    map: win.CSS.highlights,
  };
}

/** Scrolls the page so that a range inside the frame is near the top, below the sticky bars. */
function revealRange(frame: HTMLIFrameElement, range: Range) {
  const rect = range.getBoundingClientRect();
  const top = frame.getBoundingClientRect().top + window.scrollY + rect.top - roomAbove();
  window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
}

export function SearchHighlights({ frame, doc }: { frame: HTMLIFrameElement | null; doc: Document | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const clause = params.get("clause");
  const terms = useMemo(() => (params.get("hl") ?? "").split(" ").filter(Boolean).slice(0, 100), [params]);
  const [ranges, setRanges] = useState<Range[]>([]);
  const [current, setCurrent] = useState(-1);

  // The clause revealed, and the words' ranges found once per loaded document.
  useEffect(() => {
    setRanges([]);
    setCurrent(-1);
    if (!doc?.body || !frame) return;
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement("style");
      style.id = STYLE_ID;
      style.textContent = STYLE;
      doc.head?.append(style);
    }
    const block = clause ? blockFinder(doc).find(clause) : null;
    if (block) revealInFrame(frame, block, FOCUS_CLASS);
    if (!terms.length) return;
    const spans = termSpans(textOf(doc.body).text, terms);
    const found = rangesOf(doc.body, spans).filter((r): r is Range => r !== null);
    registryOf(doc)?.set(ALL, found);
    setRanges(found);
    const clauseStart = block ? (offsetsOf(doc.body, rangeOver(doc, block))?.start ?? 0) : 0;
    setCurrent(found.length ? firstFrom(spans, clauseStart) : -1);
    return () => {
      const registry = registryOf(doc);
      registry?.map.delete(ALL);
      registry?.map.delete(CURRENT);
    };
  }, [doc, frame, clause, terms]);

  // The current match marked; moving to another one scrolls to it.
  useEffect(() => {
    if (!doc || !frame || current < 0 || !ranges[current]) return;
    registryOf(doc)?.set(CURRENT, [ranges[current]]);
  }, [doc, frame, ranges, current]);

  if (!terms.length || !doc) return null;
  const step = (by: number) => {
    if (!frame || !ranges.length) return;
    const next = (current + by + ranges.length) % ranges.length;
    setCurrent(next);
    revealRange(frame, ranges[next]);
  };
  return (
    <fieldset className="search-highlights" aria-label={t("clauseSearch.matches.label")}>
      <span aria-live="polite">
        {ranges.length
          ? t("clauseSearch.matches.position", { current: current + 1, count: ranges.length })
          : t("clauseSearch.matches.none")}
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!ranges.length}
        onClick={() => step(-1)}
      >
        {t("clauseSearch.matches.previous")}
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!ranges.length}
        onClick={() => step(1)}
      >
        {t("clauseSearch.matches.next")}
      </button>
    </fieldset>
  );
}

function rangeOver(doc: Document, el: Element): Range {
  const r = doc.createRange();
  r.selectNodeContents(el);
  return r;
}
