// The page module each address loads (the routes of App.tsx that are loaded on demand). The
// build (scripts/boot-vite-plugin.ts) turns this list into a small script in index.html that
// preloads the current address's page chunk while the app's entry is still loading, instead of
// after the app has started (App.tsx keeps the lazy imports; route-modules.unit.test.ts checks that
// both name the same modules).
export interface RouteModule {
  /** Matches location.pathname. */
  path: RegExp;
  /** The page's module, relative to web/reader. */
  module: string;
}

export const ROUTE_MODULES: RouteModule[] = [
  { path: /^\/(content-search|mysubscription-search|semantic-search)\/?$/, module: "src/pages/Search/SearchPage.tsx" },
  { path: /^\/clause-search\/?$/, module: "src/pages/ClauseSearch/ClauseSearchPage.tsx" },
  { path: /^\/document(-view)?\/?$/, module: "src/pages/Document/DocumentPage.tsx" },
  { path: /^\/favorites\/?$/, module: "src/pages/Favorites/FavoritesPage.tsx" },
  { path: /^\/tracked-documents\/?$/, module: "src/pages/TrackedDocuments/TrackedDocumentsPage.tsx" },
  { path: /^\/recently-accessed\/?$/, module: "src/pages/RecentlyAccessed/RecentlyAccessedPage.tsx" },
  { path: /^\/proxy-error\/?$/, module: "src/pages/ProxyError/ProxyErrorPage.tsx" },
  { path: /^\/switch-account\/?$/, module: "src/pages/SwitchAccount/SwitchAccountPage.tsx" },
  { path: /^\/myAccount\/?$/, module: "src/pages/MyAccount/MyAccountPage.tsx" },
  { path: /^\/video\/?$/, module: "src/pages/Videos/VideosPage.tsx" },
  { path: /^\/user-resources\/?$/, module: "src/pages/UserResources/UserResourcesPage.tsx" },
  { path: /^\/user-resources\/marc\/?$/, module: "src/pages/UserResources/MarcRecordsPage.tsx" },
  { path: /^\/resolve\/[^/]+\/?$/, module: "src/pages/Resolve/ResolvePage.tsx" },
  { path: /^\/trackChanges\/?$/, module: "src/pages/TrackChanges/TrackChangesPage.tsx" },
  { path: /^\/compass-points-(admin-)?list\/?$/, module: "src/pages/CompassPoints/CompassPointsListPage.tsx" },
  {
    path: /^\/compass-points-change-history\/[^/]+\/[^/]+\/[^/]+\/?$/,
    module: "src/pages/CompassPoints/ChangeHistoryPage.tsx",
  },
  { path: /^\/compasspoint\/[^/]+\/?$/, module: "src/pages/CompassPoints/SharedCompassPointPage.tsx" },
  { path: /^\/sharedWithMe\/?$/, module: "src/pages/SharedWithMe/SharedWithMePage.tsx" },
  { path: /^\/publicationsShared\/?$/, module: "src/pages/SharedWithMe/PublicationsSharedPage.tsx" },
  { path: /^\/share\/[^/]+\/?$/, module: "src/pages/ShareLink/ShareLinkPage.tsx" },
  { path: /^\/links-management\/?$/, module: "src/pages/ShareLink/ShareLinksPage.tsx" },
  { path: /^\/custom-collections\/?$/, module: "src/pages/CustomCollections/CustomCollectionsPage.tsx" },
  { path: /^\/groups\/?$/, module: "src/pages/Groups/GroupsPage.tsx" },
  { path: /^\/group-detail\/?$/, module: "src/pages/Groups/GroupDetailPage.tsx" },
  { path: /^\/reviews\/?$/, module: "src/pages/Reviews/ReviewsPage.tsx" },
  { path: /^\/reviews\/[^/]+\/?$/, module: "src/pages/Reviews/ReviewPage.tsx" },
  { path: /^\/usage-report\/?$/, module: "src/pages/UsageReport/UsageReportPage.tsx" },
];
