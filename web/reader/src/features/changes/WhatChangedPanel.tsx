// "What changed" on the document page of a revised edition (issue 25 §2): against the edition it
// superseded, how many clauses were added, deleted, revised, moved and renumbered, and the changed
// clauses themselves, each with its change in words (old → new) or its text, a jump to the clause
// in the HTML tab and to the same place in the compare view. While the summary is worked out it
// says so (and asks again); a withdrawn document says so, with its replacement. A first edition
// shows nothing. The panel's frame and its one status line are there from the first render (the
// previous edition is known from the metadata), so the page does not move when the summary comes.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { statusLabel } from "../documents/Badges.tsx";
import { documentUrl } from "../documents/document-links.ts";
import {
  CHANGES_MAX_POLLS,
  type ClauseChange,
  changesKeys,
  clauseNumberOf,
  type DocumentChanges,
  documentChangesQuery,
  listedChanges,
} from "./change-queries.ts";
import "./what-changed.css";

const COUNTED = ["revised", "added", "deleted", "moved", "renumbered"] as const;
const KIND_OF = {
  revised: "REVISED",
  added: "ADDED",
  deleted: "DELETED",
  moved: "MOVED",
  renumbered: "RENUMBERED",
} as const;

export function WhatChangedPanel({
  contentId,
  previousDesignation,
  withdrawn,
  onShowInDocument,
  onShowInCompare,
}: {
  contentId: number;
  /**
   * The edition this one superseded, as the metadata's versions name it (null: a first edition).
   * Known before the summary is: the panel takes its place at once, so nothing below it moves
   * when the summary comes.
   */
  previousDesignation: string | null;
  /** Whether the metadata's status says the document is withdrawn (its replacement comes with the summary). */
  withdrawn: boolean;
  /** Jumps to the change's clause in the HTML tab (null: the document has no HTML tab). */
  onShowInDocument: ((index: number) => void) | null;
  /** Opens the compare with the previous edition at the change (null: no compare). */
  onShowInCompare: ((index: number, previous: NonNullable<DocumentChanges["previous"]>) => void) | null;
}) {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    ...documentChangesQuery(contentId),
    enabled: previousDesignation !== null || withdrawn,
  });
  // Polled while PENDING, for a while (change-queries.ts); after that the panel stops waiting.
  const polls = useQueryClient().getQueryState(changesKeys.of(contentId))?.dataUpdateCount ?? 0;
  const waiting = polls < CHANGES_MAX_POLLS;
  const [open, setOpen] = useState(false);
  const [withRenumbered, setWithRenumbered] = useState(false);
  const titleId = useId();
  const listId = useId();

  if (previousDesignation === null && !withdrawn) return null;
  const designation = data?.previous?.displayDesignation ?? previousDesignation ?? "";
  const withdrawal = data?.withdrawal && (
    <p className="what-changed__withdrawal" role="note">
      {t("changes.withdrawn", { status: statusLabel(t, data.withdrawal.status) })}{" "}
      {data.withdrawal.replacedBy && (
        <>
          {t("changes.replacedBy")}{" "}
          <Link to={documentUrl(data.withdrawal.replacedBy.contentCode)}>
            {data.withdrawal.replacedBy.displayDesignation} {data.withdrawal.replacedBy.title}
          </Link>
        </>
      )}
    </p>
  );

  /** One line under the title: what is known of the changes so far (the same height whatever it says). */
  const status = (() => {
    if (isError) return <p className="what-changed__status">{t("changes.failed")}</p>;
    if (!data || data.status === "PENDING")
      return (
        <p className="what-changed__status" role="status" aria-busy={waiting}>
          {waiting && <span className="spinner" aria-hidden="true" />}{" "}
          {waiting ? t("changes.pending", { designation }) : t("changes.pendingLong")}
        </p>
      );
    if (data.status === "FIRST_EDITION") return null;
    if (data.status === "UNAVAILABLE" || !data.counts)
      return <p className="what-changed__status">{t("changes.unavailable", { designation })}</p>;
    const counts = data.counts;
    const changed = counts.added + counts.deleted + counts.revised + counts.moved + counts.renumbered;
    if (changed === 0) return <p className="what-changed__status">{t("changes.none", { designation })}</p>;
    const listed = listedChanges(data.clauses, withRenumbered);
    return (
      <div className="what-changed__summary">
        <ul className="what-changed__counts" aria-label={t("changes.countsLabel")}>
          {COUNTED.filter((k) => counts[k] > 0).map((k) => (
            <li key={k}>
              <span className={`change-kind change-kind--${k}`}>{t(`changes.kind.${KIND_OF[k]}`)}</span>
              <span className="what-changed__count">{counts[k]}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t("changes.hide") : t("changes.show", { count: listed.length })}
        </button>
      </div>
    );
  })();

  const listed = data?.status === "READY" ? listedChanges(data.clauses, withRenumbered) : [];
  const previous = data?.previous ?? null;
  return (
    <section className="what-changed" aria-labelledby={titleId}>
      <div className="what-changed__head">
        <h2 id={titleId} className="what-changed__title">
          {t("changes.title")}
        </h2>
        {previousDesignation !== null && (
          <p className="what-changed__against">{t("changes.comparedWith", { designation })}</p>
        )}
      </div>
      {withdrawal}
      {previousDesignation !== null && status}
      {open && previous && data?.status === "READY" && (
        <>
          {(data.counts?.renumbered ?? 0) > 0 && (
            <label className="what-changed__renumbered">
              <input type="checkbox" checked={withRenumbered} onChange={(e) => setWithRenumbered(e.target.checked)} />{" "}
              {t("changes.withRenumbered")}
            </label>
          )}
          <ol className="what-changed__list" id={listId}>
            {listed.map((c) => {
              const index = data.clauses.indexOf(c);
              return (
                <ChangeItem
                  key={index}
                  change={c}
                  onShowInDocument={c.kind !== "DELETED" && onShowInDocument ? () => onShowInDocument(index) : null}
                  onShowInCompare={onShowInCompare ? () => onShowInCompare(index, previous) : null}
                />
              );
            })}
          </ol>
          {data.truncated && (
            <p className="what-changed__note">{t("changes.truncated", { count: data.clauses.length })}</p>
          )}
        </>
      )}
    </section>
  );
}

function ChangeItem({
  change: c,
  onShowInDocument,
  onShowInCompare,
}: {
  change: ClauseChange;
  onShowInDocument: (() => void) | null;
  onShowInCompare: (() => void) | null;
}) {
  const { t } = useTranslation();
  const kind = c.kind.toLowerCase();
  const number = clauseNumberOf(c);
  const was = c.previousNumber && c.number && c.previousNumber !== c.number ? c.previousNumber : null;
  return (
    <li className="what-changed__item">
      <div className="what-changed__clause">
        <span className={`change-kind change-kind--${kind}`}>{t(`changes.kind.${c.kind}`)}</span>
        <strong>{number ? t("changes.clause", { number }) : t("changes.unnumbered")}</strong>
        {was && <span className="what-changed__was">({t("changes.was", { number: was })})</span>}
        {c.heading.length > 0 && <span className="what-changed__heading">{c.heading.join(" › ")}</span>}
      </div>
      {c.kind === "REVISED" ? (
        <ul className="what-changed__words">
          {c.changes.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the changes of a clause are a fixed list in text order
            <li key={i} dir="auto">
              {w.before && <span className="what-changed__context">…{w.before} </span>}
              {w.removed && (
                <del className="what-changed__removed">
                  <span className="visually-hidden">{t("changes.removed", { text: "" })}</span>
                  {w.removed}
                </del>
              )}
              {w.removed && w.added && <span aria-hidden="true"> → </span>}
              {w.added && (
                <ins className="what-changed__added">
                  <span className="visually-hidden">{t("changes.added", { text: "" })}</span>
                  {w.added}
                </ins>
              )}
              {w.after && <span className="what-changed__context"> {w.after}…</span>}
            </li>
          ))}
        </ul>
      ) : (
        c.excerpt && (
          <p
            className={`what-changed__excerpt${c.kind === "DELETED" ? " what-changed__excerpt--deleted" : ""}`}
            dir="auto"
          >
            {c.excerpt}
          </p>
        )
      )}
      {(onShowInDocument || onShowInCompare) && (
        <div className="what-changed__actions">
          {onShowInDocument && (
            <button type="button" className="link-button" onClick={onShowInDocument}>
              {t("changes.inDocument")}
            </button>
          )}
          {onShowInCompare && (
            <button type="button" className="link-button" onClick={onShowInCompare}>
              {t("changes.inCompare")}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
