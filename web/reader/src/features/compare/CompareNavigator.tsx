// The compare view's change navigator (issue 25 §2): previous / next change through the HTML
// compare result, with "Change 3 of 17" and the clause it is in. A change is a run of inserted
// and deleted words in one block (a paragraph, a heading, a cell). A link from the "What
// changed" panel (…&change=N) opens the compare at that clause.
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { blockFinder, revealInFrame } from "../changes/change-places.ts";
import type { ClauseChange } from "../changes/change-queries.ts";

const MARKS = "ins.norma-ins, del.norma-del";
const SUMMARY = ".norma-diff-summary";
const FOCUS_CLASS = "norma-change--focus";
const STYLE_ID = "norma-nav-style";
const STYLE = `.${FOCUS_CLASS}{outline:2px solid #1d4ed8;outline-offset:4px;border-radius:2px}`;
const BLOCK = "p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,caption,blockquote,pre,figcaption";
// A clause number at the start of a block, followed by a space or glued to its first word ("10.33Measure").
const CLAUSE_NUMBER = /^\s*((?:\d{1,3}|[A-Z]{1,2}\d{0,2})(?:\.\d{1,3})+|\d{1,3})\.?(?=\s|\p{Lu})/u;

/** The changes of a compare result: the first mark of each block that has marks, in document order. */
export function changeStops(doc: Document): Element[] {
  const stops: Element[] = [];
  let lastBlock: Element | null = null;
  for (const mark of doc.querySelectorAll(MARKS)) {
    if (mark.closest(SUMMARY)) continue;
    const block = mark.closest(BLOCK) ?? mark.parentElement;
    if (block && block === lastBlock) continue;
    lastBlock = block;
    stops.push(block ?? mark);
  }
  return stops;
}

/** The clause number a block is in: its own, else the nearest one before it (null when none). */
export function clauseOfBlock(block: Element): string | null {
  const blocks = [...block.ownerDocument.body.querySelectorAll(BLOCK)];
  const at = blocks.indexOf(block);
  for (let i = at; i >= 0 && i > at - 400; i--) {
    const m = CLAUSE_NUMBER.exec(blocks[i].textContent ?? "");
    if (m) return m[1];
  }
  return null;
}

export function CompareNavigator({
  frame,
  doc,
  jumpTo,
}: {
  frame: HTMLIFrameElement;
  doc: Document;
  /** A changed clause of the summary to open at (null: the first change is not revealed). */
  jumpTo: ClauseChange | null;
}) {
  const { t } = useTranslation();
  const stops = useMemo(() => changeStops(doc), [doc]);
  const [current, setCurrent] = useState(-1);
  // The clause of the link is opened once: a new render of the same jump (the result's frame
  // read again, the summary asked again) must not take the reader back from where they went.
  const jumped = useRef<string | null>(null);

  useEffect(() => {
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement("style");
      style.id = STYLE_ID;
      style.textContent = STYLE;
      doc.head?.append(style);
    }
    if (!jumpTo) return;
    const jumpKey = `${jumpTo.kind}\u0001${jumpTo.quote}`;
    if (jumped.current === jumpKey) return;
    const finder = blockFinder(doc, "del.norma-del");
    const block =
      jumpTo.kind === "DELETED" ? finder.find(jumpTo.quote, { withDeleted: true }) : finder.find(jumpTo.quote);
    if (!block) return;
    jumped.current = jumpKey;
    revealInFrame(frame, block, FOCUS_CLASS);
    // The navigator goes on from there: the first change at or after the clause.
    const next = stops.findIndex(
      (s) =>
        s === block ||
        block.contains(s) ||
        Boolean(block.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    setCurrent(next === -1 ? stops.length - 1 : next);
  }, [doc, frame, jumpTo, stops]);

  const go = (index: number) => {
    const stop = stops[index];
    if (!stop) return;
    setCurrent(index);
    revealInFrame(frame, stop, FOCUS_CLASS);
  };

  if (stops.length === 0) return <p className="compare__nav compare__nav--none">{t("compare.nav.none")}</p>;
  const clause = current >= 0 ? clauseOfBlock(stops[current]) : null;
  return (
    <nav className="compare__nav" aria-label={t("compare.nav.label")}>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={current <= 0}
        onClick={() => go(current - 1)}
      >
        {t("compare.nav.previous")}
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={current >= stops.length - 1}
        onClick={() => go(current + 1)}
      >
        {t("compare.nav.next")}
      </button>
      <span className="compare__nav-position" role="status">
        {current >= 0
          ? t("compare.nav.position", { current: current + 1, total: stops.length })
          : t("compare.nav.total", { total: stops.length })}
        {clause && <> · {t("changes.clause", { number: clause })}</>}
      </span>
    </nav>
  );
}
