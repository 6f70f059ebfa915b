// Compass points over a PDF page (spec 2 §2 PDF viewer): each point is highlighted where it
// anchors — from its selection data (quads in PDF user space) when they are for this page, else
// by finding its quote with its context in the page's text layer (a point made in the HTML tab).
// Clicking a highlight opens the point; every highlight is also a button reachable with Tab. A
// selection in the page's text becomes the pending selection, with a button beside it that opens
// the dialog in create mode. The point the address names is scrolled to. The text layer is a tab
// stop for keyboard users (keyboard-selection.ts): the arrow keys move a caret, Shift selects,
// Enter (or Tab to the button beside the selection) opens the dialog; a hint says so.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageContext } from "../pdf/PdfViewer.tsx";
import { findQuote, lineRects, offsetsOf, quoteOf, rangeOf, selectorsOf, textOf } from "./anchoring.ts";
import {
  type CompassPoint,
  newAnnotationId,
  type PendingSelection,
  useCompassPoints,
} from "./CompassPointsContext.tsx";
import { authorName } from "./compass-points-rules.ts";
import { attachKeyboardSelection, sameSelection } from "./keyboard-selection.ts";
import { type Box, boxesOf, selectionDataOf } from "./selection-data.ts";

const TEXT_LAYER = ".react-pdf__Page__textContent";
const NONE: CompassPoint[] = [];

interface Placed {
  point: CompassPoint;
  boxes: Box[];
}

/** The user's selection in this page's text layer as a pending compass point, with its last line's box. */
function selectionOnPage(
  frame: HTMLElement,
  page: number,
  view: readonly number[],
): { pending: PendingSelection; lastBox: Box | null } | null {
  const sel = frame.ownerDocument.getSelection();
  const layer = frame.querySelector<HTMLElement>(TEXT_LAYER);
  const pageEl = frame.querySelector<HTMLElement>(".react-pdf__Page");
  if (!sel || sel.isCollapsed || !sel.rangeCount || !layer || !pageEl) return null;
  const range = sel.getRangeAt(0);
  if (!layer.contains(range.commonAncestorContainer)) return null;
  const text = sel.toString().replace(/\s+/g, " ").trim();
  const offsets = offsetsOf(layer, range);
  if (!text || !offsets) return null;
  const origin = pageEl.getBoundingClientRect();
  const scale = origin.width / (view[2] - view[0]);
  const boxes = lineRects(range, origin);
  const pending: PendingSelection = {
    source: "PDF",
    text,
    selectors: selectorsOf(textOf(layer).text, offsets.start, offsets.end, page),
    selectionData: selectionDataOf(page, boxes, { view, scale }, text),
    pageNumber: page,
    annotationID: newAnnotationId(),
  };
  return { pending, lastBox: boxes[boxes.length - 1] ?? null };
}

