// Routes (spec 1 §2, 3 §2). Every route needs a session (the sign-in screen shows otherwise);
// guards refuse what the user may not open (the rules: features/auth/route-rules.ts). The paths
// are listed in built-routes.ts too, which decides the menu entries shown. Pages other than home
// are loaded on demand, so the first screen's bundle stays small (the PDF viewer and the compare
// views load with their pages).
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Navigate, Outlet, Route, Routes, useLocation, useSearchParams } from "react-router";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { ActivitySpinner, PageLoading } from "./components/Spinner.tsx";
import { useAuth } from "./features/auth/AuthContext.tsx";
import { AuthGate } from "./features/auth/AuthGate.tsx";
import { Guard, isDrm } from "./features/auth/guards.tsx";
import { ROUTE_RULES } from "./features/auth/route-rules.ts";
import { useRouteFocus } from "./features/navigation/route-focus.ts";
import { useScrollRestoration } from "./features/navigation/scroll-restoration.ts";
import { MessageDialogs } from "./features/notify/MessageDialogs.tsx";
import { Notifications } from "./features/notify/Notifications.tsx";
import { HomePage } from "./pages/Home/HomePage.tsx";
import { AppShell } from "./shell/AppShell.tsx";

// biome-ignore lint/suspicious/noExplicitAny: any page's props
const named = <K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const SearchPage = named(() => import("./pages/Search/SearchPage.tsx"), "SearchPage");
const ClauseSearchPage = named(() => import("./pages/ClauseSearch/ClauseSearchPage.tsx"), "ClauseSearchPage");
const DocumentPage = named(() => import("./pages/Document/DocumentPage.tsx"), "DocumentPage");
const FavoritesPage = named(() => import("./pages/Favorites/FavoritesPage.tsx"), "FavoritesPage");
const TrackedDocumentsPage = named(
  () => import("./pages/TrackedDocuments/TrackedDocumentsPage.tsx"),
  "TrackedDocumentsPage",
);
const RecentlyAccessedPage = named(
  () => import("./pages/RecentlyAccessed/RecentlyAccessedPage.tsx"),
  "RecentlyAccessedPage",
);
const MyAccountPage = named(() => import("./pages/MyAccount/MyAccountPage.tsx"), "MyAccountPage");
const VideosPage = named(() => import("./pages/Videos/VideosPage.tsx"), "VideosPage");
const UserResourcesPage = named(() => import("./pages/UserResources/UserResourcesPage.tsx"), "UserResourcesPage");
const MarcRecordsPage = named(() => import("./pages/UserResources/MarcRecordsPage.tsx"), "MarcRecordsPage");
const ResolvePage = named(() => import("./pages/Resolve/ResolvePage.tsx"), "ResolvePage");
const UsageReportPage = named(() => import("./pages/UsageReport/UsageReportPage.tsx"), "UsageReportPage");
const CompassPointsReportPage = named(
  () => import("./pages/CompassPoints/CompassPointsReportPage.tsx"),
  "CompassPointsReportPage",
);
const UsageEmbedPage = named(() => import("./pages/UsageReport/UsageEmbedPage.tsx"), "UsageEmbedPage");
const TrackChangesPage = named(() => import("./pages/TrackChanges/TrackChangesPage.tsx"), "TrackChangesPage");
const CompassPointsListPage = named(
  () => import("./pages/CompassPoints/CompassPointsListPage.tsx"),
  "CompassPointsListPage",
);
const CompassPointsAdminListPage = named(
  () => import("./pages/CompassPoints/CompassPointsListPage.tsx"),
  "CompassPointsAdminListPage",
);
const ChangeHistoryPage = named(() => import("./pages/CompassPoints/ChangeHistoryPage.tsx"), "ChangeHistoryPage");
const SharedCompassPointPage = named(
  () => import("./pages/CompassPoints/SharedCompassPointPage.tsx"),
  "SharedCompassPointPage",
);
const CustomCollectionsPage = named(
  () => import("./pages/CustomCollections/CustomCollectionsPage.tsx"),
  "CustomCollectionsPage",
);
const PublicationsSharedPage = named(
  () => import("./pages/SharedWithMe/PublicationsSharedPage.tsx"),
  "PublicationsSharedPage",
);
const GroupsPage = named(() => import("./pages/Groups/GroupsPage.tsx"), "GroupsPage");
const GroupDetailPage = named(() => import("./pages/Groups/GroupDetailPage.tsx"), "GroupDetailPage");
const SharedWithMePage = named(() => import("./pages/SharedWithMe/SharedWithMePage.tsx"), "SharedWithMePage");
const ShareLinkPage = named(() => import("./pages/ShareLink/ShareLinkPage.tsx"), "ShareLinkPage");
const AuthVerifiedPage = named(() => import("./pages/AuthVerified/AuthVerifiedPage.tsx"), "AuthVerifiedPage");
const ShareLinksPage = named(() => import("./pages/ShareLink/ShareLinksPage.tsx"), "ShareLinksPage");
const ReviewsPage = named(() => import("./pages/Reviews/ReviewsPage.tsx"), "ReviewsPage");
// Also AuthGate's forced account switch (the same chunk).
const SwitchAccountPage = named(() => import("./pages/SwitchAccount/SwitchAccountPage.tsx"), "SwitchAccountPage");
const NotFoundPage = named(() => import("./pages/NotFound/NotFoundPage.tsx"), "NotFoundPage");
const ProxyErrorPage = named(() => import("./pages/ProxyError/ProxyErrorPage.tsx"), "ProxyErrorPage");
const ReviewPage = named(() => import("./pages/Reviews/ReviewPage.tsx"), "ReviewPage");

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** The shell around routed pages; a page that fails to render shows the boundary's message. */
function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      {/* After an error, navigating elsewhere renders again. (Not keyed by the path: that would
          remount the page on every change of address, e.g. a home tab, losing the focus.) */}
      <ErrorBoundary resetKey={pathname}>
        <Page>
          <Outlet />
        </Page>
      </ErrorBoundary>
    </AppShell>
  );
}

