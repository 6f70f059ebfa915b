// The request spinner (spec 1 §4): shown while any non-quiet request is pending, once the wait
// has lasted the initial load delay (spec 1 §9, 200 ms), so quick replies do not flash it.
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { activity } from "../api/activity.ts";
import { useDelayed } from "./delayed.ts";
import "./spinner.css";

export function ActivitySpinner() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(activity.subscribe, activity.count, activity.count);
  const on = useDelayed(count > 0);
  return (
    <div className={`activity${on ? " activity--on" : ""}`} role="status" aria-live="polite">
      {on && (
        <>
          <span className="activity__bar" aria-hidden="true" />
          <span className="visually-hidden">{t("common.loading")}</span>
        </>
      )}
    </div>
  );
}

/** An inline spinner, e.g. beside a refinement count that is loading. */
export function InlineSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <span className="spinner" role="status" aria-label={label ?? t("common.loading")} />;
}

/**
 * The area of a page (or of the app, while the session loads) that is loading: busy at once, a
 * spinner with "Loading…" only after the initial load delay (spec 1 §9, 200 ms).
 */
export function PageLoading() {
  const { t } = useTranslation();
  const shown = useDelayed(true);
  return (
    <div className="blank page-loading" aria-busy="true">
      {shown && (
        <p className="page-loading__indicator" role="status">
          <span className="spinner" aria-hidden="true" /> {t("common.loading")}
        </p>
      )}
    </div>
  );
}