export function PdfAnnotations({ ctx }: { ctx: PageContext }) {
  const { t } = useTranslation();
  const cp = useCompassPoints();
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [selBox, setSelBox] = useState<Box | null>(null);
  const { frame, page, view, textLayerVersion } = ctx;
  const points = cp?.enabled && !cp.hidden ? cp.points : NONE;
  const scrolled = useRef<string | null>(null);
  const [layerFocused, setLayerFocused] = useState(false);
  const cpRef = useRef(cp);
  cpRef.current = cp;

  // Where each point is on this page (again whenever the text layer is drawn again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: textLayerVersion says the layer changed
  useLayoutEffect(() => {
    const pageEl = frame.querySelector<HTMLElement>(".react-pdf__Page");
    if (!pageEl || !points.length) {
      setPlaced([]);
      return;
    }
    const origin = pageEl.getBoundingClientRect();
    const scale = origin.width / (view[2] - view[0]);
    const layer = frame.querySelector<HTMLElement>(TEXT_LAYER);
    const layerText = layer ? textOf(layer).text : "";
    const out: Placed[] = [];
    for (const point of points) {
      const meta = point.selectionMetadata;
      const fromData = boxesOf(point.selectionData, { view, scale });
      const dataPage = fromData?.page ?? meta?.pageNumber ?? null;
      if (fromData && dataPage === page) {
        out.push({ point, boxes: fromData.boxes });
        continue;
      }
      if (fromData || !layer || (meta?.pageNumber && meta.pageNumber !== page)) continue;
      const quote = quoteOf(meta?.selectors as never, meta?.selectionText);
      const hit = quote ? findQuote(layerText, quote) : null;
      const range = hit ? rangeOf(layer, hit.start, hit.end) : null;
      if (range) out.push({ point, boxes: lineRects(range, origin) });
    }
    setPlaced(out);
  }, [frame, page, view, points, textLayerVersion]);

  // The focused point (from the address or a click) comes into view once it is placed.
  const focused = cp?.focused ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed says the highlights were drawn
  useEffect(() => {
    if (!focused || scrolled.current === focused) return;
    const el = frame.querySelector<HTMLElement>(`[data-cp="${CSS.escape(focused)}"]`);
    if (!el) return;
    scrolled.current = focused;
    el.scrollIntoView({ block: "center", inline: "nearest" });
  }, [focused, frame, placed]);

  // The user's selection in this page's text.
  const canAnnotate = cp?.canAnnotate === true;
  const setSelection = cp?.setSelection;
  useEffect(() => {
    if (!setSelection || !canAnnotate) return;
    const read = () => {
      const current = selectionOnPage(frame, page, view);
      if (!current) return;
      if (!sameSelection(cpRef.current?.selection ?? null, current.pending)) setSelection(current.pending);
      setSelBox(current.lastBox);
    };
    // After the mouse or a key finished the selection (not at every step of a drag).
    const done = () => setTimeout(read, 0);
    const clear = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.(".cp-create-float")) return;
      setSelBox(null);
    };
    frame.addEventListener("mouseup", done);
    frame.addEventListener("keyup", done);
    frame.addEventListener("mousedown", clear);
    return () => {
      frame.removeEventListener("mouseup", done);
      frame.removeEventListener("keyup", done);
      frame.removeEventListener("mousedown", clear);
    };
  }, [frame, page, view, setSelection, canAnnotate]);

  // The text layer as a keyboard selection surface (again whenever it is drawn again).
  const hintId = `cp-kbd-hint-${page}`;
  const label = t("compassPoint.text-layer-label", { page });
  // biome-ignore lint/correctness/useExhaustiveDependencies: textLayerVersion says the layer changed
  useEffect(() => {
    const layer = frame.querySelector<HTMLElement>(TEXT_LAYER);
    if (!layer || !canAnnotate) return;
    layer.tabIndex = 0;
    layer.setAttribute("role", "region");
    layer.setAttribute("aria-label", label);
    layer.setAttribute("aria-describedby", hintId);
    const onIn = () => setLayerFocused(true);
    const onOut = () => setLayerFocused(false);
    layer.addEventListener("focus", onIn);
    layer.addEventListener("blur", onOut);
    const detach = attachKeyboardSelection(
      layer,
      () => {
        const c = cpRef.current;
        if (!c || (c.dialog && (c.dialog.mode === "create" || c.dialog.mode === "edit"))) return;
        // The selection as it is now: the last Shift+arrow's keyup may not have been read yet
        // (it is read a tick later), and Enter must not open the dialog on the one before it.
        const live = selectionOnPage(frame, page, view)?.pending ?? null;
        const selection = live && !sameSelection(c.selection, live) ? live : c.selection;
        if (!selection) return;
        if (selection === live) c.setSelection(live);
        setSelBox(null);
        c.openDialog({ mode: "create", point: null, selection });
      },
      () => document.querySelector<HTMLElement>(".cp-create-float"),
    );
    return () => {
      detach();
      layer.removeEventListener("focus", onIn);
      layer.removeEventListener("blur", onOut);
      layer.removeAttribute("tabindex");
    };
  }, [frame, page, view, canAnnotate, textLayerVersion, label, hintId]);

  // A click (not a selection) on a highlight opens its point.
  const openDialog = cp?.openDialog;
  const setFocused = cp?.setFocused;
  useEffect(() => {
    if (!openDialog) return;
    const onClick = (e: MouseEvent) => {
      if (!frame.ownerDocument.getSelection()?.isCollapsed) return;
      const r = frame.querySelector<HTMLElement>(".cp-hl-layer")?.getBoundingClientRect();
      if (!r) return;
      const x = e.clientX - r.left;
      const y = e.clientY - r.top;
      const hit = placed.find((p) =>
        p.boxes.some((b) => x >= b.left && x <= b.left + b.width && y >= b.top && y <= b.top + b.height),
      );
      if (hit) {
        setFocused?.(hit.point.compassPointUUID);
        openDialog({ mode: "view", point: hit.point, selection: null });
      }
    };
    frame.addEventListener("click", onClick);
    return () => frame.removeEventListener("click", onClick);
  }, [frame, placed, openDialog, setFocused]);

  const names = useMemo(
    () =>
      new Map(
        placed.map((p) => [
          p.point.compassPointID,
          authorName(
            { firstName: p.point.creatorFirstName, lastName: p.point.creatorLastName },
            t("compassPoint.guest"),
          ),
        ]),
      ),
    [placed, t],
  );

  if (!cp) return null;
  const pendingHere = cp.selection?.source === "PDF" && cp.selection.pageNumber === page && selBox && canAnnotate;
  return (
    <div className="cp-hl-layer">
      {canAnnotate && (
        <p id={hintId} className={`cp-kbd-hint${layerFocused ? " cp-kbd-hint--shown" : ""}`}>
          {t("compassPoint.keyboard-hint")}
        </p>
      )}
      {/* First in the layer: Tab from the selected text reaches it next. */}
      {pendingHere && selBox && (
        <button
          type="button"
          className="button button--primary button--sm cp-create-float"
          style={{ left: selBox.left + selBox.width, top: selBox.top + selBox.height + 4 }}
          // Keeps the text selected while the button is pressed.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setSelBox(null);
            if (cp.dialog && (cp.dialog.mode === "create" || cp.dialog.mode === "edit")) return;
            cp.openDialog({ mode: "create", point: null, selection: cp.selection });
          }}
        >
          {t("compassPoint.create")}
        </button>
      )}
      {placed.map(({ point, boxes }) =>
        boxes.map((b, i) => {
          const style = { left: b.left, top: b.top, width: b.width, height: b.height };
          const cls = `cp-hl${cp.focused === point.compassPointUUID ? " cp-hl--focus" : ""}`;
          return i === 0 ? (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a point's boxes in their order
              key={`${point.compassPointID}-${i}`}
              type="button"
              className={cls}
              style={style}
              data-cp={point.compassPointUUID}
              aria-label={t("compassPoint.highlight-label", {
                name: point.name,
                author: names.get(point.compassPointID),
              })}
              title={`${point.name} — ${names.get(point.compassPointID)}`}
              onClick={() => {
                cp.setFocused(point.compassPointUUID);
                cp.openDialog({ mode: "view", point, selection: null });
              }}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a point's boxes in their order
            <span key={`${point.compassPointID}-${i}`} className={cls} style={style} aria-hidden="true" />
          );
        }),
      )}
    </div>
  );
}
