// Tracked documents (/tracked-documents; spec 1 §3, §4, §7): the user's trackings, 10 per page,
// newest first or the turned-off ones first; each can be turned off and on again or deleted. The
// tracked publishers: track a whole publisher, or stop every alert about it (unsubscribe). Beside
// each tracked line, what changed in its latest edition when that is known (issue 25 §3), and —
// when the tenant has cascade alerts on — whether the user also hears when a document it
// references normatively gets a new edition or is withdrawn (issue 27). Where the tenant has
// revision reviews, a line with a new edition offers to open its review (issue 28).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryFailed } from "../../api/queries.ts";
import { LatestChange } from "../../features/changes/LatestChange.tsx";
import { DocumentAction, DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { showDialog } from "../../features/notify/notify-store.ts";
import { OpenReviewButton } from "../../features/reviews/OpenReviewButton.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { useOptimisticFlags } from "../../features/tracking/optimistic-flags.ts";
import {
  deleteTrackingMutation,
  setTrackingFlagMutation,
  subscribePublisherMutation,
  trackedDocumentsPageQuery,
  trackedPublishersQuery,
  unsubscribePublisherMutation,
} from "../../features/tracking/tracking-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import "./tracked-publishers.css";

export const TRACKED_PAGE_SIZE = 10;

export function TrackedDocumentsPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const { config } = useTenant();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const offFirst = params.get("sort") === "ContentTrackingOff";
  const q = useQuery(
    trackedDocumentsPageQuery({
      page,
      size: TRACKED_PAGE_SIZE,
      ...(offFirst ? { sort: "ContentTrackingOff" as const } : {}),
    }),
  );
  const total = q.data?.count ?? 0;

  // Both ask the shown page and the home tab again (trackingKeys.documents); a refusal is said
  // with the server's detail.
  const toggle = useMutation({ ...setTrackingFlagMutation(), onError: (e) => void trackingFailure(problemOf(e), t) });
  const referenceFlags = useOptimisticFlags<number>();
  const removal = useMutation({
    ...deleteTrackingMutation({ key: "tracking.deleted" }),
    onError: (e) => void trackingFailure(problemOf(e), t),
  });

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("tracking.title")}</h1>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={offFirst}
            onChange={(e) => setParams(e.target.checked ? { sort: "ContentTrackingOff" } : {})}
          />
          <span>{t("tracking.offFirst")}</span>
        </label>
      </div>
      {config["tracker-url"] && (
        <p className="page__intro">
          <a href={config["tracker-url"]} target="_blank" rel="noopener noreferrer">
            {t("home.openTracker")}
            <span className="visually-hidden"> {t("common.newTab")}</span>
          </a>
        </p>
      )}
      <DocumentTable
        query={q}
        rows={q.data?.result ?? []}
        rowKey={(d) => d.id}
        total={total}
        empty={t("home.empty.tracker")}
        count={t("tracking.count", { count: total })}
        paging={{
          page,
          totalPages: Math.ceil(total / TRACKED_PAGE_SIZE),
          onPage: (p) => setParams({ page: String(p), ...(offFirst ? { sort: "ContentTrackingOff" } : {}) }),
        }}
        layout={{
          kind: "cards",
          document: (d) => d.document,
          footer: (d) => (
            <>
              {d.trackingFlag ? t("tracking.since", { date: fmt(d.trackingSinceDate, "short") }) : t("tracking.off")}
              {d.latestChange && (
                <>
                  <br />
                  <LatestChange change={d.latestChange} />
                  {d.trackingFlag && (
                    <>
                      <br />
                      <OpenReviewButton
                        contentId={d.latestChange.contentId}
                        designation={d.latestChange.displayDesignation}
                      />
                    </>
                  )}
                </>
              )}
              {config.reference_alerts && d.trackingFlag && (
                <label className="checkbox tracked-references">
                  <input
                    type="checkbox"
                    // The click shows at once (as the document page's switch), not after the reload.
                    checked={referenceFlags.shown(d.id, d.referenceAlerts)}
                    disabled={toggle.isPending && toggle.variables.id === d.id}
                    onChange={(e) => {
                      referenceFlags.clicked(d.id, e.target.checked);
                      toggle.mutate(
                        { id: d.id, trackingFlag: d.trackingFlag, referenceAlerts: e.target.checked },
                        { onSettled: () => referenceFlags.settled(d.id) },
                      );
                    }}
                  />
                  <span>{t("tracking.referenceAlerts", { designation: d.document.displayDesignation })}</span>
                </label>
              )}
            </>
          ),
          actions: (d) => (
            <>
              <DocumentAction
                label={d.trackingFlag ? t("tracking.turnOff") : t("tracking.turnOn")}
                designation={d.document.displayDesignation}
                disabled={toggle.isPending && toggle.variables.id === d.id}
                onClick={() => toggle.mutate({ id: d.id, trackingFlag: !d.trackingFlag })}
              />
              <DocumentAction
                variant="danger"
                label={t("tracking.delete")}
                designation={d.document.displayDesignation}
                disabled={removal.isPending && removal.variables === d.id}
                onClick={() => removal.mutate(d.id)}
              />
            </>
          ),
        }}
      />
      <TrackedPublishers />
    </div>
  );
}

/** The API's error body of a failed call (a mutation's error). */
const problemOf = (error: unknown) => (error instanceof QueryFailed ? error.problem : undefined);

/** Spec 1 §8: a tracking failure shows the server's detail in an info dialog. */
export async function trackingFailure(error: unknown, t: (key: "tracking.failedTitle" | "errors.unknown") => string) {
  const detail = (error as { detail?: string } | undefined)?.detail;
  await showDialog({ kind: "info", title: t("tracking.failedTitle"), message: detail || t("errors.unknown") });
}

function TrackedPublishers() {
  const { t } = useTranslation();
  const q = useQuery(trackedPublishersQuery());
  const subscription = useMutation({
    ...subscribePublisherMutation({ key: "tracking.saved" }),
    onError: (e) => void trackingFailure(problemOf(e), t),
  });
  const unsubscription = useMutation(unsubscribePublisherMutation({ key: "tracking.unsubscribed" }));
  const publishers = q.data ?? [];
  if (!publishers.length) return null;
  /** A publisher whose change is on its way: its controls wait. */
  const busy = (id: number) =>
    (subscription.isPending && subscription.variables.id === id) ||
    (unsubscription.isPending && unsubscription.variables === id);

  return (
    <section className="card card--full tracked-publishers" aria-labelledby="tracked-publishers-title">
      <h2 id="tracked-publishers-title" className="card__title card__title--sm">
        {t("tracking.publishers")}
      </h2>
      <p className="muted">{t("tracking.publishersIntro")}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("document.publisher")}</th>
            <th scope="col">{t("tracking.trackedDocuments")}</th>
            <th scope="col">{t("tracking.wholePublisher")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {publishers.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {p.publisherName} <span className="muted">({p.publisherCode})</span>
              </th>
              <td>{p.trackedDocumentCount}</td>
              <td>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={p.subscribed}
                    disabled={busy(p.id)}
                    onChange={(e) => subscription.mutate({ id: p.id, subscribed: e.target.checked })}
                  />
                  <span className="visually-hidden">{t("tracking.trackPublisher", { name: p.publisherName })}</span>
                </label>
              </td>
              <td>
                {(p.subscribed || p.trackedDocumentCount > 0) && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy(p.id)}
                    onClick={() => unsubscription.mutate(p.id)}
                  >
                    {t("tracking.unsubscribe")}
                    <span className="visually-hidden"> {p.publisherName}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
