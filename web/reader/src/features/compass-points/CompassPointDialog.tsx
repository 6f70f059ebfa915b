// The compass point dialog (spec 2 §2, §5, §6, §8): create, view, edit and share a point of the
// open document. It sits beside the document rather than over it, so the reader can select other
// text while it is open: a new selection while creating or editing asks whether to use it, and
// the change can be undone. Publisher (the content code before '|'), designation, created date,
// creator, the selected text (255 characters with show more/less), then name, description and
// overlay details with their limits (a message at the exact maximum), the required ones from the
// document's settings (Save stays disabled while one is blank after trimming). A 400 naming a
// field is shown on that field. Share mode gives the /compasspoint/{uuid} link with a copy button.

import { isProblem } from "@norma/web-shared/problem";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { client, ui } from "../../api/client.ts";
import { QueryFailed } from "../../api/queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { focusHeading } from "../navigation/route-focus.ts";
import type { Message } from "../notify/message.ts";
import { notify, showDialog } from "../notify/notify-store.ts";
import {
  type CompassPoint,
  type DialogState,
  type PendingSelection,
  useCompassPoints,
} from "./CompassPointsContext.tsx";
import { saveCompassPointMutation } from "./compass-points-queries.ts";
import {
  authorName,
  maySaveShared,
  type SelectionChange,
  selectionChange,
  selectionPreview,
  truncate,
} from "./compass-points-rules.ts";
import { OrphanCandidates } from "./OrphanCandidates.tsx";
import "./compass-point-dialog.css";

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 1300;
export const OVERLAY_MAX = 500;
export const SELECTION_PREVIEW = 255;
const SELECTION_TEXT_MAX = 10_000;

type Field = "name" | "description" | "overlayDetails";
const ATTR: Record<Field, "name" | "description" | "overlay-details"> = {
  name: "name",
  description: "description",
  overlayDetails: "overlay-details",
};
const MAX: Record<Field, number> = { name: NAME_MAX, description: DESCRIPTION_MAX, overlayDetails: OVERLAY_MAX };
const LABEL = {
  name: "compassPoint.name",
  description: "compassPoint.description",
  overlayDetails: "compassPoint.overlayDetails",
} as const satisfies Record<Field, string>;

/** The link that shares a point (spec 2 §2 share mode). */
export const sharedLink = (uuid: string, origin = window.location.origin) => `${origin}/compasspoint/${uuid}`;

function selectionMetadataOf(s: PendingSelection) {
  return {
    selectionText: s.text.slice(0, SELECTION_TEXT_MAX),
    annotationID: s.annotationID,
    ...(s.pageNumber ? { pageNumber: s.pageNumber } : {}),
    selectors: s.selectors.slice(0, 3).map((x) => ({
      ...x,
      ...(x.exact !== undefined ? { exact: x.exact.slice(0, SELECTION_TEXT_MAX) } : {}),
      ...(x.prefix !== undefined ? { prefix: x.prefix.slice(-256) } : {}),
      ...(x.suffix !== undefined ? { suffix: x.suffix.slice(0, 256) } : {}),
    })),
  };
}

/**
 * The compass point panel beside the document. `view` names what the page shows (its tab): a
 * point opened to read closes when the reader moves to another view (it stood over the Compass
 * Points table, hiding its columns); one being written stays.
 */
export function CompassPointDialog({ designation, view }: { designation: string; view?: string }) {
  const cp = useCompassPoints();
  const shownIn = useRef(view);
  const reading = cp?.dialog?.mode === "view" || cp?.dialog?.mode === "share";
  const closeDialog = cp?.closeDialog;
  useEffect(() => {
    if (shownIn.current !== view && reading) closeDialog?.();
    shownIn.current = view;
  }, [view, reading, closeDialog]);
  // While it is open the page keeps its room free (compass-point-dialog.css), so the panel covers
  // none of the page's controls (the tabs were under it).
  const open = Boolean(cp?.dialog);
  useEffect(() => {
    if (!open) return;
    document.body.classList.add("cp-panel-open");
    return () => document.body.classList.remove("cp-panel-open");
  }, [open]);
  if (!cp?.dialog) return null;
  // A new dialog (another point or mode) starts from its own values.
  return (
    <DialogBody
      key={`${cp.dialog.point?.compassPointID ?? "new"}:${cp.dialog.mode === "view" || cp.dialog.mode === "share" ? "r" : "w"}`}
      state={cp.dialog}
      designation={designation}
    />
  );
}

