// Selecting text with the keyboard in text that is not editable (the PDF's text layer, the HTML
// view's body). Browsers only move a caret through such text with caret browsing on (F7), which
// few users know: here the text takes focus, a caret is placed at its start when focus arrives
// without a selection inside it, and the arrow keys move it (Shift extends the selection, Ctrl or
// Alt by words, Home/End to the line's ends) through Selection.modify, which follows the text's
// direction (Arabic included). Enter opens the compass point dialog for the selection.

type Granularity = "character" | "word" | "line" | "lineboundary";

/** The Selection.modify arguments a key stands for, or null for a key left to the browser. */
export function movementOf(
  e: Pick<KeyboardEvent, "key" | "ctrlKey" | "altKey" | "metaKey" | "shiftKey">,
): { alter: "move" | "extend"; direction: "left" | "right" | "forward" | "backward"; granularity: Granularity } | null {
  const alter = e.shiftKey ? "extend" : "move";
  const byWord = e.ctrlKey || e.altKey || e.metaKey;
  switch (e.key) {
    case "ArrowLeft":
      return { alter, direction: "left", granularity: byWord ? "word" : "character" };
    case "ArrowRight":
      return { alter, direction: "right", granularity: byWord ? "word" : "character" };
    case "ArrowUp":
      return { alter, direction: "backward", granularity: "line" };
    case "ArrowDown":
      return { alter, direction: "forward", granularity: "line" };
    case "Home":
      return { alter, direction: "backward", granularity: "lineboundary" };
    case "End":
      return { alter, direction: "forward", granularity: "lineboundary" };
    default:
      return null;
  }
}

function firstText(root: Node): Text | null {
  const walker = root.ownerDocument!.createTreeWalker(root, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if ((n as Text).data.trim()) return n as Text;
  return null;
}

/**
 * Makes `root` (focusable already, or given tabIndex 0 here) a keyboard selection surface.
 * `onEnter` runs on Enter while there is a selection inside it; Tab with a selection inside it
 * goes to `nextStop()` (the "Create compass point" button beside the selection) when there is
 * one: where the browser's own Tab goes from a caret inside the text depends on the caret (in a
 * frame it continues inside the document). Returns the detach function.
 */
export function attachKeyboardSelection(
  root: HTMLElement,
  onEnter: () => void,
  nextStop: () => HTMLElement | null = () => null,
): () => void {
  const doc = root.ownerDocument;
  const inside = (sel: Selection | null) => !!sel?.rangeCount && root.contains(sel.getRangeAt(0).startContainer);
  const onFocus = (e: FocusEvent) => {
    if (e.target !== root) return;
    const sel = doc.getSelection();
    if (!sel || inside(sel)) return;
    const text = firstText(root);
    if (text) sel.collapse(text, 0);
  };
  const onKey = (e: KeyboardEvent) => {
    const sel = doc.getSelection() as (Selection & { modify?: (...a: string[]) => void }) | null;
    if (!sel) return;
    if (e.key === "Enter" && !sel.isCollapsed && inside(sel)) {
      e.preventDefault();
      onEnter();
      return;
    }
    if (e.key === "Tab" && !e.shiftKey && !sel.isCollapsed && inside(sel)) {
      const target = nextStop();
      if (target) {
        e.preventDefault();
        target.focus();
      }
      return;
    }
    const move = movementOf(e);
    if (!move || typeof sel.modify !== "function") return;
    if (!inside(sel)) {
      const text = firstText(root);
      if (!text) return;
      sel.collapse(text, 0);
    }
    e.preventDefault();
    sel.modify(move.alter, move.direction, move.granularity);
    // The caret's end stays in view (the page or the document may be longer than the screen).
    const focusEl = sel.focusNode?.nodeType === 3 ? sel.focusNode.parentElement : (sel.focusNode as Element | null);
    focusEl?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  };
  root.addEventListener("focus", onFocus);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("focus", onFocus);
    root.removeEventListener("keydown", onKey);
  };
}

/**
 * The same text at the same place as the pending selection: a key or mouse button released
 * without changing it (Enter opening the dialog, a click on the button beside it) must not turn
 * it into a "new selection" the open dialog would offer.
 */
export function sameSelection(
  a: { source: string; pageNumber?: number; selectors: { type: string; start?: number; end?: number }[] } | null,
  b: { source: string; pageNumber?: number; selectors: { type: string; start?: number; end?: number }[] },
): boolean {
  if (!a || a.source !== b.source || a.pageNumber !== b.pageNumber) return false;
  const pos = (x: typeof a) => x.selectors.find((s) => s.type === "TextPositionSelector");
  const p = pos(a);
  const q = pos(b);
  return !!p && !!q && p.start === q.start && p.end === q.end;
}
