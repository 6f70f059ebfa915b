// References in the HTML tab become links (issue 27): each designation the references API lists
// for the edition, where the text writes it, links to the document it resolves to — a dated
// reference to that edition, an undated one to the current edition — with a lock where the user
// may not open it (the API's `locked`, marked as search marks its hits). What the catalogue does
// not hold stays text.
//
// Drawn by the app in the sandboxed frame, as the change labels and compass points are: the stored
// HTML is the sanitised one and stays so (no link is ever read from it); each link is an element
// made here whose address is built from the catalogue's content code, never a script URL. Only
// text nodes are wrapped, so the document's text, and every compass point's place in it, stays as
// it is; the lock is drawn by CSS (no text, no font, no image). The links are in the frame's tab order; Enter or a click
// opens the document in the app.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthContext.tsx";
import { isDrm } from "../auth/guards.tsx";
import { documentUrl } from "../documents/document-links.ts";
import { referenceMatcher } from "./reference-links.ts";
import { type DocumentReference, documentReferencesQuery } from "./reference-queries.ts";

export const REF_LINK_CLASS = "norma-ref";
const STYLE_ID = "norma-ref-style";
const STYLE = `a.${REF_LINK_CLASS}{color:#1d4ed8;text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:2px;cursor:pointer}
a.${REF_LINK_CLASS}:hover{text-decoration-thickness:2px}
a.${REF_LINK_CLASS}:focus-visible{outline:2px solid #1d4ed8;outline-offset:1px;border-radius:2px}
a.${REF_LINK_CLASS}[data-locked]{position:relative;padding-inline-end:.85em}
a.${REF_LINK_CLASS}[data-locked]::before{content:"";position:absolute;inset-inline-end:.13em;top:.1em;width:.3em;height:.38em;border:.08em solid currentColor;border-bottom:0;border-radius:.2em .2em 0 0}
a.${REF_LINK_CLASS}[data-locked]::after{content:"";position:absolute;inset-inline-end:.05em;top:.44em;width:.62em;height:.46em;border-radius:.08em;background:currentColor}`;

/** Elements whose text is never linked: links already there, code, the app's own buttons. */
const SKIP = "a,script,style,button,textarea,select,code,pre";

/** Removes the links (their text stays where it was). */
export function unlinkReferences(doc: Document) {
  for (const a of [...doc.querySelectorAll(`a.${REF_LINK_CLASS}`)]) {
    const parent = a.parentNode;
    if (!parent) continue;
    while (a.firstChild) parent.insertBefore(a.firstChild, a);
    parent.removeChild(a);
    parent.normalize();
  }
}

/** Wraps every mention of a resolved reference in the body's text in a link; returns how many. */
export function linkReferences(
  doc: Document,
  references: readonly DocumentReference[],
  link: (r: DocumentReference, text: string) => HTMLAnchorElement,
): number {
  const match = referenceMatcher(references);
  const texts: Text[] = [];
  const walker = doc.createTreeWalker(doc.body, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n as Text;
    if (t.data.trim() && !t.parentElement?.closest(SKIP)) texts.push(t);
  }
  let count = 0;
  for (const node of texts) {
    const hits = match(node.data);
    // From the end, so the earlier offsets stay valid while the node is split.
    for (const hit of hits.reverse()) {
      const rest = node.splitText(hit.start);
      rest.splitText(hit.end - hit.start);
      const a = link(hit.reference, rest.data);
      rest.parentNode?.insertBefore(a, rest);
      a.appendChild(rest);
      count++;
    }
  }
  return count;
}

export function ReferenceLinks({
  doc,
  contentId,
  enabled,
}: {
  doc: Document | null;
  contentId: number;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useAuth();
  const drm = isDrm(account);
  const { data } = useQuery({ ...documentReferencesQuery(contentId), enabled });

  useEffect(() => {
    if (!doc?.body || !data?.references.length) return;
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement("style");
      style.id = STYLE_ID;
      style.textContent = STYLE;
      doc.head?.append(style);
    }
    const locked = t("references.locked");
    linkReferences(doc, data.references, (r, text) => {
      const target = r.target!;
      const a = doc.createElement("a");
      a.className = REF_LINK_CLASS;
      a.href = documentUrl(target.contentCode, { drm });
      a.dataset.contentCode = target.contentCode;
      a.title = `${target.displayDesignation} — ${target.title}`;
      if (target.locked) {
        a.dataset.locked = "";
        a.title = `${a.title} (${locked})`;
        a.setAttribute("aria-label", `${text}, ${locked}`);
      }
      return a;
    });
    // Enter or a click on a link opens the document in the app (the frame has no scripts).
    const onClick = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.(`a.${REF_LINK_CLASS}`) as HTMLAnchorElement | null;
      if (!a?.dataset.contentCode) return;
      event.preventDefault();
      navigate(documentUrl(a.dataset.contentCode, { drm }));
    };
    doc.addEventListener("click", onClick);
    return () => {
      doc.removeEventListener("click", onClick);
      unlinkReferences(doc);
    };
  }, [doc, data, drm, navigate, t]);

  return null;
}
