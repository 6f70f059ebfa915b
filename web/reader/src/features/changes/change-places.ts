// Where a changed clause is in a document shown in a frame (the HTML tab, or the compare result):
// the innermost block whose text starts with the clause's first words, looked for in document
// order after the clause found before it (the changes come in the edition's order, so repeated
// openings, "NOTE" or a repeated warning, are told apart by their order). In a compare result the
// deleted words are part of the text, so a clause of the new edition is read without them and a
// deleted clause with them.
import { textOf } from "../compass-points/anchoring.ts";

const BLOCKS = "p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,caption,blockquote,pre,figcaption,div,section,article";
/** Characters of the clause's opening compared (enough to be distinctive, short enough to survive a reflow). */
const HEAD_CHARS = 48;

function headOf(quote: string): string {
  if (quote.length <= HEAD_CHARS) return quote;
  const at = quote.lastIndexOf(" ", HEAD_CHARS);
  return quote.slice(0, at > HEAD_CHARS / 2 ? at : HEAD_CHARS);
}

function textWithout(el: Element, selector: string | null): string {
  if (!selector || !el.querySelector(selector)) return textOf(el).text;
  const copy = el.cloneNode(true) as Element;
  for (const d of copy.querySelectorAll(selector)) d.remove();
  return textOf(copy).text;
}

export interface BlockFinder {
  /** The block of a clause opening with `quote`, after the last one found; null when not found. */
  find(quote: string, options?: { withDeleted?: boolean; keepPlace?: boolean }): Element | null;
}

/** A finder over the blocks of `doc`. `deletedSelector`: the compare result's deleted words ("del"). */
export function blockFinder(doc: Document, deletedSelector: string | null = null): BlockFinder {
  const blocks = [...doc.body.querySelectorAll(BLOCKS)];
  const texts = new Map<string, string[]>();
  const textsOf = (withDeleted: boolean) => {
    const key = String(withDeleted);
    let t = texts.get(key);
    if (!t) {
      t = blocks.map((b) => textWithout(b, withDeleted ? null : deletedSelector));
      texts.set(key, t);
    }
    return t;
  };
  let from = 0;
  return {
    find(quote, options = {}) {
      const head = headOf(quote.trim());
      if (!head) return null;
      const t = textsOf(options.withDeleted === true);
      for (const start of [from, 0]) {
        for (let i = start; i < blocks.length; i++) {
          if (!t[i].startsWith(head)) continue;
          // The innermost block that starts so (a <div> holding the clause's <p> starts so too).
          let j = i;
          while (j + 1 < blocks.length && blocks[i].contains(blocks[j + 1]) && t[j + 1].startsWith(head)) j++;
          if (!options.keepPlace) from = j + 1;
          return blocks[j];
        }
      }
      return null;
    },
  };
}

/** Room kept above a revealed element: the app's sticky header, a sticky toolbar and a margin. */
export function roomAbove(): number {
  const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height"));
  return (Number.isFinite(header) ? header : 64) + 72;
}

/** Scrolls the page so that an element inside a frame is near the top (below the sticky bars), and marks it. */
export function revealInFrame(frame: HTMLIFrameElement, el: Element, focusClass: string): void {
  const top = frame.getBoundingClientRect().top + window.scrollY + el.getBoundingClientRect().top - roomAbove();
  window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
  for (const old of el.ownerDocument.querySelectorAll(`.${focusClass}`)) old.classList.remove(focusClass);
  el.classList.add(focusClass);
}
