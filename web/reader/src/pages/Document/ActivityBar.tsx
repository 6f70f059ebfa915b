// The activity bar (spec 1 §2, §4, §5, §8): track (rules of §5; the tracker may be unavailable),
// favourite, download (blocked with the tenant's message when the document is not downloadable;
// optionally with compass points), compare versions, citations (a direct button for company
// users, otherwise in the more menu), and share in the more menu (individual signed-in users with
// the tenant's content-share feature, spec 2 §6). Anonymous company users who press track or favourite are
// sent to sign in.

import { isProblem } from "@norma/web-shared/problem";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { Menu, type MenuItem } from "../../components/Menu.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/route-rules.ts";
import { isAnonymous } from "../../features/auth/session.ts";
import { downloadDocument, mayDownloadWithCompassPoints } from "../../features/documents/download-document.ts";
import { notify, showDialog } from "../../features/notify/notify-store.ts";
import { ShareDialog } from "../../features/sharing/ShareDialog.tsx";
import { canShare } from "../../features/sharing/share-rules.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, isMainTenant } from "../../features/tenant/tenant-config.ts";
import { ReferenceAlertsSwitch } from "../../features/tracking/ReferenceAlertsSwitch.tsx";
import { CitationDialog } from "./CitationDialog.tsx";
import { type DocumentMetadata, showCitations, showTrack } from "./document-rules.ts";
import "../../components/popover.css";
import { addFavoriteMutation, removeFavoriteMutation } from "../../features/favorites/favorites-queries.ts";
import {
  type DocumentTracking,
  documentTrackingMutation,
  documentTrackingQuery,
} from "../../features/tracking/tracking-queries.ts";

export const TRACKER_UNAVAILABLE = "Tracker Service Unavailable";

