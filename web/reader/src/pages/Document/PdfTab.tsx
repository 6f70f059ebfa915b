// The PDF tab (spec 1 §2): the document's PDF in the viewer (loaded on demand), from the URL's page.
// The PDF's bytes are fetched at once, but the viewer (react-pdf and pdf.js, the largest piece of
// the reader) is loaded and run only after the document's header has been painted, and once a
// good part of the tab's area is on screen (on a phone the document's header fills the first
// screen and the PDF starts when scrolled to, like a lazily loaded image): the page's first
// content and its first interactions do not wait for pdf.js.

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { afterPaint } from "../../components/after-paint.ts";
import { useCompassPoints } from "../../features/compass-points/CompassPointsContext.tsx";
import { NoteMarkers, type NoteSpot } from "../../features/compass-points/NoteMarkers.tsx";
import { PdfAnnotations } from "../../features/compass-points/PdfAnnotations.tsx";
import { pageOfSelectionData } from "../../features/compass-points/selection-data.ts";
import { CompassPointTools, NotesPanel } from "../../features/compass-points/ViewerTools.tsx";
import { documentFailure } from "../../features/documents/access-messages.ts";
import { documentPdfQuery } from "../../features/documents/content-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

const PdfViewer = lazy(() => import("../../features/pdf/PdfViewer.tsx"));

/** Spec 2 §2, §9: jumping to a compass point or note shows it at zoom 0.9. */
export const JUMP_ZOOM = 0.9;

/** How much of the PDF's area (600 px tall while waiting) must be on screen for the viewer to start. */
const ON_SCREEN = 0.15;

export default function PdfTab({
  metadata,
  page,
  onPageChange,
  focusUuid = null,
}: {
  metadata: DocumentMetadata;
  page: number;
  onPageChange: (page: number) => void;
  /** The point the address names (compasspointuuid, or the one with the address's annotationid). */
  focusUuid?: string | null;
}) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const navigate = useNavigate();
  const { data: opening, isError } = useQuery(documentPdfQuery(metadata.contentCode));
  const data = opening?.content ?? null;
  const [status, setStatus] = useState<"loading" | "completed">("loading");
  const [painted, setPainted] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const cp = useCompassPoints();
  const [notesOpen, setNotesOpen] = useState(false);
  const [viewerPage, setViewerPage] = useState(page);
  const [noteJump, setNoteJump] = useState<{ page: number; zoom: number; key: string } | null>(null);
  // A new note's spot being chosen on the page, the spot chosen, and the note a marker opened.
  const [placing, setPlacing] = useState(false);
  const [spot, setSpot] = useState<NoteSpot | null>(null);
  const [openNote, setOpenNote] = useState<{ annotationId: string; key: number } | null>(null);
  const spotTaken = useCallback(() => setSpot(null), []);
  // The jump the address asks for: the point's page at zoom 0.9 (once the point is known).
  const target = focusUuid ? cp?.points.find((p) => p.compassPointUUID === focusUuid) : undefined;
  const targetPage = target
    ? (target.selectionMetadata?.pageNumber ?? pageOfSelectionData(target.selectionData) ?? page)
    : null;
  const jump =
    noteJump ?? (target && targetPage ? { page: targetPage, zoom: JUMP_ZOOM, key: target.compassPointUUID } : null);

  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = holder.current;
    if (onScreen || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting && e.intersectionRatio >= ON_SCREEN) && setOnScreen(true),
      { threshold: ON_SCREEN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onScreen]);

  // Bytes to show: 'loading' until the viewer has settled; none (failed call or reply without
  // them): 'completed', and the reason said (documentFailure).
  useEffect(() => {
    if (isError) {
      setStatus("completed");
      return;
    }
    if (!opening || opening.content) {
      setStatus("loading");
      return;
    }
    setStatus("completed");
    void documentFailure(config, opening.status, opening.problem).then((outcome) => {
      if (outcome === "no-content" || outcome === "no-access" || outcome === "no-pdf") navigate("/", { replace: true });
    });
  }, [opening, isError, config, navigate]);

  const waiting = (
    <div ref={holder} className="pdf-waiting">
      <p className="empty" aria-busy={status === "loading"}>
        {status === "loading" ? t("pdf.loading") : t("pdf.failed")}
      </p>
    </div>
  );
  if (!data || !painted || !onScreen) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PdfViewer
        data={data}
        title={t("document.pdfOf", { designation: metadata.displayDesignation })}
        page={page}
        onPageChange={(p) => {
          setViewerPage(p);
          onPageChange(p);
        }}
        onSettled={() => setStatus("completed")}
        jump={jump}
        toolbarExtra={
          cp?.enabled ? <CompassPointTools notesOpen={notesOpen} onNotes={() => setNotesOpen((v) => !v)} /> : null
        }
        belowToolbar={
          cp?.enabled && notesOpen ? (
            <NotesPanel
              page={viewerPage}
              onGo={(p) => setNoteJump({ page: p, zoom: JUMP_ZOOM, key: `note-${p}-${Date.now()}` })}
              placing={placing}
              onPlace={() => setPlacing((v) => !v)}
              spot={spot}
              onSpotTaken={spotTaken}
              openNote={openNote}
            />
          ) : null
        }
        pageOverlay={
          cp?.enabled
            ? (ctx) => (
                <>
                  <PdfAnnotations ctx={ctx} />
                  <NoteMarkers
                    ctx={ctx}
                    placing={placing && notesOpen}
                    onPlaced={(at) => {
                      setPlacing(false);
                      setSpot(at);
                    }}
                    onCancel={() => setPlacing(false)}
                    onOpen={(annotationId) => {
                      setNotesOpen(true);
                      setOpenNote({ annotationId, key: Date.now() });
                    }}
                  />
                </>
              )
            : undefined
        }
      />
    </Suspense>
  );
}