/** `/`: home, or the legacy resolver when an ihsResolver parameter comes with it. */
function HomeRoute() {
  const [params] = useSearchParams();
  const resolver = params.get("ihsResolver");
  if (resolver) return <Navigate to={`/resolve/SUBSCRIPTION?ihsResolver=${encodeURIComponent(resolver)}`} replace />;
  return <HomePage />;
}

/** Spec 1 §2: tenants with DRM content have /document and /document/ redirected to /document-view/. */
function DocumentRoute() {
  const { account } = useAuth();
  const { search } = useLocation();
  // Until the session's account is known it is not known whether the content is DRM: the page with
  // its shell and download actions must not show for a moment first (as Guard waits).
  if (!account) return null;
  if (isDrm(account)) return <Navigate to={`/document-view/${search}`} replace />;
  return <DocumentPage layout="shell" />;
}

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      {/* Layout-free document route; allows DRM content. */}
      <Route
        path="/document-view"
        element={
          <ErrorBoundary key={pathname}>
            <Page>
              <DocumentPage layout="bare" />
            </Page>
          </ErrorBoundary>
        }
      />
      <Route element={<ShellLayout />}>
        <Route path="/" element={<HomeRoute />} />
        {/* The same element as /, so that choosing a tab (/ → /home/{key}) keeps the page. */}
        <Route path="/home" element={<HomeRoute />} />
        <Route path="/home/:key" element={<HomeRoute />} />
        <Route path="/content-search" element={<SearchPage />} />
        <Route path="/mysubscription-search" element={<SearchPage />} />
        <Route path="/semantic-search" element={<SearchPage />} />
        <Route path="/clause-search" element={<ClauseSearchPage />} />
        <Route path="/document" element={<DocumentRoute />} />
        <Route
          path="/favorites"
          element={
            <Guard path="/favorites">
              <FavoritesPage />
            </Guard>
          }
        />
        <Route
          path="/tracked-documents"
          element={
            <Guard path="/tracked-documents">
              <TrackedDocumentsPage />
            </Guard>
          }
        />
        <Route
          path="/recently-accessed"
          element={
            <Guard path="/recently-accessed">
              <RecentlyAccessedPage />
            </Guard>
          }
        />
        <Route
          path="/trackChanges"
          element={
            <Guard path="/trackChanges">
              <TrackChangesPage />
            </Guard>
          }
        />
        <Route
          path="/custom-collections"
          element={
            <Guard path="/custom-collections">
              <CustomCollectionsPage />
            </Guard>
          }
        />
        <Route
          path="/publicationsShared"
          element={
            <Guard path="/publicationsShared">
              <PublicationsSharedPage />
            </Guard>
          }
        />
        <Route
          path="/sharedWithMe"
          element={
            <Guard path="/sharedWithMe">
              <SharedWithMePage />
            </Guard>
          }
        />
        <Route
          path="/groups"
          element={
            <Guard path="/groups">
              <GroupsPage />
            </Guard>
          }
        />
        <Route
          path="/group-detail"
          element={
            <Guard path="/group-detail">
              <GroupDetailPage />
            </Guard>
          }
        />
        <Route
          path="/share/:token"
          element={
            <Guard rule={ROUTE_RULES["/share"]}>
              <ShareLinkPage />
            </Guard>
          }
        />
        <Route
          path="/links-management"
          element={
            <Guard path="/links-management">
              <ShareLinksPage />
            </Guard>
          }
        />
        <Route
          path="/reviews"
          element={
            <Guard path="/reviews">
              <ReviewsPage />
            </Guard>
          }
        />
        <Route
          path="/reviews/:reviewId"
          element={
            <Guard path="/reviews">
              <ReviewPage />
            </Guard>
          }
        />
        <Route
          path="/myAccount"
          element={
            <Guard path="/myAccount">
              <MyAccountPage />
            </Guard>
          }
        />
        <Route
          path="/switch-account"
          element={
            // JWT, SSO and applet sessions and single-account users may not switch (spec 3 §2).
            <Guard path="/switch-account">
              <SwitchAccountPage />
            </Guard>
          }
        />
        {/* Spec 3 §2: the auth-verified screen (any signed-in session; the sign-in screen otherwise). */}
        <Route path="/auth-verified" element={<AuthVerifiedPage />} />
        <Route path="/video" element={<VideosPage />} />
        <Route
          path="/user-resources"
          element={
            <Guard path="/user-resources">
              <UserResourcesPage />
            </Guard>
          }
        />
        <Route
          path="/user-resources/marc"
          element={
            <Guard path="/user-resources/marc">
              <MarcRecordsPage />
            </Guard>
          }
        />
        <Route
          path="/usage-report"
          element={
            <Guard path="/usage-report">
              <UsageReportPage />
            </Guard>
          }
        />
        <Route
          path="/compass-points-report"
          element={
            <Guard path="/compass-points-report">
              <CompassPointsReportPage />
            </Guard>
          }
        />
        <Route path="/resolve/:type" element={<ResolvePage />} />
        <Route
          path="/compass-points-list"
          element={
            <Guard path="/compass-points-list">
              <CompassPointsListPage />
            </Guard>
          }
        />
        <Route
          path="/compass-points-admin-list"
          element={
            <Guard path="/compass-points-admin-list">
              <CompassPointsAdminListPage />
            </Guard>
          }
        />
        <Route
          path="/compass-points-change-history/:id/:contentId/:contentCode"
          element={
            <Guard rule={ROUTE_RULES["/compass-points-change-history"]}>
              <ChangeHistoryPage />
            </Guard>
          }
        />
        <Route
          path="/compasspoint/:uuid"
          element={
            <Guard rule={ROUTE_RULES["/compasspoint"]}>
              <SharedCompassPointPage />
            </Guard>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  useScrollRestoration();
  useRouteFocus();
  return (
    <>
      <ActivitySpinner />
      <Notifications />
      <MessageDialogs />
      <Routes>
        <Route
          path="/proxy-error"
          element={
            <Page>
              <ProxyErrorPage />
            </Page>
          }
        />
        {/* An EmbedUrl of the dashboard-embed call: no session, no shell (its token is the access). */}
        <Route
          path="/embed/usage-report"
          element={
            <Page>
              <UsageEmbedPage />
            </Page>
          }
        />
        <Route
          path="*"
          element={
            <AuthGate>
              <AppRoutes />
            </AuthGate>
          }
        />
      </Routes>
    </>
  );
}
