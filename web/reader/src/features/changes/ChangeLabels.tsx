// Labels at the changed clauses of the HTML tab (issue 25 §2): "Added", "Revised", "Moved" at
// the clause, and "7.3 deleted" where a clause of the previous edition was, as specification
// tools show them. They are drawn by CSS (generated content on the clause's block), so the
// document's text, and with it every compass point's place, stays as it is. A link to a change
// (…&tab=HTML&change=N, from the "What changed" panel) scrolls to its clause.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { blockFinder, revealInFrame } from "./change-places.ts";
import { type ClauseChange, documentChangesQuery } from "./change-queries.ts";

const STYLE_ID = "norma-change-style";
export const CHANGE_ATTR = "data-norma-change";
const LABEL_ATTR = "data-norma-change-label";
export const FOCUS_CLASS = "norma-change--focus";
const STYLE = `[${CHANGE_ATTR}]::before{content:attr(${LABEL_ATTR});display:inline-block;margin-inline-end:.5em;padding:0 .45em;border-radius:3px;font:600 12px/1.7 system-ui,sans-serif;vertical-align:.1em;white-space:nowrap}
[${CHANGE_ATTR}="added"]::before{background:#dcfce7;color:#14532d}
[${CHANGE_ATTR}="revised"]::before{background:#fef3c7;color:#713f12}
[${CHANGE_ATTR}="moved"]::before{background:#e0e7ff;color:#312e81}
[${CHANGE_ATTR}="deleted"]::before{background:#fee2e2;color:#7f1d1d}
.${FOCUS_CLASS}{outline:2px solid #1d4ed8;outline-offset:4px;border-radius:2px}`;

/** The label kind of a block: a change of its own wins over a deletion before it. */
const LABELLED: Record<ClauseChange["kind"], string | null> = {
  ADDED: "added",
  REVISED: "revised",
  MOVED: "moved",
  DELETED: "deleted",
  RENUMBERED: null,
};

export function ChangeLabels({
  frame,
  doc,
  contentId,
  enabled,
}: {
  frame: HTMLIFrameElement | null;
  doc: Document | null;
  contentId: number;
  /** Whether the edition has an earlier one (else there is nothing to label). */
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = params.get("change");
  const { data } = useQuery({ ...documentChangesQuery(contentId), enabled });

  useEffect(() => {
    if (!doc?.body || !frame) return;
    for (const el of doc.querySelectorAll(`[${CHANGE_ATTR}]`)) {
      el.removeAttribute(CHANGE_ATTR);
      el.removeAttribute(LABEL_ATTR);
    }
    if (data?.status !== "READY" || !data.clauses.length) return;
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement("style");
      style.id = STYLE_ID;
      style.textContent = STYLE;
      doc.head?.append(style);
    }
    const finder = blockFinder(doc);
    const labels = new Map<Element, { kind: string; texts: string[] }>();
    const blockOf = new Map<number, Element>();
    data.clauses.forEach((c, index) => {
      const kind = LABELLED[c.kind];
      const deleted = c.kind === "DELETED";
      const block = deleted
        ? c.followingQuote
          ? finder.find(c.followingQuote, { keepPlace: true })
          : null
        : finder.find(c.quote);
      if (!block) return;
      blockOf.set(index, block);
      if (!kind) return;
      const text = deleted
        ? t("changes.label.deletedHere", { number: c.previousNumber ?? "" })
        : c.kind === "MOVED" && c.previousNumber && c.previousNumber !== c.number
          ? t("changes.label.movedFrom", { number: c.previousNumber })
          : t(`changes.kind.${c.kind}`);
      const entry = labels.get(block) ?? { kind, texts: [] };
      if (!deleted) entry.kind = kind;
      entry.texts.push(text);
      labels.set(block, entry);
    });
    for (const [block, { kind, texts }] of labels) {
      block.setAttribute(CHANGE_ATTR, kind);
      block.setAttribute(LABEL_ATTR, texts.join(" · "));
    }
    const asked = focus === null ? null : blockOf.get(Number(focus));
    if (asked) revealInFrame(frame, asked, FOCUS_CLASS);
    // The labels follow the reader's language (t changes with it).
  }, [doc, frame, data, focus, t]);

  return null;
}
