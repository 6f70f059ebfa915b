// A document's HTML in a sandboxed frame (spec 1 §2): no script can run in it (sandbox without
// allow-scripts); the app reads its height every 1000 ms and adds 32 px, so the frame follows its
// content; anchor links scroll to their target, external links open in a new tab. Print goes
// through a sandboxed frame of its own (html-print.ts).
import { useEffect, useMemo, useRef } from "react";
import { stripActiveContent, withFramePolicy } from "./html-print.ts";
import "./html-frame.css";

export const FRAME_CHECK_MS = 1000;
export const FRAME_PADDING_PX = 32;

export { PRINT_DELAY_MS, printHtml, stripActiveContent, withFramePolicy } from "./html-print.ts";

export function HtmlFrame({
  html,
  title,
  className,
  sanitized = false,
  onDocument,
}: {
  /**
   * The document, or null for a frame made ahead of it (hidden, no srcdoc): Chromium makes a frame
   * when it is inserted (13 ms under load, docs/performance.md), so a view that waits for its
   * document (the compare) inserts it while waiting and only sets srcdoc when the document comes.
   */
  html: string | null;
  title: string;
  className?: string;
  /**
   * The API said its sanitiser made this HTML (header html-sanitized: true): the reader's own
   * stripping is skipped, the frame's policy still put in (html-print.ts withFramePolicy).
   */
  sanitized?: boolean;
  /**
   * Called with the frame and its document each time a document has loaded in it (compass point
   * highlights and selections). The document, not the frame, is what changes: a frame's first
   * document is an empty about:blank, replaced by the srcdoc one when that has loaded.
   */
  onDocument?: (loaded: { frame: HTMLIFrameElement; document: Document }) => void;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const doc = useMemo(
    () => (html === null ? undefined : sanitized ? withFramePolicy(html) : stripActiveContent(html)),
    [html, sanitized],
  );
  const onDocumentRef = useRef(onDocument);
  onDocumentRef.current = onDocument;

  // Each new document fires "load" again, which measures it and listens to its clicks.
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let last = 0;
    const measure = () => {
      const doc = frame.contentDocument;
      if (!doc?.documentElement) return;
      const height = Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0) + FRAME_PADDING_PX;
      if (height !== last) {
        last = height;
        frame.style.height = `${height}px`;
      }
    };
    const onClick = (event: MouseEvent) => {
      const doc = frame.contentDocument;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!doc || !anchor) return;
      const href = anchor.getAttribute("href") ?? "";
      event.preventDefault();
      if (href.startsWith("#")) {
        const id = decodeURIComponent(href.slice(1));
        const target = doc.getElementById(id) ?? doc.getElementsByName(id)[0];
        if (target) {
          const top = frame.getBoundingClientRect().top + window.scrollY + target.getBoundingClientRect().top - 16;
          window.scrollTo({ top, behavior: "smooth" });
        }
      } else if (/^(https?:|mailto:)/i.test(href)) {
        window.open(href, "_blank", "noopener,noreferrer");
      }
    };
    const onLoad = () => {
      measure();
      const loaded = frame.contentDocument;
      // A frame made ahead of its document has only about:blank to load: nothing to follow yet.
      if (loaded?.URL !== "about:srcdoc") return;
      loaded.addEventListener("click", onClick);
      onDocumentRef.current?.({ frame, document: loaded });
    };
    frame.addEventListener("load", onLoad);
    // The srcdoc document may have loaded before this effect ran. The initial about:blank is
    // "complete" too, but it is about to be replaced: its "load" is not the one to wait for.
    const current = frame.contentDocument;
    if (current?.readyState === "complete" && current.URL === "about:srcdoc") onLoad();
    const timer = setInterval(measure, FRAME_CHECK_MS);
    return () => {
      clearInterval(timer);
      frame.removeEventListener("load", onLoad);
      frame.contentDocument?.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <iframe
      ref={ref}
      className={`html-frame${className ? ` ${className}` : ""}`}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={doc}
      hidden={doc === undefined}
    />
  );
}
