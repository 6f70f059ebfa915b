// The request spinner (spec 1 §4): shown while any non-quiet request is pending.
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { activity } from "../api/activity.ts";
import "./spinner.css";

export function ActivitySpinner() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(activity.subscribe, activity.count, activity.count);
  return (
    <div className={`activity${count > 0 ? " activity--on" : ""}`} role="status" aria-live="polite">
      {count > 0 && (
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