function DialogBody({ state, designation }: { state: DialogState; designation: string }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const cp = useCompassPoints()!;
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { mode, point } = state;
  const writing = mode === "create" || mode === "edit";
  // Whether this dialog is still open (a closed dialog is unmounted).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [values, setValues] = useState<Record<Field, string>>({
    name: point?.name ?? "",
    description: point?.description ?? "",
    overlayDetails: point?.overlayDetails ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const saving = useMutation(saveCompassPointMutation());
  const busy = saving.isPending;
  const [expanded, setExpanded] = useState(false);
  const [copied, setCopied] = useState(false);
  // The selection the point will have (a new one in create mode; in edit mode only when changed),
  // a selection made in the document meanwhile waiting for the user's answer, and what the last
  // change replaced (undo): the selection-change dialog's rules (compass-points-rules.ts).
  const [change, dispatch] = useReducer(selectionChange<PendingSelection>, {
    selection: state.selection,
    offered: null,
    undo: null,
  } satisfies SelectionChange<PendingSelection>);
  const { selection, offered, undo } = change;
  const seen = useRef<string | null>(state.selection?.annotationID ?? cp.selection?.annotationID ?? null);

  // Focus moves into the dialog when it opens and back to where it was when it closes; when that
  // went away (the "new compass point" button floating over a selection), to the document's
  // title rather than to <body>.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("input, textarea, button:not(.cp-dialog__close)");
    (first ?? panel.current)?.focus();
    return () => {
      if (before?.isConnected && before !== document.body) before.focus();
      else focusHeading();
    };
  }, []);

  // A new selection in the document while creating or editing: ask (spec 2 §2 selection-change dialog).
  useEffect(() => {
    const s = cp.selection;
    if (!s || s.annotationID === seen.current) return;
    seen.current = s.annotationID;
    if (writing) dispatch({ kind: "offer", selection: s });
  }, [cp.selection, writing]);

  const attrs = cp.settings?.attributes;
  const shown = (f: Field) => attrs?.[ATTR[f]].show !== false;
  const required = (f: Field) => attrs?.[ATTR[f]].required === true;
  const blankRequired = (["name", "description", "overlayDetails"] as Field[]).some(
    (f) => shown(f) && required(f) && !values[f].trim(),
  );
  const selectedText = selection?.text ?? point?.selectionMetadata?.selectionText ?? "";
  const preview = selectionPreview(selectedText, expanded, SELECTION_PREVIEW);
  const canShare = cp.settings?.permissions.share === true;
  const canSaveShared = maySaveShared(point, cp.settings?.permissions);
  const close = () => cp.closeDialog();
  // Escape closes the panel wherever the focus is (the document, the tabs), unless a modal dialog
  // over the page takes it first or something else already used the key.
  const closeDialog = cp.closeDialog;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      if (document.querySelector("dialog[open], [role='dialog'][aria-modal='true']")) return;
      closeDialog();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeDialog]);

  /**
   * The saved point is focused and shown (after the document's points are read again), unless the
   * user closed the dialog meanwhile: then it stays closed (it came back, under load).
   */
  async function show(saved: CompassPoint, notice: Message) {
    notify("INFO", notice);
    await cp.reload();
    cp.setSelection(null);
    cp.setFocused(saved.compassPointUUID);
    if (mounted.current) cp.openDialog({ mode: "view", point: saved, selection: null });
  }

  function save() {
    setErrors({});
    const body = {
      name: values.name.trim(),
      description: shown("description") ? values.description.trim() || null : null,
      overlayDetails: shown("overlayDetails") ? values.overlayDetails.trim() || null : null,
    };
    const sel = selection
      ? { selectionData: selection.selectionData, selectionMetadata: selectionMetadataOf(selection) }
      : {};
    saving.mutate(
      mode === "create"
        ? { create: { ...body, contentID: cp.contentId, ...sel } }
        : { id: point!.compassPointID, update: { ...body, ...sel } },
      {
        onSuccess: (saved) => show(saved, { key: mode === "create" ? "compassPoint.created" : "compassPoint.saved" }),
        onError: (error) => {
          const problem = error instanceof QueryFailed && error.status === 400 ? error.problem : null;
          if (!isProblem(problem)) return;
          const mapped: Partial<Record<Field | "form", string>> = {};
          for (const f of problem.fieldErrors ?? []) {
            const name = f.field.replace(/^body\./, "").split(".")[0];
            const key: Field | "form" =
              name === "name" || name === "description" || name === "overlayDetails" ? name : "form";
            mapped[key] = t("compassPoint.field-error", { detail: f.detail ?? f.message });
          }
          if (!Object.keys(mapped).length) mapped.form = problem.detail ?? t("errors.badRequest");
          setErrors(mapped);
          const firstBad = (["name", "description", "overlayDetails"] as Field[]).find((f) => mapped[f]);
          if (firstBad) panel.current?.querySelector<HTMLElement>(`#${CSS.escape(`${titleId}-${firstBad}`)}`)?.focus();
        },
      },
    );
  }

  /** Saves a colleague's shared point as one of the viewer's own (same passage, same texts). */
  function saveShared(p: CompassPoint) {
    setErrors({});
    saving.mutate(
      {
        create: {
          contentID: cp.contentId,
          name: p.name,
          description: p.description ?? null,
          overlayDetails: p.overlayDetails ?? null,
          ...(p.selectionData ? { selectionData: p.selectionData } : {}),
          ...(p.selectionMetadata ? { selectionMetadata: p.selectionMetadata } : {}),
        },
      },
      {
        onSuccess: async (saved) => {
          notify("INFO", { key: "compassPoint.saved-shared" });
          await cp.reload();
          cp.setFocused(saved.compassPointUUID);
          cp.openDialog({ mode: "view", point: saved, selection: null });
        },
        onError: (error) => {
          const problem = error instanceof QueryFailed ? error.problem : null;
          if (isProblem(problem)) setErrors({ form: problem.detail ?? t("errors.badRequest") });
        },
      },
    );
  }

  async function deactivate(p: CompassPoint) {
    const answer = await showDialog({
      kind: "confirm",
      title: t("compassPointsList.deactivate-title"),
      message: t("compassPointsList.deactivate-confirm", { name: p.name }),
      confirmLabel: t("compassPointsList.deactivate"),
    });
    if (answer !== "CONFIRM") return;
    const result = await client.POST("/api/v1/compasspoint/deactivate/{id}", {
      params: { path: { id: p.compassPointID } },
    });
    if (result.response.ok) {
      notify("INFO", { key: "compassPointsList.deactivated-message" });
      cp.closeDialog();
      await cp.reload();
    }
  }

  async function copyLink(p: CompassPoint) {
    const link = sharedLink(p.compassPointUUID);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access the link stays selected in its field for the user to copy.
      panel.current?.querySelector<HTMLInputElement>(".cp-dialog__link input")?.select();
    }
    setCopied(true);
    if (!p.isShared)
      void client.POST("/api/v1/compasspoint/mark-shared", {
        body: { compassPointID: p.compassPointID },
        ...ui({ silent: true, quiet: true }),
      });
  }

  const titleKey = {
    create: "compassPoint.title-create",
    view: "compassPoint.title-view",
    edit: "compassPoint.title-edit",
    share: "compassPoint.title-share",
  } as const;

  const field = (f: Field) => {
    if (!shown(f)) return null;
    const id = `${titleId}-${f}`;
    const value = values[f];
    const atMax = value.length >= MAX[f];
    const label = t(LABEL[f]);
    if (!writing) {
      const v = point?.[f];
      if (!v) return null;
      return (
        <div className="cp-dialog__fact">
          <span className="cp-dialog__label">{label}</span>
          <p dir="auto" className="cp-dialog__value">
            {v}
          </p>
        </div>
      );
    }
    const props = {
      id,
      className: "field__input",
      value,
      maxLength: MAX[f],
      required: required(f),
      dir: "auto" as const,
      "aria-invalid": errors[f] ? true : undefined,
      "aria-describedby": errors[f] || atMax ? `${id}-msg` : undefined,
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [f]: e.target.value.slice(0, MAX[f]) }));
        if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
      },
    };
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
          {required(f) && <span aria-hidden="true"> *</span>}
        </label>
        {f === "name" ? (
          <input
            {...props}
            onKeyDown={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
          />
        ) : (
          <textarea {...props} rows={f === "description" ? 5 : 3} />
        )}
        <span className="cp-dialog__count" aria-hidden="true">
          {value.length}/{MAX[f]}
        </span>
        {(errors[f] || atMax) && (
          <p
            id={`${id}-msg`}
            className={errors[f] ? "field__error" : "cp-dialog__limit"}
            role={errors[f] ? "alert" : "status"}
          >
            {errors[f] ?? t("compassPoint.limit", { max: MAX[f] })}
          </p>
        )}
      </div>
    );
  };

  return (
    <section
      ref={panel}
      className="cp-dialog"
      // The notices keep clear of its actions (Notifications.tsx).
      data-notices-avoid=""
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          close();
        }
      }}
    >
      <header className="cp-dialog__header">
        <h2 id={titleId} className="cp-dialog__title">
          {t(titleKey[mode])}
        </h2>
        <button type="button" className="icon-button cp-dialog__close" onClick={close} aria-label={t("common.close")}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="cp-dialog__body">
        {point?.activeVersion && point.activeVersion.contentCode !== cp.contentCode && (
          <p className="cp-dialog__banner" role="status">
            {t("compassPoint.newer-version", { designation: point.activeVersion.designation })}{" "}
            <Link
              to={`/document/?contentCode=${encodeURIComponent(point.activeVersion.contentCode)}&tab=PDF&compasspointuuid=${point.activeVersion.compassPointUUID}`}
            >
              {t("compassPoint.go-to-version")}
            </Link>
          </p>
        )}
        <dl className="cp-dialog__facts">
          <div>
            <dt>{t("compassPoint.publisher")}</dt>
            <dd>{(point?.contentCode ?? cp.contentCode).split("|")[0]}</dd>
          </div>
          <div>
            <dt>{t("compassPoint.designation")}</dt>
            <dd dir="auto">{point?.designation ?? designation}</dd>
          </div>
          {point && (
            <>
              <div>
                <dt>{t("compassPoint.created-date")}</dt>
                <dd>{fmt(point.createdDate, "short")}</dd>
              </div>
              <div>
                <dt>{t("compassPoint.creator")}</dt>
                <dd dir="auto" title={point.createdUserName}>
                  {authorName(
                    { firstName: point.creatorFirstName, lastName: point.creatorLastName },
                    t("compassPoint.guest"),
                  )}
                </dd>
              </div>
            </>
          )}
        </dl>
        <div className="cp-dialog__fact">
          <span className="cp-dialog__label">{t("compassPoint.selected-text")}</span>
          <blockquote dir="auto" className="cp-dialog__quote">
            {selectedText ? preview.shown : t("compassPoint.no-selection")}
          </blockquote>
          {preview.toggle && (
            <button
              type="button"
              className="link-button"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t("compassPoint.show-less") : t("compassPoint.show-more")}
            </button>
          )}
        </div>

        {offered && (
          <div className="cp-dialog__notice" role="alertdialog" aria-label={t("compassPoint.selection-changed-title")}>
            <p>{t("compassPoint.selection-changed")}</p>
            <blockquote dir="auto" className="cp-dialog__quote">
              {truncate(offered.text, 120)}
            </blockquote>
            <div className="cp-dialog__row">
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => dispatch({ kind: "accept" })}
              >
                {t("compassPoint.use-new-selection")}
              </button>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => dispatch({ kind: "keep" })}
              >
                {t("compassPoint.keep-selection")}
              </button>
            </div>
          </div>
        )}
        {undo && !offered && (
          <p className="cp-dialog__notice" role="status">
            {t("compassPoint.selection-replaced")}{" "}
            <button type="button" className="link-button" onClick={() => dispatch({ kind: "undo" })}>
              {t("compassPoint.undo")}
            </button>
          </p>
        )}

        {mode === "view" && point?.placement === "ORPHANED" && (
          <OrphanCandidates
            point={point}
            onPlaced={(placed) => {
              void cp.reload();
              cp.setFocused(placed.compassPointUUID);
              cp.openDialog({ mode: "view", point: placed, selection: null });
            }}
          />
        )}
        {mode === "share" && point ? (
          <div className="field cp-dialog__link">
            <label className="field__label" htmlFor={`${titleId}-link`}>
              {t("compassPoint.share-link")}
            </label>
            <div className="cp-dialog__row">
              <input
                id={`${titleId}-link`}
                className="field__input"
                dir="ltr"
                readOnly
                value={sharedLink(point.compassPointUUID)}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" className="button button--primary button--sm" onClick={() => void copyLink(point)}>
                {t("compassPoint.copy")}
              </button>
            </div>
            <p role="status" className="cp-dialog__limit">
              {copied ? t("compassPoint.copied") : ""}
            </p>
          </div>
        ) : (
          <>
            {field("name")}
            {field("description")}
            {field("overlayDetails")}
          </>
        )}
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
      </div>
      <footer className="cp-dialog__footer">
        {writing ? (
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || blankRequired || (mode === "create" && !selection)}
              onClick={save}
            >
              {t("common.save")}
            </button>
          </>
        ) : (
          point && (
            <>
              {point.edit && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => cp.openDialog({ mode: "edit", point, selection: null })}
                >
                  {t("compassPoint.edit")}
                </button>
              )}
              {canShare && mode !== "share" && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => cp.openDialog({ mode: "share", point, selection: null })}
                >
                  {t("compassPoint.share")}
                </button>
              )}
              {canSaveShared && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => saveShared(point)}
                >
                  {t("compassPoint.save-shared")}
                </button>
              )}
              {point.edit && (
                <button type="button" className="button button--danger" onClick={() => void deactivate(point)}>
                  {t("compassPointsList.deactivate")}
                </button>
              )}
            </>
          )
        )}
      </footer>
    </section>
  );
}
