// Notes at a spot of a PDF page (spec 2 §7 notes, issue 14): a note's data may name a point of its
// page as fractions of the page's width and height (<text page="0-based" x="0.25" y="0.4" />;
// notes with the page alone, as older ones, stay in the notes list only). Each such note is a
// marker at its spot, a button reachable with Tab that opens the note in the notes panel. Placing
// a new note: a click on the page chooses the spot, or the keyboard moves a marker (arrow keys,
// Shift for larger steps) and Enter places it; Escape cancels.

import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageContext } from "../pdf/PdfViewer.tsx";
import { useCompassPoints } from "./CompassPointsContext.tsx";
import { notePage, notePoint } from "./note-data.ts";
import "./note-markers.css";

export interface NoteSpot {
  page: number;
  x: number;
  y: number;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

export function NoteMarkers({
  ctx,
  placing,
  onPlaced,
  onCancel,
  onOpen,
}: {
  ctx: PageContext;
  /** A new note's spot is being chosen on this page. */
  placing: boolean;
  onPlaced: (spot: NoteSpot) => void;
  onCancel: () => void;
  onOpen: (annotationId: string) => void;
}) {
  const { t } = useTranslation();
  const cp = useCompassPoints();
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.25 });
  const cursorRef = useRef<HTMLButtonElement>(null);
  const { page } = ctx;

  useEffect(() => {
    if (placing) cursorRef.current?.focus();
  }, [placing]);

  if (!cp?.enabled) return null;
  const here = cp.notes.flatMap((n) => {
    const at = notePage(n) === page ? notePoint(n) : null;
    return at ? [{ note: n, at }] : [];
  });

  function place(e: MouseEvent<HTMLDivElement>) {
    if ((e.target as Element).closest(".cp-note-place__hint")) return;
    const r = e.currentTarget.getBoundingClientRect();
    onPlaced({
      page,
      x: round(clamp((e.clientX - r.left) / r.width)),
      y: round(clamp((e.clientY - r.top) / r.height)),
    });
  }

  function move(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.shiftKey ? 0.1 : 0.02;
    // The page is not mirrored in Arabic: left is left.
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (d) {
      e.preventDefault();
      setCursor((c) => ({ x: round(clamp(c.x + d[0])), y: round(clamp(c.y + d[1])) }));
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  }

  return (
    <div className="cp-note-layer">
      {here.map(({ note, at }) => (
        <button
          key={note.annotationId}
          type="button"
          className="cp-note-marker"
          style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
          data-note={note.annotationId}
          aria-label={t("notes.marker-label", { page, text: (note.note ?? "").slice(0, 80) })}
          title={note.note ?? ""}
          onClick={() => onOpen(note.annotationId)}
        />
      ))}
      {placing && cp.canAnnotate && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the mouse's way; the keyboard's is the marker button below
        // biome-ignore lint/a11y/useKeyWithClickEvents: the marker button below takes the keys
        <div className="cp-note-place" onClick={place}>
          <p className="cp-note-place__hint" id={`cp-note-place-hint-${page}`}>
            {t("notes.place-hint")}
          </p>
          <button
            ref={cursorRef}
            type="button"
            className="cp-note-marker cp-note-marker--cursor"
            style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }}
            aria-label={t("notes.place-marker", { page })}
            aria-describedby={`cp-note-place-hint-${page}`}
            onKeyDown={move}
            onClick={(e) => {
              e.stopPropagation();
              onPlaced({ page, ...cursor });
            }}
          />
        </div>
      )}
    </div>
  );
}
