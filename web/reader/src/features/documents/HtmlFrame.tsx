// A document's HTML in a sandboxed frame (spec 1 §2): no script can run in it (sandbox without
// allow-scripts); the app reads its height every 1000 ms and adds 32 px, so the frame follows its
// content; anchor links scroll to their target, external links open in a new tab.
import { useEffect, useMemo, useRef } from "react";

export const FRAME_CHECK_MS = 1000;
export const FRAME_PADDING_PX = 32;
export const PRINT_DELAY_MS = 1000;

/** Removes scripts, event handlers and javascript: links (the server sanitised already; this is a second fence). */
export function stripActiveContent(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.querySelectorAll("script, iframe, object, embed, base, meta[http-equiv]")) el.remove();
  for (const el of doc.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) el.removeAttribute(attr.name);
      else if ((name === "href" || name === "src" || name === "xlink:href") && /^\s*javascript:/i.test(attr.value))
        el.removeAttribute(attr.name);
    }
  }
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** Spec 1 §2: Print opens a print window and prints after 1 second. */
export function printHtml(html: string, title: string): void {
  const win = window.open("", "_blank");
  if (!win) return;
  win.opener = null;
  win.document.open();
  win.document.write(stripActiveContent(html));
  win.document.close();
  win.document.title = title;
  setTimeout(() => {
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
}

export function HtmlFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const doc = useMemo(() => stripActiveContent(html), [html]);

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
      frame.contentDocument?.addEventListener("click", onClick);
    };
    frame.addEventListener("load", onLoad);
    if (frame.contentDocument?.readyState === "complete") onLoad();
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
    />
  );
}
