// The viewer's compass point tools (spec 2 §2 PDF viewer toolbar): the view group (show or hide
// the highlights) for whoever sees points, and the annotate group (a compass point from the
// selected text, notes) only for an individual signed-in user with the compass point flag and
// the document's activation. The notes panel (spec 2 §7 Notes): the user's own notes on the
// document, each on a page or at a spot of a page (note-data.ts, NoteMarkers.tsx), added, edited
// and deleted here; a note's marker on the page opens it here.

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isAnonymous } from "../auth/session.ts";
import { notify, showDialog } from "../notify/notify-store.ts";
import { newAnnotationId, type UserNote, useCompassPoints } from "./CompassPointsContext.tsx";
import { authorName } from "./compass-points-rules.ts";
import type { NoteSpot } from "./NoteMarkers.tsx";
import { noteDataOf, notePage, notePoint } from "./note-data.ts";

export const NOTE_MAX = 1300;

/** A note as the save and edit calls take it. */
type NoteBody = { contentId: number; annotationId: string; noteData: string; note: string };

export function CompassPointTools({
  notesOpen,
  onNotes,
}: {
  /** Present in the PDF viewer only: the notes panel's toggle. */
  notesOpen?: boolean;
  onNotes?: () => void;
}) {
  const { t } = useTranslation();
  const cp = useCompassPoints();
  if (!cp?.enabled) return null;
  const writing = cp.dialog?.mode === "create" || cp.dialog?.mode === "edit";
  return (
    <fieldset className="pdf-toolbar__group cp-tools">
      <legend className="visually-hidden">{t("compassPoint.tools")}</legend>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={cp.hidden}
        onClick={() => cp.setHidden(!cp.hidden)}
      >
        {t("compassPoint.hide-highlights")}
      </button>
      {cp.canAnnotate && (
        <>
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={!cp.selection || writing}
            title={cp.selection ? undefined : t("compassPoint.select-first")}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => cp.selection && cp.openDialog({ mode: "create", point: null, selection: cp.selection })}
          >
            {t("compassPoint.create")}
          </button>
          {onNotes && (
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-pressed={notesOpen}
              onClick={onNotes}
            >
              {t("notes.toggle")} ({cp.notes.length})
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}

interface Draft {
  annotationId: string | null;
  text: string;
  page: number;
  /** The spot on the page (null: the whole page). */
  at: { x: number; y: number } | null;
}

export function NotesPanel({
  page,
  onGo,
  placing = false,
  onPlace,
  spot = null,
  onSpotTaken,
  openNote = null,
}: {
  page: number;
  onGo: (page: number) => void;
  /** A new note's spot is being chosen on the page. */
  placing?: boolean;
  /** Starts choosing a spot on the page (NoteMarkers). */
  onPlace?: () => void;
  /** The spot just chosen: the editor opens for a note there. */
  spot?: NoteSpot | null;
  onSpotTaken?: () => void;
  /** The note a marker opened: brought into view and focused. */
  openNote?: { annotationId: string; key: number } | null;
}) {
  const { t } = useTranslation();
  const cp = useCompassPoints();
  const { account } = useAuth();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const saving = useMutation({
    mutationFn: ({ body, edit }: { body: NoteBody; edit: boolean }) =>
      edit
        ? client.POST("/api/user-notes/edit", { body, ...ui({ silent: [400] }) })
        : client.POST("/api/user-notes/save", { body, ...ui({ silent: [400] }) }),
  });
  const busy = saving.isPending;
  const removal = useMutation({
    mutationFn: (query: { annotationId: string; contentId: number }) =>
      client.DELETE("/api/user-notes/delete", { params: { query } }),
  });

  useEffect(() => {
    if (!spot) return;
    setDraft({ annotationId: null, text: "", page: spot.page, at: { x: spot.x, y: spot.y } });
    onSpotTaken?.();
  }, [spot, onSpotTaken]);

  useEffect(() => {
    if (!openNote) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-note-item="${CSS.escape(openNote.annotationId)}"]`);
    item?.scrollIntoView({ block: "nearest" });
    item?.focus();
  }, [openNote]);

  if (!cp?.enabled) return null;
  const me = authorName(isAnonymous(account) ? null : account, t("compassPoint.guest"));
  const notes = [...cp.notes].sort(
    (a, b) => (notePage(a) ?? 0) - (notePage(b) ?? 0) || a.createdDate.localeCompare(b.createdDate),
  );

  async function save() {
    if (!draft || !cp) return;
    setError(null);
    const body = {
      contentId: cp.contentId,
      annotationId: draft.annotationId ?? newAnnotationId(),
      noteData: noteDataOf(draft.page, draft.at),
      note: draft.text.trim(),
    };
    const result = await saving.mutateAsync({ body, edit: draft.annotationId !== null });
    if (result.data) {
      notify("INFO", { key: "notes.saved" });
      setDraft(null);
      await cp.reloadNotes();
    } else if (result.response.status === 400) {
      setError(t("notes.invalid", { max: NOTE_MAX }));
    }
  }

  async function remove(n: UserNote) {
    if (!cp) return;
    const answer = await showDialog({
      kind: "confirm",
      title: t("notes.delete-title"),
      message: t("notes.delete-confirm"),
      confirmLabel: t("notes.delete"),
    });
    if (answer !== "CONFIRM") return;
    const result = await removal.mutateAsync({ annotationId: n.annotationId, contentId: cp.contentId });
    if (result.response.ok) {
      notify("INFO", { key: "notes.deleted" });
      await cp.reloadNotes();
    }
  }

  const editor = (
    <div className="cp-notes__editor">
      <label className="field__label" htmlFor="cp-note-text">
        {t(draft?.annotationId ? "notes.edit-on-page" : draft?.at ? "notes.add-at-spot" : "notes.add-on-page", {
          page: draft?.page ?? page,
        })}
      </label>
      <textarea
        id="cp-note-text"
        className="field__input"
        dir="auto"
        rows={3}
        maxLength={NOTE_MAX}
        value={draft?.text ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || (draft?.text.length ?? 0) >= NOTE_MAX ? "cp-note-msg" : undefined}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's request
        autoFocus
        onChange={(e) => setDraft((d) => (d ? { ...d, text: e.target.value } : d))}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.stopPropagation();
            setDraft(null);
          }
        }}
      />
      {(error || (draft?.text.length ?? 0) >= NOTE_MAX) && (
        <p id="cp-note-msg" className={error ? "field__error" : "cp-dialog__limit"} role={error ? "alert" : "status"}>
          {error ?? t("compassPoint.limit", { max: NOTE_MAX })}
        </p>
      )}
      <div className="cp-dialog__row">
        <button type="button" className="button button--secondary button--sm" onClick={() => setDraft(null)}>
          {t("common.cancel")}
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={busy || !draft?.text.trim()}
          onClick={() => void save()}
        >
          {t("common.save")}
        </button>
      </div>
    </div>
  );

  return (
    <section className="cp-notes" aria-labelledby="cp-notes-title">
      <div className="cp-notes__head">
        <h2 id="cp-notes-title" className="cp-notes__title">
          {t("notes.heading")}
        </h2>
        {cp.canAnnotate && !draft && (
          <div className="cp-notes__actions">
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => setDraft({ annotationId: null, text: "", page, at: null })}
            >
              {t("notes.add-on-page", { page })}
            </button>
            {onPlace && (
              <button
                type="button"
                className="button button--secondary button--sm"
                aria-pressed={placing}
                onClick={onPlace}
              >
                {t("notes.place")}
              </button>
            )}
          </div>
        )}
      </div>
      {draft && !draft.annotationId && editor}
      {notes.length === 0 && !draft ? <p className="empty">{t("notes.none")}</p> : null}
      <ul className="cp-notes__list" ref={list}>
        {notes.map((n) => {
          const p = notePage(n);
          const at = notePoint(n);
          const opened = openNote?.annotationId === n.annotationId;
          return (
            <li
              key={n.annotationId}
              className={`cp-notes__item${opened ? " cp-notes__item--open" : ""}`}
              data-note-item={n.annotationId}
              // Focused when its marker on the page opens it.
              tabIndex={-1}
            >
              {draft?.annotationId === n.annotationId ? (
                editor
              ) : (
                <>
                  <p dir="auto" className="cp-notes__text">
                    {n.note}
                  </p>
                  <div className="cp-notes__meta">
                    <span>{me}</span>
                    {p && (
                      <button type="button" className="link-button" onClick={() => onGo(p)}>
                        {t(at ? "notes.open-spot" : "compassPointsTab.open-page", { page: p })}
                      </button>
                    )}
                    {cp.canAnnotate && (
                      <>
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t("notes.edit-label", { page: p ?? "" })}
                          onClick={() =>
                            setDraft({ annotationId: n.annotationId, text: n.note ?? "", page: p ?? page, at })
                          }
                        >
                          {t("notes.edit")}
                        </button>
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t("notes.delete-label", { page: p ?? "" })}
                          onClick={() => void remove(n)}
                        >
                          {t("notes.delete")}
                        </button>
                      </>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
