// The places an orphaned carried point may have gone (issue 25 §1): the re-anchoring kept its best
// candidates instead of guessing; the owner confirms one in a click (the point is placed there,
// CONFIRMED) or leaves the point orphaned. A candidate in another clause that held the same words
// before (a sibling in a parallel list, a repeated warning) says so.
import { isProblem } from "@norma/web-shared/problem";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import { notify } from "../notify/notify-store.ts";
import type { CompassPoint } from "./CompassPointsContext.tsx";
import { confirmPlacementMutation } from "./compass-points-queries.ts";
import { truncate } from "./compass-points-rules.ts";

export function OrphanCandidates({ point, onPlaced }: { point: CompassPoint; onPlaced: (p: CompassPoint) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const placement = useMutation(confirmPlacementMutation(point.compassPointID));
  const busy = placement.isPending ? placement.variables : null;
  // The API's reason when it refused the place (a refusal without one says nothing here).
  const refusal = placement.error instanceof QueryFailed ? placement.error.problem : null;
  const error = isProblem(refusal) ? (refusal.detail ?? t("errors.badRequest")) : null;
  const candidates = point.anchorCandidates ?? [];

  function confirm(index: number) {
    placement.mutate(index, {
      onSuccess: (placed) => {
        notify("INFO", { key: "compassPoint.candidate-placed" });
        onPlaced(placed);
      },
    });
  }

  return (
    <section className="cp-dialog__candidates" aria-labelledby={headingId}>
      <h3 id={headingId} className="cp-dialog__candidates-title">
        {t("compassPoint.candidates-title")}
      </h3>
      <p>{candidates.length ? t("compassPoint.candidates-help") : t("compassPoint.candidates-none")}</p>
      {candidates.length > 0 && (
        <ol className="cp-dialog__candidate-list">
          {candidates.map((c) => (
            <li key={c.index} className="cp-dialog__candidate">
              <blockquote dir="auto" className="cp-dialog__quote">
                {truncate(c.text, 160)}
              </blockquote>
              <p className="cp-dialog__limit">
                {[
                  c.clause ? t("compassPoint.candidate-clause", { clause: c.clause }) : null,
                  c.page ? t("compassPoint.candidate-page", { page: c.page }) : null,
                  c.lookAlike ? t("compassPoint.candidate-look-alike") : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {point.edit && (
                <button
                  type="button"
                  className="button button--primary button--sm"
                  disabled={busy !== null}
                  aria-describedby={headingId}
                  onClick={() => void confirm(c.index)}
                >
                  {t("compassPoint.candidate-confirm")}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
