// Compass points in the HTML tab (beyond the spec, as issue 14 asks): the document's frame is
// sandboxed without scripts but shares the app's origin, so the app marks each point's passage
// in it (found by its quote and context, whichever view it was made in) with a <mark> that opens
// the point on click, Enter or Space, and reads the user's selection there: the pending
// selection gets a button beside it that opens the dialog in create mode. Keyboard users tab into
// the document and select with Shift and the arrow keys (keyboard-selection.ts); Enter opens the
// dialog, as the hint shown while the document has focus says.

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { findQuote, offsetsOf, quoteOf, rangeOf, selectorsOf, textOf } from "./anchoring.ts";
import { type CompassPoint, newAnnotationId, useCompassPoints } from "./CompassPointsContext.tsx";
import { authorName } from "./compass-points-rules.ts";
import { attachKeyboardSelection, sameSelection } from "./keyboard-selection.ts";

export const MARK_CLASS = "norma-cp";
const STYLE_ID = "norma-cp-style";
const HINT_ID = "cp-kbd-hint-html";
const STYLE = `mark.${MARK_CLASS}{background:rgb(255 214 64 / 55%);color:inherit;cursor:pointer;border-radius:2px}
mark.${MARK_CLASS}:focus-visible{outline:2px solid #1d4ed8;outline-offset:1px}
mark.${MARK_CLASS}--focus{background:rgb(255 170 0 / 70%);box-shadow:0 0 0 2px #b54708}`;

/** Removes the marks (their text stays where it was). */
export function unmark(doc: Document) {
  for (const m of [...doc.querySelectorAll(`mark.${MARK_CLASS}`)]) {
    const parent = m.parentNode;
    if (!parent) continue;
    while (m.firstChild) parent.insertBefore(m.firstChild, m);
    parent.removeChild(m);
    parent.normalize();
  }
}

/** Wraps the text of a range in marks (one per text node it covers); the first is focusable. */
export function markRange(range: Range, point: Pick<CompassPoint, "compassPointUUID">, label: string, focus: boolean) {
  const doc = range.startContainer.ownerDocument!;
  const nodes: Text[] = [];
  const walker = doc.createTreeWalker(range.commonAncestorContainer, 4);
  for (let n = walker.currentNode as Node | null; n; n = walker.nextNode()) {
    if (n.nodeType === 3 && range.intersectsNode(n) && (n as Text).data.length) nodes.push(n as Text);
  }
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    let target = node;
    const start = node === range.startContainer ? range.startOffset : 0;
    const end = node === range.endContainer ? range.endOffset : node.data.length;
    if (end <= start) continue;
    if (end < target.data.length) target.splitText(end);
    if (start > 0) target = target.splitText(start);
    if (!target.data.trim() && marks.length) continue;
    const mark = doc.createElement("mark");
    mark.className = `${MARK_CLASS}${focus ? ` ${MARK_CLASS}--focus` : ""}`;
    mark.dataset.cp = point.compassPointUUID;
    target.parentNode!.insertBefore(mark, target);
    mark.appendChild(target);
    marks.push(mark);
  }
  if (marks[0]) {
    marks[0].tabIndex = 0;
    marks[0].setAttribute("role", "button");
    marks[0].setAttribute("aria-label", label);
    marks[0].title = label;
  }
  return marks;
}

/**
 * `doc` is the frame's loaded document. The effects depend on it rather than on the frame: the
 * frame element stays the same while its document is replaced (about:blank, then the srcdoc), and
 * marks or listeners attached to a replaced document would never be seen.
 */
