// The document page (/document/?contentCode=…, and the layout-free /document-view/ for DRM
// tenants; spec 1 §2, §4–§8). Metadata and the entitlement verification load together; a refused
// entitlement shows the tenant's no-access message with its support contacts, then home; an
// unknown document shows the no-content message, then the site root. The tabs come from the
// document (sorted, de-duplicated, the first active); the tab and the PDF page live in the URL.
// So does an open compare (compareWith: the other version's content code, or two codes): the
// "compare with the previous version" link of a revision alert opens it, and a compare chosen in
// the dialog can be shared or reloaded.

import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { queryClient } from "../../api/queries.ts";
import { Tabs } from "../../components/Tabs.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/route-rules.ts";
import { isAnonymous } from "../../features/auth/session.ts";
import { WhatChangedPanel } from "../../features/changes/WhatChangedPanel.tsx";
import { CompareDialog } from "../../features/compare/CompareDialog.tsx";
import { pairFromUrl, urlOfPair } from "../../features/compare/compare-rules.ts";
import { CompassPointDialog } from "../../features/compass-points/CompassPointDialog.tsx";
import { CompassPointsProvider, useCompassPoints } from "../../features/compass-points/CompassPointsContext.tsx";
import { CompassPointsTab } from "../../features/compass-points/CompassPointsTab.tsx";
import { documentFailure, showNoAccess } from "../../features/documents/access-messages.ts";
import { documentMetadataQuery, documentVerificationQuery } from "../../features/documents/document-queries.ts";
import { mayDownloadWithCompassPoints } from "../../features/documents/download-document.ts";
import { DocumentReviewButton } from "../../features/reviews/OpenReviewButton.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature } from "../../features/tenant/tenant-config.ts";
import { documentTitle } from "../../shell/page-titles.ts";
import { ActivityBar } from "./ActivityBar.tsx";
import { DocumentHeader } from "./DocumentHeader.tsx";
import { type DocumentMetadata, previousEditionOf, type TabName, tabsOf } from "./document-rules.ts";
import { ELearningTab } from "./ELearningTab.tsx";
import { HtmlTab } from "./HtmlTab.tsx";
import { ReferencesTab } from "./ReferencesTab.tsx";
import { RelatedTab } from "./RelatedTab.tsx";
import { VideosTab } from "./VideosTab.tsx";
import { WorkItemsTab } from "./WorkItemsTab.tsx";
import "./document.css";

const PdfTab = lazy(() => import("./PdfTab.tsx"));
const CompareView = lazy(() => import("../../features/compare/CompareView.tsx"));

const TAB_KEYS = {
  PDF: "document.tabs.pdf",
  HTML: "document.tabs.html",
  WORK_ITEMS: "document.tabs.workItems",
  VISUAL_CONTENT: "document.tabs.videos",
  E_LEARNING: "document.tabs.elearning",
  RELATED_CONTENT: "document.tabs.related",
  COMPASS_POINTS: "document.tabs.compassPoints",
  REFERENCES: "document.tabs.references",
} as const satisfies Record<TabName, string>;

type Load =
  | { state: "loading" }
  | { state: "ready"; metadata: DocumentMetadata }
  | { state: "refused" }
  | { state: "failed" };

/**
 * `embedded` with `contentCode`: the document inside another page, which the address does not name
 * (the shared compass point page loads a deactivated point's document beside its notice, spec 2 §2).
 */
