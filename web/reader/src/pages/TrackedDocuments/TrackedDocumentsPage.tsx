// Tracked documents (/tracked-documents; spec 1 §3, §4, §7): the user's trackings, 10 per page,
// newest first or the turned-off ones first; each can be turned off and on again or deleted. The
// tracked publishers: track a whole publisher, or stop every alert about it (unsubscribe). Beside
// each tracked line, what changed in its latest edition when that is known (issue 25 §3).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { client, ui } from "../../api/client.ts";
import { queryClient } from "../../api/queries.ts";
import { LatestChange } from "../../features/changes/LatestChange.tsx";
import { DocumentAction, DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { showDialog } from "../../features/notify/notify-store.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import {
  trackedDocumentsPageQuery,
  trackedPublishersQuery,
  trackingKeys,
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

  function changed() {
    // The shown page and the home tab both start with trackingKeys.documents: both are asked again.
    void queryClient.invalidateQueries({ queryKey: trackingKeys.documents });
  }

  async function toggle(id: number, trackingFlag: boolean) {
    const result = await client.PUT("/api/tracked-documents/{id}", {
      params: { path: { id } },
      body: { id, trackingFlag },
      ...ui({ silent: true }),
    });
    if (result.data) changed();
    else await trackingFailure(result.error, t);
  }

  async function remove(id: number) {
    const result = await client.DELETE("/api/tracked-documents/{id}", {
      params: { path: { id } },
      ...ui({ silent: true, successMessage: t("tracking.deleted") }),
    });
    if (!result.error) changed();
    else await trackingFailure(result.error, t);
  }

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
                </>
              )}
            </>
          ),
          actions: (d) => (
            <>
              <DocumentAction
                label={d.trackingFlag ? t("tracking.turnOff") : t("tracking.turnOn")}
                designation={d.document.displayDesignation}
                onClick={() => void toggle(d.id, !d.trackingFlag)}
              />
              <DocumentAction
                variant="danger"
                label={t("tracking.delete")}
                designation={d.document.displayDesignation}
                onClick={() => void remove(d.id)}
              />
            </>
          ),
        }}
      />
      <TrackedPublishers />
    </div>
  );
}

/** Spec 1 §8: a tracking failure shows the server's detail in an info dialog. */
export async function trackingFailure(error: unknown, t: (key: "tracking.failedTitle" | "errors.unknown") => string) {
  const detail = (error as { detail?: string } | undefined)?.detail;
  await showDialog({ kind: "info", title: t("tracking.failedTitle"), message: detail || t("errors.unknown") });
}

function TrackedPublishers() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const q = useQuery(trackedPublishersQuery());
  const publishers = q.data ?? [];
  if (!publishers.length) return null;

  async function subscribe(id: number, subscribed: boolean) {
    setBusy(id);
    const result = await client.POST("/api/publishers/update", {
      body: [{ id, subscribed }],
      ...ui({ silent: true, successMessage: t("tracking.saved") }),
    });
    setBusy(null);
    if (result.data) void q.refetch();
    else await trackingFailure(result.error, t);
  }

  async function unsubscribe(id: number) {
    setBusy(id);
    const result = await client.POST("/api/publishers/tracked-documents/unsubscribe", {
      body: { id },
      ...ui({ successMessage: t("tracking.unsubscribed") }),
    });
    setBusy(null);
    // Unsubscribing turns off the publisher's trackings too: the lists and the publishers are asked again.
    if (result.data) void queryClient.invalidateQueries({ queryKey: trackingKeys.all });
  }

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
                    disabled={busy === p.id}
                    onChange={(e) => void subscribe(p.id, e.target.checked)}
                  />
                  <span className="visually-hidden">{t("tracking.trackPublisher", { name: p.publisherName })}</span>
                </label>
              </td>
              <td>
                {(p.subscribed || p.trackedDocumentCount > 0) && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy === p.id}
                    onClick={() => void unsubscribe(p.id)}
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
