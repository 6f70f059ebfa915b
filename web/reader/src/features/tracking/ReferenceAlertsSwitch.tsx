// The cascade-alerts switch of a tracked document on its page (issue 27): beside the Track button
// while the user tracks it, on tenants that send cascade alerts. The same switch as the tracking
// page's; the visible label is short (the toolbar is narrow), the accessible name says it whole.
import { isProblem } from "@norma/web-shared/problem";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import { notify } from "../notify/notify-store.ts";
import { useOptimisticFlags } from "./optimistic-flags.ts";
import { setTrackingFlagMutation } from "./tracking-queries.ts";
import "./reference-alerts-switch.css";

export function ReferenceAlertsSwitch({
  trackingId,
  checked,
  designation,
  onSaved,
}: {
  trackingId: number;
  checked: boolean;
  designation: string;
  onSaved: (referenceAlerts: boolean) => void;
}) {
  const { t } = useTranslation();
  const change = useMutation(setTrackingFlagMutation());
  const flags = useOptimisticFlags<number>();
  return (
    <label className="checkbox reference-alerts-switch">
      <input
        type="checkbox"
        checked={flags.shown(trackingId, checked)}
        disabled={change.isPending}
        aria-label={t("tracking.referenceAlerts", { designation })}
        onChange={(e) => {
          const referenceAlerts = e.target.checked;
          flags.clicked(trackingId, referenceAlerts);
          change.mutate(
            { id: trackingId, trackingFlag: true, referenceAlerts },
            {
              onSuccess: (reply) => {
                onSaved(reply.referenceAlerts);
                notify("SUCCESS", {
                  key: reply.referenceAlerts ? "tracking.referenceAlertsOn" : "tracking.referenceAlertsOff",
                });
              },
              onError: (error) =>
                notify("ERROR", {
                  fallback: (error instanceof QueryFailed && isProblem(error.problem) && error.problem.detail) || {
                    key: "errors.unknown",
                  },
                }),
              onSettled: () => flags.settled(trackingId),
            },
          );
        }}
      />
      <span aria-hidden="true">{t("tracking.referenceAlertsShort")}</span>
    </label>
  );
}
