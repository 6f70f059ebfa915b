// A review's state in words (open, overdue, signed off), the same on the list and the review page.
import { useTranslation } from "react-i18next";
import type { ReviewSummary } from "./reviews-queries.ts";

export function ReviewState({ review }: { review: Pick<ReviewSummary, "status" | "overdue"> }) {
  const { t } = useTranslation();
  const state = review.status === "SIGNED_OFF" ? "signedOff" : review.overdue ? "overdue" : "open";
  return <span className={`review-state review-state--${state}`}>{t(`reviews.state.${state}`)}</span>;
}
