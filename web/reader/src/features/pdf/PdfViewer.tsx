// The PDF viewer (spec 1 §2): react-pdf over pdf.js 5.4.296 (react-pdf's own version; eval off).
// Loaded on demand with the PDF tab and the compare view. Page from the URL, zoom, search in the
// text (hits highlighted, pages listed), thumbnails and a page jump.
import "react-pdf/dist/Page/TextLayer.css";
import "react-pdf/dist/Page/AnnotationLayer.css";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Document, Page, pdfjs } from "react-pdf";
import "./pdf.css";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// pdf.js's standard fonts (for PDFs that use the 14 standard fonts without embedding them), bundled
// as assets of the app and fetched only when a PDF needs one.
const STANDARD_FONTS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob("../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}", {
      query: "?url",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

/** pdf.js's StandardFontDataFactory contract: fetch({ filename }) answers the font's bytes. */
class BundledStandardFonts {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    const url = STANDARD_FONTS[filename];
    if (!url) throw new Error(`standard font ${filename} is not bundled`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`standard font ${filename}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** pdf.js options: no eval (CSP), the bundled standard fonts. */
export const PDF_OPTIONS = {
  isEvalSupported: false,
  StandardFontDataFactory: BundledStandardFonts,
  useWorkerFetch: false,
};

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next zoom of the list up or down from any zoom (a jump to a note sets 0.9, between two steps). */
export function zoomStep(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOMS.find((z) => z > zoom + 1e-9) ?? zoom;
  return [...ZOOMS].reverse().find((z) => z < zoom - 1e-9) ?? zoom;
}
/** At zoom 100 % a page fills the stage's width, up to this many pixels. */
const FIT_MAX_WIDTH = 900;
const THUMB_WIDTH = 96;

type PdfDocument = Parameters<NonNullable<React.ComponentProps<typeof Document>["onLoadSuccess"]>>[0];

export interface PdfViewerProps {
  /** The PDF's bytes (copied before pdf.js takes them). */
  data: ArrayBuffer;
  title: string;
  /** 1-based page to start on. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Called once the document loaded or failed (spec: the loading status becomes completed either way). */
  onSettled?: (ok: boolean) => void;
  /** Go to a page at a zoom (a jump to a compass point: zoom 0.9), once per key. */
  jump?: { page: number; zoom: number; key: string } | null;
  /** More toolbar groups (the compass points' view and annotate groups). */
  toolbarExtra?: ReactNode;
  /** Drawn over the page (highlights), with where the page is. */
  pageOverlay?: (ctx: PageContext) => ReactNode;
  /** Drawn below the toolbar (the notes panel). */
  belowToolbar?: ReactNode;
}

/** The page on screen, for what is drawn over it. */
export interface PageContext {
  page: number;
  /** pdf.js's page.view: [x0, y0, x1, y1] in PDF user space. */
  view: readonly number[];
  /** The frame holding the page (the overlay's parent). */
  frame: HTMLDivElement;
  /** Changes each time the page's text layer has been drawn again. */
  textLayerVersion: number;
}

function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export default function PdfViewer({
  data,
  title,
  page: initialPage = 1,
  onPageChange,
  onSettled,
  jump: jumpTo,
  toolbarExtra,
  pageOverlay,
  belowToolbar,
}: PdfViewerProps) {
  const { t } = useTranslation();
  const file = useMemo(() => ({ data: new Uint8Array(data.slice(0)) }), [data]);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(Math.max(1, initialPage));
  const [zoom, setZoom] = useState(jumpTo?.zoom ?? 1);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [pageView, setPageView] = useState<{ page: number; view: readonly number[] } | null>(null);
  const [textLayerVersion, setTextLayerVersion] = useState(0);
  // Measured before the first page is drawn (drawing it at a guessed width and again at the real
  // one doubled pdf.js's work on small screens).
  const [width, setWidth] = useState<number | null>(null);
  const [jump, setJump] = useState(String(Math.max(1, initialPage)));
  const [query, setQuery] = useState("");
  const [term, setTerm] = useState("");
  const [hits, setHits] = useState<number[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [thumbs, setThumbs] = useState(false);
  const [textLayer, setTextLayer] = useState(false);
  /** Height ÷ width of the first page (US letter until the document says). */
  const [aspect, setAspect] = useState(11 / 8.5);
  // The stage exists only once react-pdf has loaded the document, hence a callback ref.
  const [stage, setStage] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!stage) return;
    const fit = (px: number) => setWidth(Math.min(FIT_MAX_WIDTH, Math.max(280, Math.floor(px) - 16)));
    fit(stage.clientWidth);
    const observer = new ResizeObserver(([entry]) => fit(entry.contentRect.width));
    observer.observe(stage);
    return () => observer.disconnect();
  }, [stage]);

  const go = useCallback(
    (p: number) => {
      if (!pages) return;
      const next = Math.min(Math.max(1, p), pages);
      setPage(next);
      setJump(String(next));
      onPageChange?.(next);
    },
    [pages, onPageChange],
  );

  // Follows the URL's page only (not every page turn inside the viewer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: page and go change with every turn
  useEffect(() => {
    if (pages && initialPage !== page) go(initialPage);
  }, [initialPage, pages]);

  // Stable callbacks: react-pdf draws the text layer again when they change (and a drawn layer
  // counts a version, which would draw it again).
  const onPageLoad = useCallback((p: { pageNumber: number; view: number[] }) => {
    setPageView((v) =>
      v?.page === p.pageNumber && v.view.join() === p.view.join() ? v : { page: p.pageNumber, view: p.view },
    );
  }, []);
  const onTextLayer = useCallback(() => setTextLayerVersion((v) => v + 1), []);

  // A jump (to a compass point): its page at its zoom, once per key.
  const jumped = useRef<string | null>(null);
  useEffect(() => {
    if (!jumpTo || !pages || jumped.current === jumpTo.key) return;
    jumped.current = jumpTo.key;
    setZoom(jumpTo.zoom);
    if (jumpTo.page !== page) go(jumpTo.page);
  }, [jumpTo, pages, page, go]);

  async function search(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    setTerm(q);
    if (!pdf || !q) {
      setHits(null);
      return;
    }
    setSearching(true);
    const needle = q.toLowerCase();
    const found: number[] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      const content = await (await pdf.getPage(p)).getTextContent();
      const text = content.items
        .map((i) => ("str" in i ? i.str : ""))
        .join(" ")
        .toLowerCase();
      if (text.includes(needle)) found.push(p);
    }
    setSearching(false);
    setHits(found);
    if (found.length && !found.includes(page)) go(found[0]);
  }

  const highlight = useCallback(
    ({ str }: { str: string }) => {
      if (!term) return escapeHtml(str);
      const re = new RegExp(`(${escapeRegExp(term)})`, "gi");
      return str
        .split(re)
        .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
        .join("");
    },
    [term],
  );

  return (
    <div className="pdf-viewer">
      <div className="pdf-toolbar" role="toolbar" aria-label={t("pdf.toolbar")}>
        <div className="pdf-toolbar__group">
          <button
            type="button"
            className="icon-button"
            onClick={() => setThumbs((v) => !v)}
            aria-pressed={thumbs}
            aria-label={t("pdf.thumbnails")}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path fill="currentColor" d="M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z" />
            </svg>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={t("pdf.previous")}
          >
            ‹
          </button>
          <form
            className="pdf-toolbar__jump"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number.parseInt(jump, 10);
              if (Number.isFinite(n)) go(n);
            }}
          >
            <label>
              <span className="visually-hidden">{t("pdf.pageNumber")}</span>
              <input
                className="field__input field__input--sm"
                inputMode="numeric"
                value={jump}
                onChange={(e) => setJump(e.target.value.replace(/\D/g, ""))}
                aria-label={t("pdf.pageNumber")}
              />
            </label>
            <span aria-live="polite">{t("pdf.of", { count: pages })}</span>
          </form>
          <button
            type="button"
            className="icon-button"
            onClick={() => go(page + 1)}
            disabled={page >= pages}
            aria-label={t("pdf.next")}
          >
            ›
          </button>
        </div>
        <div className="pdf-toolbar__group">
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom(zoomStep(zoom, -1))}
            disabled={zoomStep(zoom, -1) === zoom}
            aria-label={t("pdf.zoomOut")}
          >
            −
          </button>
          <span className="pdf-toolbar__zoom" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom(zoomStep(zoom, 1))}
            disabled={zoomStep(zoom, 1) === zoom}
            aria-label={t("pdf.zoomIn")}
          >
            +
          </button>
        </div>
        {toolbarExtra}
        <form className="pdf-toolbar__search" onSubmit={search}>
          <label className="visually-hidden" htmlFor="pdf-search">
            {t("pdf.search")}
          </label>
          <input
            id="pdf-search"
            className="field__input field__input--sm"
            type="search"
            value={query}
            maxLength={200}
            placeholder={t("pdf.search")}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button button--secondary button--sm" disabled={!pdf || searching}>
            {searching ? t("pdf.searching") : t("pdf.find")}
          </button>
        </form>
      </div>
      {belowToolbar}
      {hits !== null && (
        <div className="pdf-hits" aria-live="polite">
          {hits.length === 0 ? (
            t("pdf.noHits", { term })
          ) : (
            <>
              {t("pdf.hits", { count: hits.length, term })}{" "}
              {hits.slice(0, 30).map((p) => (
                <button
                  key={p}
                  type="button"
                  className="chip"
                  aria-current={p === page || undefined}
                  onClick={() => go(p)}
                >
                  {p}
                </button>
              ))}
            </>
          )}
        </div>
      )}
      <Document
        file={file}
        options={PDF_OPTIONS}
        className="pdf-document"
        loading={<p className="empty">{t("pdf.loading")}</p>}
        error={<p className="empty">{t("pdf.failed")}</p>}
        onLoadSuccess={(doc) => {
          setPdf(doc);
          void doc
            .getPage(1)
            .then((first) => {
              const [x0, y0, x1, y1] = first.view;
              if (x1 > x0 && y1 > y0) setAspect((y1 - y0) / (x1 - x0));
            })
            .catch(() => {});
          setPages(doc.numPages);
          setFailed(false);
          if (page > doc.numPages) go(doc.numPages);
          onSettled?.(true);
        }}
        onLoadError={() => {
          setFailed(true);
          onSettled?.(false);
        }}
      >
        <div className="pdf-body">
          {thumbs && pages > 0 && (
            <nav className="pdf-thumbs" aria-label={t("pdf.thumbnails")}>
              <ol>
                {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
                  <li key={p}>
                    <LazyThumb
                      page={p}
                      current={p === page}
                      onSelect={() => go(p)}
                      label={t("pdf.goTo", { page: p })}
                    />
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <section ref={setStage} className="pdf-stage" aria-label={title}>
            {!failed && pages > 0 && width !== null && (
              // The frame has the page's size from the start, so nothing moves while pdf.js
              // prepares and draws it (its canvas is 300 × 150 until then).
              <div
                ref={setFrame}
                className="pdf-page-frame"
                style={{ width: Math.round(width * zoom), minHeight: Math.round(width * zoom * aspect) }}
              >
                <Page
                  pageNumber={page}
                  width={Math.round(width * zoom)}
                  // The text layer (selection, search hits, screen readers) is built once the page
                  // is drawn, in a task of its own; the hit marking only runs while there is a term.
                  renderTextLayer={textLayer}
                  onRenderSuccess={() => setTextLayer(true)}
                  onLoadSuccess={onPageLoad}
                  onRenderTextLayerSuccess={onTextLayer}
                  customTextRenderer={term ? highlight : undefined}
                  loading={<div className="pdf-page-placeholder" />}
                />
                {pageOverlay && frame && pageView?.page === page
                  ? pageOverlay({ page, view: pageView.view, frame, textLayerVersion })
                  : null}
              </div>
            )}
          </section>
        </div>
      </Document>
    </div>
  );
}

/** A thumbnail rendered when it scrolls into view. */
function LazyThumb({
  page,
  current,
  onSelect,
  label,
}: {
  page: number;
  current: boolean;
  onSelect: () => void;
  label: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver(([e]) => {
      if (e.isIntersecting) {
        setVisible(true);
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="pdf-thumb"
      aria-current={current || undefined}
      aria-label={label}
      onClick={onSelect}
    >
      {visible ? (
        <Page
          pageNumber={page}
          width={THUMB_WIDTH}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={<span className="pdf-thumb__placeholder" />}
        />
      ) : (
        <span className="pdf-thumb__placeholder" />
      )}
      <span className="pdf-thumb__number" aria-hidden="true">
        {page}
      </span>
    </button>
  );
}
