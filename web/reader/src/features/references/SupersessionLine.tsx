// The supersession line on the document page (issue 27): the documents this one's line replaces,
// its editions, and what replaces it, as one line of stations oldest first ("replaces ← this →
// replaced by"). An ordered list for assistive technology (its order is the story); each station
// links to its document, the page's own is marked as the current one. It scrolls sideways on its
// own when it is wider than the screen (the page never does).
import type { TFunction } from "i18next";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentMetadata } from "../../pages/Document/document-rules.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isDrm } from "../auth/guards.tsx";
import { statusLabel } from "../documents/Badges.tsx";
import { documentUrl } from "../documents/document-links.ts";
import { type LineNode, supersessionLine } from "./supersession.ts";
import "./supersession.css";

function caption(t: TFunction, n: LineNode): string {
  if (n.current) return t("document.supersession.thisOne");
  if (n.kind === "replaced") return t("document.supersession.replaced");
  if (n.kind === "replacement") return t("document.supersession.replacement");
  return statusLabel(t, n.status);
}

export function SupersessionLine({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const drm = isDrm(account);
  const titleId = useId();
  const nodes = supersessionLine(metadata);
  const lineRef = useRef<HTMLOListElement>(null);
  // A line wider than the screen shows the page's own stop: scrolled sideways to it (the line
  // only, never the page).
  const contentCode = metadata.contentCode;
  useEffect(() => {
    const ol = lineRef.current;
    const stop = ol?.querySelector<HTMLElement>(`li[data-content-code="${CSS.escape(contentCode)}"]`);
    if (!ol || !stop || ol.scrollWidth <= ol.clientWidth) return;
    const box = ol.getBoundingClientRect();
    const at = stop.getBoundingClientRect();
    ol.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2);
  }, [contentCode]);
  if (!nodes.length) return null;
  return (
    <nav className="supersession" aria-labelledby={titleId}>
      <h2 id={titleId} className="supersession__title">
        {t("document.supersession.title")}{" "}
        <span className="supersession__order">({t("document.supersession.order")})</span>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the line scrolls sideways; keyboard users scroll it when it has focus */}
      <ol ref={lineRef} className="supersession__line" tabIndex={0}>
        {nodes.map((n) => (
          <li
            key={`${n.kind}|${n.contentCode}`}
            className={`supersession__stop supersession__stop--${n.kind}${n.current ? " supersession__stop--current" : ""}`}
            aria-current={n.current ? "page" : undefined}
            data-content-code={n.contentCode}
          >
            <span className="supersession__dot" aria-hidden="true" />
            {n.current ? (
              <bdi className="supersession__designation">{n.displayDesignation}</bdi>
            ) : (
              <Link className="supersession__designation" to={documentUrl(n.contentCode, { drm })}>
                <bdi>{n.displayDesignation}</bdi>
              </Link>
            )}
            <span className="supersession__caption">{caption(t, n)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
