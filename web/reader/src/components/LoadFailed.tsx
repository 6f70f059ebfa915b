// A list or page whose data could not be loaded (the global handler has said why): says so and
// offers to try again, instead of an empty list that would read as "you have none".
import { useTranslation } from "react-i18next";

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty load-failed" role="alert">
      <p>{t("common.loadFailed")}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
