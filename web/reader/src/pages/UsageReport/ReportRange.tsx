// The period of a report page (the usage report, the Compass Points report): from and to in the
// URL (the last 7 days when absent), and the form that changes them, with the page's own controls
// (an account, export buttons) beside the dates.
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report's URL parameters: from and to when they are dates, the others as they are. */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const from = DATE.test(params.get("from") ?? "") ? params.get("from")! : undefined;
  const to = DATE.test(params.get("to") ?? "") ? params.get("to")! : undefined;
  /** Sets the parameters given (an empty value removes one), keeping the others. */
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  return { params, from, to, update };
}

/**
 * The dates of the period (the report's own when the URL has none), Apply and "Last 7 days".
 * Children are the page's other controls, inside the same form.
 */
export function ReportRangeForm(props: {
  from?: string;
  to?: string;
  shown?: { from: string; to: string };
  update: (next: Record<string, string | undefined>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { from, to, shown, update } = props;
  const [draft, setDraft] = useState<{ from?: string; to?: string }>({});
  return (
    <form
      className="usage-report__filters"
      onSubmit={(e) => {
        e.preventDefault();
        update({ from: draft.from ?? from, to: draft.to ?? to });
      }}
    >
      <label>
        {t("usageReport.from")}
        <input
          type="date"
          value={draft.from ?? from ?? shown?.from ?? ""}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </label>
      <label>
        {t("usageReport.to")}
        <input
          type="date"
          value={draft.to ?? to ?? shown?.to ?? ""}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
      </label>
      <button type="submit" className="button button--primary">
        {t("usageReport.apply")}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setDraft({});
          update({ from: undefined, to: undefined });
        }}
      >
        {t("usageReport.last7Days")}
      </button>
      {props.children}
    </form>
  );
}