export function HtmlAnnotations({ frame, doc }: { frame: HTMLIFrameElement | null; doc: Document | null }) {
  const { t } = useTranslation();
  const cp = useCompassPoints();
  const [float, setFloat] = useState<{ left: number; top: number } | null>(null);
  const points = cp?.enabled && !cp.hidden ? cp.points : null;
  const focused = cp?.focused ?? null;
  const [docFocused, setDocFocused] = useState(false);
  const cpRef = useRef(cp);
  cpRef.current = cp;
  // The frame's selection read at the moment the float is used: a keyboard user may press Tab and
  // Enter before the last Shift+arrow's selection has reached the state (the point then lost its
  // last word, seen in CI).
  const captureRef = useRef<(() => NonNullable<typeof cp>["selection"]) | null>(null);

  // The marks, drawn again whenever the points, the focus or the switch change.
  useEffect(() => {
    if (!frame || !doc?.body || !points) return;
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement("style");
      style.id = STYLE_ID;
      style.textContent = STYLE;
      doc.head.appendChild(style);
    }
    unmark(doc);
    const body = doc.body;
    const text = textOf(body).text;
    let focusMark: HTMLElement | null = null;
    for (const point of points) {
      const meta = point.selectionMetadata;
      const quote = quoteOf(meta?.selectors as never, meta?.selectionText);
      const position = meta?.selectors?.find((s) => s.type === "TextPositionSelector")?.start;
      const hit = quote ? findQuote(text, quote, position ?? undefined) : null;
      const range = hit ? rangeOf(body, hit.start, hit.end) : null;
      if (!range) continue;
      const author = authorName(
        { firstName: point.creatorFirstName, lastName: point.creatorLastName },
        t("compassPoint.guest"),
      );
      const marks = markRange(
        range,
        point,
        t("compassPoint.highlight-label", { name: point.name, author }),
        point.compassPointUUID === focused,
      );
      if (point.compassPointUUID === focused && marks[0]) focusMark = marks[0];
    }
    if (focusMark) {
      const top = frame.getBoundingClientRect().top + window.scrollY + focusMark.getBoundingClientRect().top - 120;
      window.scrollTo({ top });
    }
    return () => unmark(doc);
  }, [frame, doc, points, focused, t]);

  // Opening a point from its mark; reading the user's selection.
  const openDialog = cp?.openDialog;
  const setFocused = cp?.setFocused;
  const setSelection = cp?.setSelection;
  const canAnnotate = cp?.canAnnotate === true;
  useEffect(() => {
    if (!doc || !openDialog || !setFocused || !setSelection) return;
    const open = (el: Element | null) => {
      const mark = el?.closest?.(`mark.${MARK_CLASS}`) as HTMLElement | null;
      const point = mark ? points?.find((p) => p.compassPointUUID === mark.dataset.cp) : undefined;
      if (!point) return false;
      setFocused(point.compassPointUUID);
      openDialog({ mode: "view", point, selection: null });
      return true;
    };
    const onClick = (e: MouseEvent) => {
      if (doc.getSelection()?.isCollapsed) open(e.target as Element);
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === "Enter" || e.key === " ") && open(e.target as Element)) e.preventDefault();
    };
    /** The frame's selection as a pending point, read now (null when there is none to keep). */
    const capture = () => {
      if (!canAnnotate) return null;
      const sel = doc.getSelection();
      if (!sel || sel.isCollapsed || !sel.rangeCount) return null;
      const range = sel.getRangeAt(0);
      const text = sel.toString().replace(/\s+/g, " ").trim();
      const offsets = offsetsOf(doc.body, range);
      if (!text || !offsets) return null;
      const all = textOf(doc.body).text;
      const pending = {
        source: "HTML" as const,
        text,
        selectors: selectorsOf(all, offsets.start, offsets.end),
        selectionData: null,
        annotationID: newAnnotationId(),
      };
      return { pending, range };
    };
    captureRef.current = () => capture()?.pending ?? null;
    const read = () =>
      setTimeout(() => {
        const captured = capture();
        if (!captured) return;
        const { pending, range } = captured;
        if (!sameSelection(cpRef.current?.selection ?? null, pending)) setSelection(pending);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const last = rects[rects.length - 1] ?? range.getBoundingClientRect();
        setFloat({ left: last.right, top: last.bottom + 4 });
      }, 0);
    const onDown = () => setFloat(null);
    // The body is a tab stop where the keyboard selects text; Enter opens the dialog.
    const body = doc.body;
    let detach = () => {};
    const onIn = () => setDocFocused(true);
    const onOut = () => setDocFocused(false);
    if (canAnnotate && body) {
      body.tabIndex = 0;
      // The frame (named by its title) is described by the hint; the body may not carry a label.
      frame?.setAttribute("aria-describedby", HINT_ID);
      detach = attachKeyboardSelection(
        body,
        () => {
          const c = cpRef.current;
          if (c?.selection?.source !== "HTML") return;
          if (c.dialog && (c.dialog.mode === "create" || c.dialog.mode === "edit")) return;
          setFloat(null);
          const now = captureRef.current?.();
          c.openDialog({
            mode: "create",
            point: null,
            selection: now && !sameSelection(c.selection, now) ? now : c.selection,
          });
        },
        () => document.querySelector<HTMLElement>(".cp-create-float"),
      );
      body.addEventListener("focus", onIn);
      body.addEventListener("blur", onOut);
    }
    doc.addEventListener("click", onClick);
    doc.addEventListener("keydown", onKey);
    doc.addEventListener("mouseup", read);
    doc.addEventListener("keyup", read);
    doc.addEventListener("mousedown", onDown);
    return () => {
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("keydown", onKey);
      doc.removeEventListener("mouseup", read);
      doc.removeEventListener("keyup", read);
      doc.removeEventListener("mousedown", onDown);
      detach();
      body?.removeEventListener("focus", onIn);
      body?.removeEventListener("blur", onOut);
      frame?.removeAttribute("aria-describedby");
    };
  }, [frame, doc, points, openDialog, setFocused, setSelection, canAnnotate]);

  if (!cp || !canAnnotate) return null;
  const hint = (
    <p id={HINT_ID} className={`cp-kbd-hint${docFocused ? " cp-kbd-hint--shown" : ""}`}>
      {t("compassPoint.keyboard-hint-html")}
    </p>
  );
  if (!float || cp.selection?.source !== "HTML") return hint;
  return (
    <>
      {hint}
      <button
        type="button"
        className="button button--primary button--sm cp-create-float"
        // Frame coordinates: the frame's own box is where the float's parent starts.
        style={{ left: float.left + (frame?.offsetLeft ?? 0), top: float.top + (frame?.offsetTop ?? 0) }}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          setFloat(null);
          if (cp.dialog && (cp.dialog.mode === "create" || cp.dialog.mode === "edit")) return;
          const now = captureRef.current?.();
          cp.openDialog({
            mode: "create",
            point: null,
            selection: now && !sameSelection(cp.selection, now) ? now : cp.selection,
          });
        }}
      >
        {t("compassPoint.create")}
      </button>
    </>
  );
}
