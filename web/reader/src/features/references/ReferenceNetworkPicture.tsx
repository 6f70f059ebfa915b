// The network around a document on the References tab (issue 27): what cites it and what it
// cites, two steps each way, drawn as boxes and arrows in five columns (network-layout.ts) —
// because people would rather look than read here. SVG drawn by the app, no library. Each box is a
// link to its document (in the tab order, named with its designation, title and lock); the arrows'
// line shows the kind of citation (normative solid, informative dashed, bibliography dotted), as
// the legend says. The text alternative is the figure's caption (what the picture shows and how
// to read it) and the lists above it, which hold the same citations.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentUrl } from "../documents/document-links.ts";
import { NODE_HEIGHT, NODE_WIDTH, networkLayout } from "./network-layout.ts";
import { KINDS, type ReferenceKind, referenceNetworkQuery } from "./reference-queries.ts";
import "./network.css";

const DASH: Record<ReferenceKind, string | undefined> = {
  normative: undefined,
  informative: "6 4",
  bibliography: "2 3",
};
/** Characters of a designation that fit in a box. */
const FITS = 20;
const clip = (s: string) => (s.length > FITS ? `${s.slice(0, FITS - 1)}…` : s);

function LockMark({ x, y }: { x: number; y: number }) {
  return (
    <g className="network__lock" transform={`translate(${x},${y})`}>
      <path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" strokeWidth="1.4" />
      <rect x="1" y="5" width="8" height="6" rx="1" />
    </g>
  );
}

export function ReferenceNetworkPicture({ contentId, drm }: { contentId: number; drm: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const markerId = `${useId().replace(/:/g, "")}-arrow`;
  const { data } = useQuery(referenceNetworkQuery(contentId));
  const scrollRef = useRef<HTMLDivElement>(null);
  // A picture wider than the screen opens on this document's box (the picture scrolls, not the page).
  useEffect(() => {
    const box = scrollRef.current;
    const centre = box?.querySelector("[aria-current='page']");
    if (!box || !centre || !data || box.scrollWidth <= box.clientWidth) return;
    const outer = box.getBoundingClientRect();
    const at = centre.getBoundingClientRect();
    box.scrollLeft += at.left + at.width / 2 - (outer.left + outer.width / 2);
  }, [data]);
  if (!data || data.nodes.length < 2) return null;
  const rtl = i18n.dir() === "rtl";
  const layout = networkLayout(data.nodes, data.edges, rtl);
  const side = (s: string) => data.nodes.filter((n) => n.side === s).length;
  const lockedLabel = t("references.locked");
  return (
    <section className="network" aria-labelledby={titleId}>
      <h2 id={titleId} className="references__title">
        {t("references.network.title")}
      </h2>
      <figure className="network__figure">
        <figcaption className="references__summary">
          {t("references.network.summary", {
            count: data.nodes.length - 1,
            references: side("references"),
            citedBy: side("citedBy"),
          })}{" "}
          {t("references.network.howToRead")}
        </figcaption>
        <div className="network__scroll" ref={scrollRef}>
          <svg
            className="network__svg"
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
          >
            <title>{t("references.network.title")}</title>
            <defs>
              <marker id={markerId} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M0,0 L8,4 L0,8 z" className="network__arrowhead" />
              </marker>
            </defs>
            <g className="network__edges">
              {layout.edges.map((e) => (
                <path
                  key={`${e.from}>${e.to}`}
                  d={e.path}
                  className={`network__edge network__edge--${e.kind}`}
                  strokeDasharray={DASH[e.kind]}
                  markerEnd={`url(#${markerId})`}
                />
              ))}
            </g>
            {layout.nodes.map((n) => {
              const d = n.document;
              const label = `${d.displayDesignation} — ${d.title}${d.locked ? `, ${lockedLabel}` : ""}`;
              const box = (
                <>
                  <title>{label}</title>
                  <rect width={NODE_WIDTH} height={NODE_HEIGHT} rx="4" className="network__box" />
                  <text x={NODE_WIDTH / 2} y={NODE_HEIGHT / 2} className="network__text" direction="ltr">
                    {clip(d.displayDesignation)}
                  </text>
                  {d.locked && <LockMark x={NODE_WIDTH - 14} y={NODE_HEIGHT / 2 - 6} />}
                </>
              );
              const cls = `network__node network__node--${n.side}${d.locked ? " network__node--locked" : ""}`;
              return (
                <g key={d.contentId} transform={`translate(${n.x},${n.y})`}>
                  {n.side === "centre" ? (
                    <g className={cls} aria-current="page">
                      {box}
                    </g>
                  ) : (
                    <Link to={documentUrl(d.contentCode, { drm })} className={cls} aria-label={label}>
                      {box}
                    </Link>
                  )}
                </g>
              );
            })}
          </svg>
        </div>
        <ul className="network__legend">
          {KINDS.map((k) => (
            <li key={k}>
              <svg width="28" height="8" aria-hidden="true">
                <line x1="0" y1="4" x2="28" y2="4" className="network__edge" strokeDasharray={DASH[k]} />
              </svg>{" "}
              {t(`references.kind.${k}`)}
            </li>
          ))}
          <li>
            <svg width="10" height="12" aria-hidden="true" focusable="false">
              <LockMark x={0} y={0} />
            </svg>{" "}
            {lockedLabel}
          </li>
        </ul>
      </figure>
    </section>
  );
}
