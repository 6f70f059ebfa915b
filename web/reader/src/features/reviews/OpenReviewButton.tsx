// "Open a review" (issue 28) where a tracked document has a new edition or was withdrawn: the
// document page and the tracked documents. It opens the account's review of that change (or finds
// the one already open) and goes to it. Shown only where the tenant has revision reviews and the
// user is a person (a company session has no reviews); a refusal (the document is not tracked by
// the account, or is a first edition) is said in words.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryFailed } from "../../api/queries.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isAnonymous } from "../auth/session.ts";
import { showDialog } from "../notify/notify-store.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { hasFeature } from "../tenant/tenant-config.ts";
import { documentTrackingQuery } from "../tracking/tracking-queries.ts";
import { openReviewMutation } from "./reviews-queries.ts";

/** Whether this session may open and see reviews (the tenant's switch, a signed-in person). */
export function useReviewsOn(): boolean {
  const { account } = useAuth();
  const { config } = useTenant();
  return account !== null && !isAnonymous(account) && hasFeature(config, "revision-reviews");
}

export function OpenReviewButton({ contentId, designation }: { contentId: number; designation: string }) {
  const { t } = useTranslation();
  const on = useReviewsOn();
  const navigate = useNavigate();
  const open = useMutation(openReviewMutation());
  if (!on) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--sm open-review"
      disabled={open.isPending}
      aria-label={t("reviews.openFor", { designation })}
      onClick={() =>
        open.mutate(contentId, {
          onSuccess: (review) => void navigate(`/reviews/${review.id}`),
          onError: (e) => {
            const status = e instanceof QueryFailed ? e.status : undefined;
            void showDialog({
              kind: "info",
              title: t("reviews.openFailedTitle"),
              message: status === 400 ? t("reviews.openRefused") : t("errors.unknown"),
            });
          },
        })
      }
    >
      {t("reviews.open")}
    </button>
  );
}

/**
 * The document page's button: a new or withdrawn edition whose line the user tracks (the activity
 * bar asks the same tracking, so this reads its cached answer).
 */
export function DocumentReviewButton({
  contentId,
  designation,
  family,
  contentCode,
}: {
  contentId: number;
  designation: string;
  family: string;
  contentCode: string;
}) {
  const on = useReviewsOn();
  const tracking = useQuery({ ...documentTrackingQuery(family, contentCode), enabled: on }).data;
  if (!on || !tracking?.id || !tracking.trackingFlag) return null;
  return <OpenReviewButton contentId={contentId} designation={designation} />;
}
