// Printing a document's HTML (spec 1 §2: Print prints after 1 second), without the document
// ever reaching the app's origin: it is printed from a hidden sandboxed frame of its own —
// allow-modals so the frame may show the print dialog, allow-same-origin so the app may call
// print() on it, and never allow-scripts, so nothing in the document runs. (Writing the
// document into a new window would give it the app's origin with nothing sandboxing it.)

export const PRINT_DELAY_MS = 1000;
/** The print frame's sandbox: the dialog, the app's access to call it, no scripts. */
export const PRINT_FRAME_SANDBOX = "allow-modals allow-same-origin";
/** A print frame is removed this long after printing started if the browser never says it is done. */
const PRINT_FRAME_LIFETIME_MS = 120_000;

/**
 * The policy of a document's own frame, besides the page's that a srcdoc frame inherits: the
 * document may use its inline styles and data: images and fonts, and fetch nothing at all — not
 * from outside, not from the app's origin.
 */
export const DOCUMENT_FRAME_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

/**
 * Removes scripts, event handlers and javascript: links (the server sanitised already; this is a
 * second fence) and puts the frame's own Content-Security-Policy first in its head (a third).
 */
export function stripActiveContent(html: string, title?: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.querySelectorAll("script, iframe, object, embed, base, link, meta[http-equiv]")) el.remove();
  const policy = doc.createElement("meta");
  policy.setAttribute("http-equiv", "Content-Security-Policy");
  policy.setAttribute("content", DOCUMENT_FRAME_CSP);
  doc.head.prepend(policy);
  for (const el of doc.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) el.removeAttribute(attr.name);
      else if ((name === "href" || name === "src" || name === "xlink:href") && /^\s*javascript:/i.test(attr.value))
        el.removeAttribute(attr.name);
    }
  }
  if (title !== undefined) doc.title = title;
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

const FRAME_POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_FRAME_CSP}">`;
const LEADING_DOCTYPE = /^\s*<!doctype[^>]*>/i;

/**
 * HTML the API says its sanitiser made (header html-sanitized: true, openapi.yaml HtmlSanitized),
 * with the frame's own Content-Security-Policy put first, without parsing it here. What
 * stripActiveContent removes — scripts, frames, objects, <base>, <link>, <meta http-equiv>, event
 * handlers, javascript: URLs — the server's allow-list never lets through, so parsing and
 * serialising the whole document in the reader only to find nothing (8 of the 35 ms between a
 * compare's answer and its frame in the page, under load: docs/performance.md) is skipped; the
 * other fences stay: the frame
 * is sandboxed without allow-scripts, and this policy and the page's (which a srcdoc frame
 * inherits) forbid scripts and every fetch. The <meta> goes right after the doctype, so the
 * document keeps its standards mode: the parser opens <head> for it, and the document's own
 * <html> and <head> tags that follow only add their attributes.
 */
export function withFramePolicy(html: string): string {
  const doctype = LEADING_DOCTYPE.exec(html);
  if (!doctype) return `${FRAME_POLICY_META}${html}`;
  const end = doctype.index + doctype[0].length;
  return `${html.slice(0, end)}${FRAME_POLICY_META}${html.slice(end)}`;
}

/**
 * Prints the HTML from a hidden sandboxed frame, PRINT_DELAY_MS after it has loaded; the frame is
 * removed once printing is over. Returns the frame.
 */
export function printHtml(html: string, title: string, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement("iframe");
  frame.setAttribute("sandbox", PRINT_FRAME_SANDBOX);
  frame.setAttribute("aria-hidden", "true");
  frame.setAttribute("data-print-frame", "");
  frame.tabIndex = -1;
  frame.title = title;
  // Out of sight but laid out (a display:none frame prints nothing in some browsers).
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0;pointer-events:none";
  frame.addEventListener(
    "load",
    () => {
      setTimeout(() => {
        const win = frame.contentWindow;
        if (!win) return;
        const done = () => frame.remove();
        win.addEventListener("afterprint", done, { once: true });
        setTimeout(done, PRINT_FRAME_LIFETIME_MS);
        win.focus();
        win.print();
      }, PRINT_DELAY_MS);
    },
    { once: true },
  );
  frame.srcdoc = stripActiveContent(html, title);
  doc.body.appendChild(frame);
  return frame;
}
