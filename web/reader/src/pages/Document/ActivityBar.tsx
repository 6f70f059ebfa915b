// The activity bar (spec 1 §2, §4, §5, §8): track (rules of §5; the tracker may be unavailable),
// favourite, download (blocked with the tenant's message when the document is not downloadable;
// optionally with compass points), compare versions, citations (a direct button for company
// users, otherwise in the more menu), and share in the more menu (individual signed-in users with
// the tenant's content-share feature, spec 2 §6). Anonymous company users who press track or favourite are
// sent to sign in.

import { isProblem } from "@norma/web-shared/problem";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { queryClient } from "../../api/queries.ts";
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
import { CitationDialog } from "./CitationDialog.tsx";
import { type DocumentMetadata, showCitations, showTrack } from "./document-rules.ts";
import "../../components/popover.css";
import { favoritesKeys } from "../../features/favorites/favorites-queries.ts";
import {
  type DocumentTracking,
  documentTrackingQuery,
  trackingKeys,
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
  const [busy, setBusy] = useState<string | null>(null);
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

  async function onTrack() {
    if (anonymous) return toLogin();
    setBusy("track");
    setPopover(null);
    const current = tracking;
    const result =
      current?.id == null
        ? await client.POST("/api/tracked-documents", {
            params: { query: { contentCode: metadata.contentCode } },
            ...ui({ silent: true }),
          })
        : await client.PUT("/api/tracked-documents/{id}", {
            params: { path: { id: current.id } },
            body: { id: current.id, trackingFlag: !current.trackingFlag },
            ...ui({ silent: true }),
          });
    setBusy(null);
    if (result.data) {
      const reply = result.data;
      setTracking(() => ({
        id: reply.id,
        trackingFlag: reply.trackingFlag,
        trackerUnavailable: reply.trackerUnavailable,
      }));
      void queryClient.invalidateQueries({ queryKey: trackingKeys.documents });
      // Alerts cannot go out now: worth saying when tracking was turned on, not when it was stopped.
      if (reply.trackerUnavailable && reply.trackingFlag) setPopover(t("tracking.unavailableSaved"));
      else notify("SUCCESS", reply.trackingFlag ? t("tracking.saved") : t("tracking.stopped"));
      return;
    }
    const problem = isProblem(result.error) ? result.error : null;
    if (result.response.status === 503 || problem?.detail === TRACKER_UNAVAILABLE) {
      setTracking((s) => ({ id: s?.id ?? null, trackingFlag: s?.trackingFlag ?? false, trackerUnavailable: true }));
      setPopover(t("tracking.unavailable"));
      return;
    }
    // Spec 1 §8: a tracking failure shows the server's detail in an info dialog.
    await showDialog({
      kind: "info",
      title: t("tracking.failedTitle"),
      message: problem?.detail || t("errors.unknown"),
    });
  }

  async function onFavorite() {
    if (anonymous) return toLogin();
    setBusy("favorite");
    const id = metadata.contentFavorite?.id;
    if (id) {
      const result = await client.DELETE("/api/content-favorites/{id}", {
        params: { path: { id } },
        ...ui({ successMessage: t("favorites.deleted") }),
      });
      if (!result.error) await onChanged();
    } else {
      const result = await client.POST("/api/content-favorites", {
        body: { contentCode: metadata.contentCode },
        ...ui({ successMessage: t("favorites.addedMessage") }),
      });
      if (result.data) await onChanged();
    }
    void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    setBusy(null);
  }

  async function onDownload(compassPoints: boolean) {
    setBusy("download");
    await downloadDocument(config, metadata, compassPoints).finally(() => setBusy(null));
  }

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
      onSelect: () => void onDownload(true),
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
            disabled={busy === "track"}
            onClick={() => void onTrack()}
          >
            <span aria-hidden="true">{tracking?.trackingFlag ? "◉" : "◎"}</span> {trackLabel}
          </button>
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
          disabled={busy === "favorite"}
          onClick={() => void onFavorite()}
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
          disabled={busy === "download"}
          aria-disabled={!metadata.downloadable || undefined}
          onClick={() => void onDownload(false)}
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
