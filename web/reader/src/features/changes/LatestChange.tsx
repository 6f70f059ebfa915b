// A tracked line's latest revision in one line (issue 25 §3): "What changed in ASTM D2240-21:
// Revised 2 · Added 1 · Deleted 1", linking to that edition's page, whose "What changed" panel
// lists the clauses.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { documentUrl } from "../documents/document-links.ts";
import "./what-changed.css";

const SHOWN = ["revised", "added", "deleted", "moved"] as const;
const KIND = { revised: "REVISED", added: "ADDED", deleted: "DELETED", moved: "MOVED" } as const;

export function LatestChange({ change }: { change: NonNullable<Schemas["TrackedDocument"]["latestChange"]> }) {
  const { t } = useTranslation();
  const counts = SHOWN.filter((k) => change.counts[k] > 0);
  if (!counts.length) return null;
  return (
    <span className="latest-change">
      <Link to={documentUrl(change.contentCode)}>
        {t("changes.tracked", { designation: change.displayDesignation })}
      </Link>{" "}
      {counts.map((k, i) => (
        <span key={k}>
          {i > 0 && " · "}
          <span className={`change-kind change-kind--${k}`}>{t(`changes.kind.${KIND[k]}`)}</span> {change.counts[k]}
        </span>
      ))}
    </span>
  );
}