export function ActivityBar({
  metadata,
  onChanged,
  onCompare,
  compareRef,
}: {
  metadata: DocumentMetadata;
  onChanged: () => Promise<void>;
  /** Opens the compare dialog. */
  onCompare: () => void;
  /** The compare button: the focus returns to it when the compare view closes. */
  compareRef?: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account, signOut } = useAuth();
  const anonymous = isAnonymous(account);
  const [popover, setPopover] = useState<string | null>(null);
  const [citations, setCitations] = useState(false);
  const [sharing, setSharing] = useState(false);
  const mainPublisher = config.publisher?.["publisher-code"] ?? null;
  const trackShown = showTrack(metadata, mainPublisher);
  const favoriteShown = metadata.allowToFavorite;
  const citationsShown = showCitations(metadata, isMainTenant(config));
  const compareShown = hasFeature(config, "version-compare") && metadata.versions.length >= 2;
  const drm = isDrm(account);
  const withCompassPoints = mayDownloadWithCompassPoints(account, metadata, { anonymous, drm });

  // The open document's edition line: a translation has its own tracking.
  const trackingQuery = documentTrackingQuery(metadata.family, metadata.contentCode);
  const tracking = useQuery({ ...trackingQuery, enabled: trackShown && !anonymous && account !== null }).data ?? null;
  const setTracking = (update: (current: DocumentTracking | undefined) => DocumentTracking) =>
    queryClient.setQueryData(trackingQuery.queryKey, update);

  const toLogin = useCallback(() => void signOut({ confirm: false }), [signOut]);

  const trackingChange = useMutation(documentTrackingMutation(metadata.contentCode));

  function onTrack() {
    if (anonymous) return toLogin();
    setPopover(null);
    trackingChange.mutate(tracking, {
      onSuccess: (reply) => {
        setTracking(() => ({
          id: reply.id,
          trackingFlag: reply.trackingFlag,
          referenceAlerts: reply.referenceAlerts,
          trackerUnavailable: reply.trackerUnavailable,
        }));
        // Alerts cannot go out now: worth saying when tracking was turned on, not when it was stopped.
        if (reply.trackerUnavailable && reply.trackingFlag) setPopover(t("tracking.unavailableSaved"));
        else notify("SUCCESS", { key: reply.trackingFlag ? "tracking.saved" : "tracking.stopped" });
      },
      onError: (error) => {
        const status = error instanceof QueryFailed ? error.status : undefined;
        const problem = error instanceof QueryFailed && isProblem(error.problem) ? error.problem : null;
        if (status === 503 || problem?.detail === TRACKER_UNAVAILABLE) {
          setTracking((s) => ({
            id: s?.id ?? null,
            trackingFlag: s?.trackingFlag ?? false,
            referenceAlerts: s?.referenceAlerts ?? true,
            trackerUnavailable: true,
          }));
          setPopover(t("tracking.unavailable"));
          return;
        }
        // Spec 1 §8: a tracking failure shows the server's detail in an info dialog.
        void showDialog({
          kind: "info",
          title: t("tracking.failedTitle"),
          message: problem?.detail || t("errors.unknown"),
        });
      },
    });
  }

  // The favourites' lists are asked again, and the page's metadata (which says whether the
  // document is a favourite) before the button can be pressed again.
  const favoriteAdd = useMutation(addFavoriteMutation({ key: "favorites.addedMessage" }, onChanged));
  const favoriteRemoval = useMutation(removeFavoriteMutation({ key: "favorites.deleted" }, onChanged));

  function onFavorite() {
    if (anonymous) return toLogin();
    const id = metadata.contentFavorite?.id;
    if (id) favoriteRemoval.mutate(id);
    else favoriteAdd.mutate(metadata.contentCode);
  }

  const download = useMutation({
    mutationFn: (compassPoints: boolean) => downloadDocument(config, metadata, compassPoints),
  });

  const trackLabel = tracking?.trackingFlag ? t("document.actions.untrack") : t("document.actions.track");
  const favoriteLabel = metadata.contentFavorite?.id
    ? t("document.actions.unfavorite")
    : t("document.actions.favorite");
  const moreItems: MenuItem[] = [];
  if (citationsShown && !(account?.userType === "COMPANY" || anonymous))
    moreItems.push({ key: "cite", label: t("document.actions.cite"), onSelect: () => setCitations(true) });
  if (withCompassPoints)
    moreItems.push({
      key: "download-cp",
      label: t("document.actions.downloadWithCompassPoints"),
      onSelect: () => download.mutate(true),
    });

  if (canShare(account, hasFeature(config, "content-share")))
    moreItems.push({ key: "share", label: t("share.menu"), onSelect: () => setSharing(true) });

  return (
    <div className="activity-bar" role="toolbar" aria-label={t("document.actions.label")}>
      {trackShown && (
        <div className="popover-anchor">
          <button
            type="button"
            className={`button button--secondary button--sm${tracking?.trackingFlag ? " button--on" : ""}`}
            aria-pressed={tracking?.trackingFlag ?? false}
            disabled={trackingChange.isPending}
            onClick={onTrack}
          >
            <span aria-hidden="true">{tracking?.trackingFlag ? "◉" : "◎"}</span> {trackLabel}
          </button>
          {config.reference_alerts && tracking?.trackingFlag && tracking.id !== null && (
            <ReferenceAlertsSwitch
              trackingId={tracking.id}
              checked={tracking.referenceAlerts}
              designation={metadata.displayDesignation}
              onSaved={(referenceAlerts) => setTracking((s) => ({ ...(s ?? tracking), referenceAlerts }))}
            />
          )}
          {popover && (
            <div className="popover" role="status">
              <p>{popover}</p>
              <button type="button" className="link-button" onClick={() => setPopover(null)}>
                {t("common.close")}
              </button>
            </div>
          )}
        </div>
      )}
      {favoriteShown && (
        <button
          type="button"
          className={`button button--secondary button--sm${metadata.contentFavorite?.id ? " button--on" : ""}`}
          aria-pressed={Boolean(metadata.contentFavorite?.id)}
          disabled={favoriteAdd.isPending || favoriteRemoval.isPending}
          onClick={onFavorite}
        >
          <span aria-hidden="true">{metadata.contentFavorite?.id ? "★" : "☆"}</span> {favoriteLabel}
        </button>
      )}
      {/* DRM content is read in the viewer only: no download (as the result cards, spec 1 §2);
          nor for a metadata-only document, which has no PDF to download (issue 12). */}
      {!drm && metadata.pdfVersions.length > 0 && (
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={download.isPending}
          aria-disabled={!metadata.downloadable || undefined}
          onClick={() => download.mutate(false)}
        >
          <span aria-hidden="true">⤓</span> {t("document.actions.download")}
        </button>
      )}
      {compareShown && (
        <button ref={compareRef} type="button" className="button button--secondary button--sm" onClick={onCompare}>
          <span aria-hidden="true">⇆</span> {t("document.actions.compare")}
        </button>
      )}
      {citationsShown && (account?.userType === "COMPANY" || anonymous) && (
        <button type="button" className="button button--secondary button--sm" onClick={() => setCitations(true)}>
          {t("document.actions.cite")}
        </button>
      )}
      {moreItems.length > 0 && (
        <Menu
          label={t("document.actions.more")}
          buttonClassName="button button--secondary button--sm"
          items={moreItems}
        />
      )}
      {citations && <CitationDialog metadata={metadata} onClose={() => setCitations(false)} />}
      {sharing && (
        <ShareDialog
          document={{
            contentId: metadata.contentId,
            contentCode: metadata.contentCode,
            title: metadata.title,
            designation: metadata.displayDesignation || metadata.designation,
          }}
          onClose={() => setSharing(false)}
        />
      )}
    </div>
  );
}