export function DocumentPage({
  layout,
  contentCode: given,
}: {
  layout: "shell" | "bare" | "embedded";
  contentCode?: string;
}) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const navigate = useNavigate();
  // A result card passes the search's text along (the no-access dialog offers it in "my subscriptions").
  const searchQuery = useRef<string | null>(null);
  searchQuery.current = (useLocation().state as { searchQuery?: string } | null)?.searchQuery ?? null;
  const [params, setParams] = useSearchParams();
  const contentCode = given ?? params.get("contentCode")?.trim() ?? "";
  const [load, setLoad] = useState<Load>({ state: "loading" });
  // One title per page: the document's designation and title, then the library's.
  const shownTitle =
    load.state === "ready" ? `${load.metadata.displayDesignation} ${load.metadata.title}`.trim() : null;
  useEffect(() => {
    if (given === undefined) document.title = documentTitle(shownTitle, config.title || config.tenantName);
  }, [shownTitle, config.title, config.tenantName, given]);
  const [compareDialog, setCompareDialog] = useState(false);
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!contentCode) {
      navigate("/", { replace: true });
      return;
    }
    if (loaded.current === contentCode) return;
    loaded.current = contentCode;
    setLoad({ state: "loading" });
    setCompareDialog(false);
    let live = true;
    void (async () => {
      // From the query cache: the answers to the calls boot.ts started for this address, if any.
      const [meta, verification] = await Promise.all([
        queryClient.fetchQuery(documentMetadataQuery(contentCode)).catch(() => null),
        queryClient.fetchQuery(documentVerificationQuery(contentCode)).catch(() => null),
      ]);
      if (!live) return;
      if (!meta) {
        setLoad({ state: "failed" });
        return;
      }
      if (!meta.metadata) {
        setLoad({ state: "failed" });
        const outcome = await documentFailure(config, meta.status, meta.problem, { searchQuery: searchQuery.current });
        if (outcome === "no-content" || outcome === "no-access") navigate("/", { replace: true });
        return;
      }
      // Spec 1 §6: open only when the header entitlementaccess is 'true'.
      const entitled = verification?.entitled === true;
      if (!entitled) {
        setLoad({ state: "refused" });
        await showNoAccess(config, { searchQuery: searchQuery.current });
        // Back to the search the result came from, else home.
        if (live) {
          if (searchQuery.current) navigate(-1);
          else navigate("/", { replace: true });
        }
        return;
      }
      const metadata = meta.metadata;
      // A transition: the document renders in slices, the page stays responsive meanwhile.
      startTransition(() => setLoad({ state: "ready", metadata }));
    })();
    return () => {
      live = false;
      loaded.current = null;
    };
  }, [contentCode, config, navigate]);

  // After a change (a favourite, a compass point): asked again whatever the cache holds.
  const reload = useCallback(async () => {
    const meta = await queryClient.fetchQuery({ ...documentMetadataQuery(contentCode), staleTime: 0 });
    if (meta.metadata) setLoad({ state: "ready", metadata: meta.metadata });
  }, [contentCode]);

  const metadata = load.state === "ready" ? load.metadata : null;
  const tabs = useMemo(() => tabsOf(metadata?.tabs), [metadata]);
  const pdfPage = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  // Spec 1 §2: the PDF may name a compass point to jump to, by its UUID or its annotation id; such
  // a link opens the PDF unless it names another tab.
  const focusUuid = params.get("compasspointuuid")?.trim() || null;
  const focusAnnotationId = params.get("annotationid")?.trim() || null;
  const requestedTab = (params.get("tab")?.toUpperCase() ?? (focusUuid || focusAnnotationId ? "PDF" : undefined)) as
    | TabName
    | undefined;
  const tab = requestedTab && tabs.includes(requestedTab) ? requestedTab : tabs[0];

  function setParam(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  }

  // The compare the URL asks for, when the tenant compares versions and the document has several.
  const comparable = metadata !== null && hasFeature(config, "version-compare") && metadata.versions.length >= 2;
  const asked = comparable ? pairFromUrl(metadata.versions, metadata.contentId, params.get("compareWith")) : null;
  const compare = Array.isArray(asked) ? asked : null;
  const compareButton = useRef<HTMLButtonElement>(null);
  // "Close compare" goes away with the view: the focus returns to the compare button that opened it.
  const closeCompare = () => {
    setParam({ compareWith: null, change: null });
    compareButton.current?.focus();
  };

  useEffect(() => {
    if (asked !== "unknown") return;
    // The link names no other version of this document: the user chooses the pair instead.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("compareWith");
        return next;
      },
      { replace: true },
    );
    setCompareDialog(true);
  }, [asked, setParams]);

  const body = (() => {
    if (load.state === "loading")
      return (
        <p className="empty" aria-busy="true">
          {t("document.loading")}
        </p>
      );
    if (!metadata)
      return <p className="empty">{t(load.state === "refused" ? "access.noAccessTitle" : "document.unavailable")}</p>;
    return (
      <CompassPointsProvider
        contentId={metadata.contentId}
        contentCode={metadata.contentCode}
        focusUuid={focusUuid}
        focusAnnotationId={focusAnnotationId}
        focusEdit={params.get("cpedit") === "1"}
      >
        <DocumentHeader metadata={metadata} />
        <ActivityBar
          metadata={metadata}
          onChanged={reload}
          onCompare={() => setCompareDialog(true)}
          compareRef={compareButton}
        />
        {!compare && (
          <WhatChangedPanel
            contentId={metadata.contentId}
            previousDesignation={previousEditionOf(metadata)}
            withdrawn={/^withdrawn|^replaced/i.test(metadata.status)}
            onShowInDocument={
              tabs.includes("HTML") ? (index) => setParam({ tab: "HTML", change: String(index) }) : null
            }
            onShowInCompare={
              comparable
                ? (index, previous) => setParam({ compareWith: previous.contentCode, change: String(index) })
                : null
            }
          />
        )}
        {!compare && (previousEditionOf(metadata) !== null || /^withdrawn|^replaced/i.test(metadata.status)) && (
          // Issue 28: the review of a new or withdrawn edition the user tracks.
          <DocumentReviewButton
            contentId={metadata.contentId}
            designation={metadata.displayDesignation}
            family={metadata.family}
            contentCode={metadata.contentCode}
          />
        )}
        {compareDialog && (
          <CompareDialog
            metadata={metadata}
            selected={compare ?? undefined}
            onClose={() => setCompareDialog(false)}
            onCompare={(ids) => {
              setCompareDialog(false);
              setParam({ compareWith: urlOfPair(metadata.versions, metadata.contentId, ids) });
            }}
          />
        )}
        {compare ? (
          <Suspense fallback={<p className="empty">{t("common.loading")}</p>}>
            <CompareView
              key={compare.join(":")}
              metadata={metadata}
              ids={compare}
              onClose={closeCompare}
              onEdit={() => setCompareDialog(true)}
            />
          </Suspense>
        ) : tabs.length === 0 ? (
          <p className="empty">{t("document.noTabs")}</p>
        ) : (
          <Tabs
            className="document-tabs"
            label={t("document.tabsLabel")}
            idPrefix="doc-tab"
            tabs={tabs.map((name) => ({ id: name, label: t(TAB_KEYS[name]) }))}
            selected={tab}
            onSelect={(id) => setParam({ tab: id, page: id === "PDF" ? params.get("page") : null, change: null })}
          >
            {tab === "HTML" && <HtmlTab metadata={metadata} />}
            {tab === "PDF" && (
              <Suspense fallback={<p className="empty">{t("pdf.loading")}</p>}>
                <FocusedPdfTab
                  metadata={metadata}
                  page={pdfPage}
                  onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
                />
              </Suspense>
            )}
            {tab === "WORK_ITEMS" && <WorkItemsTab metadata={metadata} />}
            {tab === "VISUAL_CONTENT" && <VideosTab metadata={metadata} />}
            {tab === "E_LEARNING" && <ELearningTab metadata={metadata} />}
            {tab === "RELATED_CONTENT" && <RelatedTab metadata={metadata} />}
            {tab === "REFERENCES" && <ReferencesTab metadata={metadata} />}
            {tab === "COMPASS_POINTS" && (
              <CompassPointsTab
                contentCode={metadata.contentCode}
                download={
                  mayDownloadWithCompassPoints(account, metadata, {
                    anonymous: isAnonymous(account),
                    drm: isDrm(account),
                  })
                    ? metadata
                    : null
                }
              />
            )}
          </Tabs>
        )}
        <CompassPointDialog designation={metadata.displayDesignation} view={compare ? "COMPARE" : tab} />
      </CompassPointsProvider>
    );
  })();

  if (layout === "bare")
    return (
      <main id="main" className="document document--bare">
        <p className="document__back">
          <Link to="/">{t("document.backHome", { name: config.tenantName })}</Link>
        </p>
        {body}
      </main>
    );
  if (layout === "embedded") return <div className="document">{body}</div>;
  return <div className="page page--wide document">{body}</div>;
}

/** The PDF tab with the point the address names (compasspointuuid, else annotationid). */
function FocusedPdfTab(props: { metadata: DocumentMetadata; page: number; onPageChange: (page: number) => void }) {
  const cp = useCompassPoints();
  const [params] = useSearchParams();
  const annotationId = params.get("annotationid");
  const asked =
    params.get("compasspointuuid") ||
    (annotationId
      ? (cp?.points.find((p) => p.selectionMetadata?.annotationID === annotationId)?.compassPointUUID ?? null)
      : null);
  return <PdfTab {...props} focusUuid={asked} />;
}
