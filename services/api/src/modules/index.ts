// The whole service graph, wired in one place: repos → services → handlers.
import { tmpdir } from "node:os";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import type { Redis } from "ioredis";
import pg from "pg";
import { pino } from "pino";
import type { Config } from "../config.ts";
import { createEmailLimits } from "../lib/email-limits.ts";
import { createGuessThrottle } from "../lib/guess-throttle.ts";
import type { OperationHandlers } from "../lib/handlers.ts";
import { createRateLimiter } from "../lib/rate-limit.ts";
import type { RedisGuard } from "../lib/redis-guard.ts";
import type { TokenService } from "../lib/tokens.ts";
import { accountHandlers } from "./account/account-handlers.ts";
import { createAccountRepo } from "./account/account-repo.ts";
import { createAccountService } from "./account/account-service.ts";
import { adminHandlers } from "./admin/admin-handlers.ts";
import { createCompassPointSettingsAdminService } from "./admin/compass-point-settings-admin-service.ts";
import { createFeedbackAdminService } from "./admin/feedback-admin-service.ts";
import { createProductsAdminService } from "./admin/products-admin-service.ts";
import { createTenantChangeBus } from "./admin/tenant-change-bus.ts";
import { createTenantTextsAdminService } from "./admin/tenant-texts-admin-service.ts";
import { createTenantsAdminService } from "./admin/tenants-admin-service.ts";
import { createUsersAdminService } from "./admin/users-admin-service.ts";
import { createApiKeyAuth } from "./api-keys/api-key-auth.ts";
import { apiKeyPepper, createApiKeySecrets } from "./api-keys/api-key-secrets.ts";
import { createApiKeysAdminService } from "./api-keys/api-keys-admin-service.ts";
import { apiKeysHandlers } from "./api-keys/api-keys-handlers.ts";
import { createApiKeysRepo } from "./api-keys/api-keys-repo.ts";
import { createActorChangeBus } from "./auth/actor-change-bus.ts";
import type { ActorLoader } from "./auth/actor-loader.ts";
import { authHandlers } from "./auth/auth-handlers.ts";
import { createAuthRepo } from "./auth/auth-repo.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createAuthStore } from "./auth/auth-store.ts";
import { createSessionIssuer } from "./auth/session-issuer.ts";
import { createSsoFlowStore } from "./auth/sso-flow-store.ts";
import { bulkHandlers } from "./bulk/bulk-handlers.ts";
import { createBulkRepo } from "./bulk/bulk-repo.ts";
import { createBulkSelection } from "./bulk/bulk-selection.ts";
import { createBulkService } from "./bulk/bulk-service.ts";
import { citationsHandlers } from "./citations/citations-handlers.ts";
import { createCitationsService } from "./citations/citations-service.ts";
import { clauseSearchHandlers } from "./clause-search/clause-search-handlers.ts";
import { createClauseSearchRepo } from "./clause-search/clause-search-repo.ts";
import { createClauseSearchService } from "./clause-search/clause-search-service.ts";
import { createPostgresClauseEngine } from "./clause-search/postgres-clause-engine.ts";
import { compareHandlers } from "./compare/compare-handlers.ts";
import { createCompareService } from "./compare/compare-service.ts";
import { compassPointsHandlers } from "./compass-points/compass-points-handlers.ts";
import { createCompassPointsRepo } from "./compass-points/compass-points-repo.ts";
import { createCompassPointsReport } from "./compass-points/compass-points-report.ts";
import { createCompassPointsService } from "./compass-points/compass-points-service.ts";
import { counterHandlers } from "./counter/counter-handlers.ts";
import { createCounterRepo } from "./counter/counter-repo.ts";
import { createCounterService } from "./counter/counter-service.ts";
import { customCollectionsHandlers } from "./custom-collections/custom-collections-handlers.ts";
import { createCustomCollectionsRepo } from "./custom-collections/custom-collections-repo.ts";
import { createCustomCollectionsService } from "./custom-collections/custom-collections-service.ts";
import { documentsHandlers } from "./documents/documents-handlers.ts";
import { createDocumentsRepo } from "./documents/documents-repo.ts";
import { createDocumentsService } from "./documents/documents-service.ts";
import { createFingerprintMarker } from "./documents/sanitizer-fingerprints.ts";
import { createSanitizerPool, type HtmlSanitizer } from "./documents/sanitizer-pool.ts";
import { createEntitlementsRepo } from "./entitlements/entitlements-repo.ts";
import { createEntitlementsService } from "./entitlements/entitlements-service.ts";
import { favoritesHandlers } from "./favorites/favorites-handlers.ts";
import { createFavoritesRepo } from "./favorites/favorites-repo.ts";
import { createFavoritesService } from "./favorites/favorites-service.ts";
import { feedbackHandlers } from "./feedback/feedback-handlers.ts";
import { createFeedbackService } from "./feedback/feedback-service.ts";
import { groupsHandlers } from "./groups/groups-handlers.ts";
import { createGroupsRepo } from "./groups/groups-repo.ts";
import { createGroupsService } from "./groups/groups-service.ts";
import { helpHandlers } from "./help/help-handlers.ts";
import { createHelpService } from "./help/help-service.ts";
import { historyHandlers } from "./history/history-handlers.ts";
import { createHistoryRepo } from "./history/history-repo.ts";
import { createHistoryService } from "./history/history-service.ts";
import { invitationsHandlers } from "./invitations/invitations-handlers.ts";
import { createInvitationsService } from "./invitations/invitations-service.ts";
import { createAuditService } from "./management/audit-service.ts";
import { createHealthService } from "./management/health-service.ts";
import { createLoggerRegistry, type LevelName, type LoggerRegistry } from "./management/logger-registry.ts";
import { managementHandlers } from "./management/management-handlers.ts";
import { createMetricsService } from "./management/metrics-service.ts";
import { createOpsService } from "./management/ops-service.ts";
import { createReanchorFailuresService, reanchorFailureHandlers } from "./management/reanchor-failures.ts";
import { publicApiHandlers } from "./public-api/public-api-handlers.ts";
import { createPublicApiRepo } from "./public-api/public-api-repo.ts";
import { createPublicApiService } from "./public-api/public-api-service.ts";
import { createPublicInsightsService } from "./public-api/public-insights-service.ts";
import { createPublicTrackingRepo } from "./public-api/public-tracking-repo.ts";
import { createPublicTrackingService } from "./public-api/public-tracking-service.ts";
import { createPublisherLogoService, publisherLogoHandlers } from "./publisher-logos/publisher-logos.ts";
import { publishingHandlers } from "./publishing/publishing-handlers.ts";
import { createPublishingService } from "./publishing/publishing-service.ts";
import { pushHandlers } from "./push/push-handlers.ts";
import { createPushService } from "./push/push-service.ts";
import { referenceHandlers } from "./reference/reference-handlers.ts";
import { referencesHandlers } from "./references/references-handlers.ts";
import { createReferencesRepo } from "./references/references-repo.ts";
import { createReferencesService } from "./references/references-service.ts";
import { createUnresolvedReferences, unresolvedReferencesHandlers } from "./references/unresolved-references.ts";
import { refinementsHandlers } from "./refinements/refinements-handlers.ts";
import { createRefinementsRepo } from "./refinements/refinements-repo.ts";
import { createRefinementsService } from "./refinements/refinements-service.ts";
import { createReviewsAdminService } from "./reviews/reviews-admin.ts";
import { reviewsAdminHandlers } from "./reviews/reviews-admin-handlers.ts";
import { reviewsHandlers } from "./reviews/reviews-handlers.ts";
import { findLogoDir } from "./reviews/reviews-logo.ts";
import { createReviewMail } from "./reviews/reviews-mail.ts";
import { createReviewsRepo } from "./reviews/reviews-repo.ts";
import { createReviewsService } from "./reviews/reviews-service.ts";
import { scimHandlers } from "./scim/scim-handlers.ts";
import { createScimServices } from "./scim/scim-services.ts";
import { createScimTokenSecrets } from "./scim/scim-token-secrets.ts";
import { createScimTokensAdminService } from "./scim/scim-tokens-admin-service.ts";
import { scimTokensHandlers } from "./scim/scim-tokens-handlers.ts";
import { createScimTokensRepo } from "./scim/scim-tokens-repo.ts";
import { createLiveSearchIndex } from "./search/live-search-index.ts";
import { searchHandlers } from "./search/search-handlers.ts";
import { createSearchRepo } from "./search/search-repo.ts";
import { createSearchResolver } from "./search/search-resolver.ts";
import { createSearchService } from "./search/search-service.ts";
import { createSearchSnapshotStore } from "./search/search-snapshot.ts";
import { semanticHandlers } from "./semantic/semantic-handlers.ts";
import { createSemanticRepo } from "./semantic/semantic-repo.ts";
import { createSemanticService } from "./semantic/semantic-service.ts";
import { createShareDocuments } from "./sharing/share-documents.ts";
import { createShareTokenSealer, sealLegacyShareLinks, shareLinkKey } from "./sharing/share-link-tokens.ts";
import { shareLinksHandlers } from "./sharing/share-links-handlers.ts";
import { createShareLinksRepo } from "./sharing/share-links-repo.ts";
import { createShareLinksService } from "./sharing/share-links-service.ts";
import { createShareMail } from "./sharing/share-mail.ts";
import { sharingHandlers } from "./sharing/sharing-handlers.ts";
import { createSharingRepo } from "./sharing/sharing-repo.ts";
import { createSharingService } from "./sharing/sharing-service.ts";
import { subscriptionsHandlers } from "./subscriptions/subscriptions-handlers.ts";
import { createSubscriptionsService } from "./subscriptions/subscriptions-service.ts";
import { createTenantConfigService } from "./tenants/tenant-config-service.ts";
import { tenantHandlers } from "./tenants/tenant-handlers.ts";
import { createTenantSettings } from "./tenants/tenant-settings.ts";
import { trackingHandlers } from "./tracking/tracking-handlers.ts";
import { createTrackingRepo } from "./tracking/tracking-repo.ts";
import { createTrackingService, type TrackingService } from "./tracking/tracking-service.ts";
import { createUnsubscribeService } from "./tracking/unsubscribe-service.ts";
import { createUsageEmbedService } from "./usage/usage-embed.ts";
import { createUsageRecorder } from "./usage/usage-recorder.ts";
import { createUsageReportRepo } from "./usage/usage-report-repo.ts";
import { createUsageReportService, type UsageReportService } from "./usage/usage-report-service.ts";
import { userNotesHandlers } from "./user-notes/user-notes-handlers.ts";
import { createUserNotesRepo } from "./user-notes/user-notes-repo.ts";
import { createUserNotesService } from "./user-notes/user-notes-service.ts";
import { webhooksHandlers } from "./webhooks/webhooks-handlers.ts";
import { createWebhooksRepo } from "./webhooks/webhooks-repo.ts";
import { createWebhooksService } from "./webhooks/webhooks-service.ts";

export interface ModuleDeps {
  config: Config;
  db: Db;
  /**
   * Where lag-tolerant reads go (a streaming replica, or the primary itself): the catalogue's
   * search index and its catch-up, type-ahead, refinement trees, semantic search. Nothing a user
   * has just written is read through it, so read-your-writes holds without sticky sessions.
   */
  readDb?: Db;
  redis: Redis;
  /** Bounds every Redis call of a request and gives its fallback while Redis is away. */
  redisGuard: RedisGuard;
  storage: BlobStorage;
  tokens: TokenService;
  log?: { info(o: object, msg: string): void; warn(o: object, msg: string): void; error(o: object, msg: string): void };
  /** Loggers by module, their levels changed at run time (the Logs page). */
  loggers?: LoggerRegistry;
  /** Changes a logger's level in every API process (logger-level-bus.ts); this process's registry alone without it. */
  changeLoggerLevel?: (name: string, level: LevelName | null) => Promise<unknown>;
  /** A one-minute link into the queue dashboard (management/queue-dashboard.ts). */
  queueDashboardTicket?: (userId: number) => { url: string; expiresInSeconds: number };
  /** The sanitiser of document HTML read without a stored copy (default: a pool of worker threads). */
  sanitizer?: HtmlSanitizer;
  /** The access hook's cached session checks, dropped per user by the actor-change bus. */
  actors?: ActorLoader;
}

/** A logger that writes nothing (scripts that build the modules without Fastify). */
function silentLogger() {
  return pino({ level: "silent" });
}

/**
 * What every part of the graph shares: loggers, the rate limiter and guess throttle, tenant
 * settings with their change bus, entitlements, e-mail limits, the audit log, usage recording
 * and the HTML sanitiser.
 */
function createFoundation(deps: ModuleDeps) {
  const { config, db, redis, redisGuard } = deps;
  const loggers = deps.loggers ?? createLoggerRegistry(silentLogger());
  const limiter = createRateLimiter({ redis, prefix: config.redisPrefix, guard: redisGuard });
  // Failed tries of secrets presented without a session, per address (lib/guess-throttle.ts).
  const guesses = createGuessThrottle({ limiter, ...config.secretGuesses });

  // Tenant settings, read once per tenant and cached; an administrator's change empties the cache
  // of every API process through the tenant-change bus (Redis publish/subscribe).
  const tenantSettings = createTenantSettings({ db });
  const tenantChanges = createTenantChangeBus({
    redis,
    prefix: config.redisPrefix,
    invalidate: () => tenantSettings.invalidate(),
    log: deps.log ?? silentLogger(),
  });
  // A user deactivated, deleted or out of an account: their cached session checks dropped in
  // every API process, so their tokens are refused at once (auth/actor-change-bus.ts).
  const actorChanges = createActorChangeBus({
    redis,
    prefix: config.redisPrefix,
    invalidate: (c) => deps.actors?.invalidateUsers(c.tenantId, c.userIds),
    log: deps.log ?? silentLogger(),
  });
  // Limits on e-mails users trigger, counted in PostgreSQL (lib/email-limits.ts).
  const emailLimits = createEmailLimits({
    defaults: config.emailLimits,
    tenantLimits: async (tenantId) => (await tenantSettings.byId(tenantId))?.emailLimits ?? null,
  });
  // Results pushed to the readers' streams (issue 29 §3): the workers' messages on Redis, fanned
  // out by every API process to the streams it holds (push/push-hub.ts).
  const push = createPushService({
    redis,
    prefix: config.redisPrefix,
    guard: redisGuard,
    log: deps.log ?? silentLogger(),
  });
  return {
    loggers,
    push,
    readDb: deps.readDb ?? db,
    limiter,
    guesses,
    tenantSettings,
    tenantChanges,
    onTenantChanged: () => tenantChanges.changed(),
    actorChanges,
    entitlements: createEntitlementsService({ repo: createEntitlementsRepo(db) }),
    emailLimits,
    audit: createAuditService({ db }),
    usage: createUsageRecorder({ db, redis, prefix: config.redisPrefix, guard: redisGuard, log: deps.log }),
    // Document HTML is sanitised in worker threads: a large document never stalls the event loop.
    sanitizer: deps.sanitizer ?? createSanitizerPool({ threads: config.sanitizer?.threads }),
    markSanitizerFingerprint: createFingerprintMarker(db, deps.log),
  };
}

type Foundation = ReturnType<typeof createFoundation>;

/** Signing in, the signed-in user's account, the tenant's public configuration and subscriptions. */
function createAccessServices(deps: ModuleDeps, base: Foundation) {
  const { config, db, redis, redisGuard, tokens } = deps;
  const authRepo = createAuthRepo(db);
  const sessions = createSessionIssuer({ repo: authRepo, tokens });
  const authStore = createAuthStore({ redis, prefix: config.redisPrefix, guard: redisGuard });
  const settings = base.tenantSettings;
  return {
    authStore,
    auth: createAuthService({
      repo: authRepo,
      settings,
      tokens,
      limiter: base.limiter,
      store: authStore,
      sessions,
      ssoStore: createSsoFlowStore({ redis, prefix: config.redisPrefix, guard: redisGuard }),
      config,
    }),
    account: createAccountService({ repo: createAccountRepo(db), settings, tokens, sessions }),
    tenantConfig: createTenantConfigService({
      db,
      settings,
      cookieConsentScriptHosts: config.cookieConsentScriptHosts,
      publicBaseUrl: config.publicBaseUrl,
    }),
    subscriptions: createSubscriptionsService({ db, settings, entitlements: base.entitlements }),
    feedback: createFeedbackService({ db, limiter: base.limiter, limits: config.feedback }),
  };
}

/** What a reader keeps for themself: trackings, favourites, history, notes and custom collections. */
function createPersonalServices(deps: ModuleDeps, base: Foundation) {
  const { db } = deps;
  const { entitlements, tenantSettings } = base;
  const trackingRepo = createTrackingRepo(db, tenantSettings);
  return {
    tracking: createTrackingService({ repo: trackingRepo, entitlements }),
    unsubscribe: createUnsubscribeService({ repo: trackingRepo }),
    favorites: createFavoritesService({ repo: createFavoritesRepo(db), entitlements }),
    history: createHistoryService({ repo: createHistoryRepo(db), entitlements }),
  };
}

/**
 * The catalogue: documents and what reads them (compare, citations, compass points and notes,
 * custom collections), the refinement trees, the search index, search and semantic search.
 */
function createCatalogueServices(
  deps: ModuleDeps,
  base: Foundation,
  trackerUnavailable: TrackingService["trackerUnavailable"],
) {
  const { config, db, storage, log } = deps;
  const { entitlements, tenantSettings, readDb, usage, sanitizer, markSanitizerFingerprint } = base;
  const documentsRepo = createDocumentsRepo(db, tenantSettings);
  const documents = createDocumentsService({
    usage,
    repo: documentsRepo,
    storage,
    entitlements,
    trackerUnavailable,
    sanitizer,
    markSanitizerFingerprint,
    log,
  });
  const refinements = createRefinementsService({ repo: createRefinementsRepo(readDb, tenantSettings) });
  const searchRepo = createSearchRepo(db, readDb);
  const searchIndex = createLiveSearchIndex({
    repo: searchRepo,
    refreshMs: config.search.indexRefreshMs,
    checkMs: config.search.indexCheckMs,
    log: deps.loggers ? base.loggers.get("search") : log,
    ...(config.search.snapshotEveryMs > 0
      ? { snapshots: createSearchSnapshotStore(storage), snapshotEveryMs: config.search.snapshotEveryMs }
      : {}),
  });
  const references = createReferencesService({ repo: createReferencesRepo(db), entitlements });
  const search = createSearchService({
    repo: searchRepo,
    refinements,
    entitlements,
    index: searchIndex,
    usage,
    citingDocumentIds: references.citingDocumentIds,
  });
  const compassPoints = createCompassPointsService({ repo: createCompassPointsRepo(db, tenantSettings), entitlements });
  return {
    publishing: createPublishingService({ db, storage }),
    documents,
    references,
    compare: createCompareService({
      db,
      repo: documentsRepo,
      documents,
      storage,
      limits: config.compare,
      usage,
      sanitizer,
      markSanitizerFingerprint,
      log,
      waitFor: (actor, job, rowId) => base.push.waitFor(actor, job, rowId),
    }),
    citations: createCitationsService({ repo: documentsRepo, publicBaseUrl: config.publicBaseUrl, usage }),
    help: createHelpService({ db, settings: tenantSettings, storage, publicBaseUrl: config.publicBaseUrl }),
    publisherLogos: createPublisherLogoService({ db: readDb, storage }),
    refinements,
    searchIndex,
    search,
    // Search inside the documents (issue 29): PostgreSQL's clause index, read from the replica.
    clauseSearch: createClauseSearchService({
      engine: createPostgresClauseEngine(readDb),
      repo: createClauseSearchRepo(readDb),
      resolver: createSearchResolver({ repo: searchRepo, refinements, entitlements, index: searchIndex }),
      entitlements,
    }),
    semantic: createSemanticService({ repo: createSemanticRepo(readDb), searchRepo, search, refinements }),
    compassPoints,
    compassPointsReport: createCompassPointsReport({ db }),
    userNotes: createUserNotesService({ repo: createUserNotesRepo(db), gate: compassPoints.documentGate }),
    customCollections: createCustomCollectionsService({
      repo: createCustomCollectionsRepo(db, tenantSettings),
      documents,
      entitlements,
    }),
  };
}

/** Sharing documents with people and groups (and their e-mails), and share links. */
function createSharingServices(deps: ModuleDeps, base: Foundation) {
  const { config, db } = deps;
  const { entitlements, tenantSettings } = base;
  const shareDocuments = createShareDocuments({ db, entitlements });
  const shareMail = createShareMail({ publicBaseUrl: config.publicBaseUrl, limits: base.emailLimits });
  const shareTokenSealer = createShareTokenSealer(shareLinkKey(config));
  return {
    groups: createGroupsService({
      repo: createGroupsRepo(db, tenantSettings),
      documents: shareDocuments,
      entitlements,
      mail: shareMail,
    }),
    sharing: createSharingService({
      repo: createSharingRepo(db),
      settings: tenantSettings,
      documents: shareDocuments,
      mail: shareMail,
    }),
    shareLinks: createShareLinksService({
      repo: createShareLinksRepo(db),
      documents: shareDocuments,
      entitlements,
      publicBaseUrl: config.publicBaseUrl,
      sealer: shareTokenSealer,
    }),
    /** Seals the clear tokens of links made before migration 20261128110000 (run before serving). */
    sealLegacyShareLinks: () => sealLegacyShareLinks(db, shareTokenSealer),
  };
}

/**
 * The operator's side: metrics, health and ops, the console's admin services and invitations.
 * `catalogue` gives the search index's status to the metrics and both indexes to the health checks.
 */
function createOperatorServices(
  deps: ModuleDeps,
  base: Foundation,
  catalogue: Pick<ReturnType<typeof createCatalogueServices>, "searchIndex" | "semantic">,
) {
  const { config, db, redis } = deps;
  const { audit, onTenantChanged } = base;
  const metrics = createMetricsService({
    db,
    redis,
    redisPrefix: config.redisPrefix,
    databasePoolSize: config.databasePoolSize,
    // The disk the process writes to: the blob directory with local storage; with object storage
    // (no such directory) the temporary directory: the local disk the process itself uses.
    storageDir: config.storage.backend === "local" ? config.storage.dir : tmpdir(),
    searchIndexStatus: () => catalogue.searchIndex.status(),
  });
  const { semantic } = catalogue;
  const invitations = createInvitationsService({
    db,
    publicBaseUrl: config.publicBaseUrl,
    ttlHours: config.invitationTtlHours,
    emailLimits: base.emailLimits,
  });
  return {
    metrics,
    health: createHealthService({
      db,
      redis,
      searchIndex: catalogue.searchIndex,
      // Read at request time, when the health checks run.
      semanticIndex: { loaded: () => semantic.loaded(), warm: () => void semantic.warm() },
      diskSpace: metrics.diskSpace,
    }),
    ops: createOpsService({ config, metrics }),
    reanchorFailures: createReanchorFailuresService({ db, audit }),
    invitations,
    admin: {
      tenants: createTenantsAdminService({
        db,
        audit,
        emailLimitDefaults: config.emailLimits,
        onTenantChanged,
        cookieConsentScriptHosts: config.cookieConsentScriptHosts,
      }),
      tenantTexts: createTenantTextsAdminService({ db, audit, onTenantChanged }),
      users: createUsersAdminService({
        db,
        audit,
        invitations,
        settings: base.tenantSettings,
        actorsChanged: (change) => base.actorChanges.changed(change),
      }),
      feedback: createFeedbackAdminService({ db }),
      compassSettings: createCompassPointSettingsAdminService({ db, audit }),
      products: createProductsAdminService({ db }),
      reviews: createReviewsAdminService({ db }),
    },
  };
}

/** COUNTER reports, the usage reports and their embedding. */
function createReportServices(deps: ModuleDeps, base: Foundation) {
  const { config, db } = deps;
  // The title and item reports read the roll-ups through node-postgres directly (a cursor; see
  // counter-report-reader.ts); two connections: reports are rare and each runs one statement.
  const counterPool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  // An idle connection PostgreSQL closes (a restart, a failover) is an 'error' on the pool, which
  // would end the process without a listener; the next report opens a new one.
  counterPool.on("error", (err) => deps.log?.warn({ err: err.message }, "idle PostgreSQL connection lost"));
  const usageReports = createUsageReportService({ repo: createUsageReportRepo(db, base.tenantSettings) });
  return {
    counter: createCounterService({ repo: createCounterRepo(db), pool: counterPool }),
    usageReports,
    usageEmbed: createUsageEmbedService({
      reports: usageReports,
      secret: config.jwt.secret ?? config.jwt.privateKey ?? "",
    }),
  };
}

/** The open API (issue 30): API keys (the console's, and the access hook's check) and the public API. */
function createOpenApiServices(
  deps: ModuleDeps,
  base: Foundation,
  catalogue: Pick<ReturnType<typeof createCatalogueServices>, "search" | "documents" | "references">,
  others: { tracking: TrackingService; usageReports: UsageReportService },
) {
  const { config, db } = deps;
  const repo = createApiKeysRepo(db);
  const secrets = createApiKeySecrets(apiKeyPepper(config));
  return {
    apiKeysAdmin: createApiKeysAdminService({ db, repo, secrets, audit: base.audit }),
    scimTokensAdmin: createScimTokensAdminService({
      db,
      repo: createScimTokensRepo(db),
      secrets: createScimTokenSecrets(apiKeyPepper(config)),
      audit: base.audit,
    }),
    apiKeyAuth: createApiKeyAuth({ repo, secrets, limiter: base.limiter, guesses: base.guesses }),
    ...createScimServices({
      db,
      secrets: createScimTokenSecrets(apiKeyPepper(config)),
      limiter: base.limiter,
      guesses: base.guesses,
      defaultLanguage: async (tenantId) => (await base.tenantSettings.of(tenantId)).defaultLanguage,
      actorsChanged: (change) => base.actorChanges.changed(change),
    }),
    webhooks: createWebhooksService({
      db,
      repo: createWebhooksRepo(db),
      settings: config.webhooks,
      audit: base.audit,
      limiter: base.limiter,
    }),
    publicApi: createPublicApiService({
      repo: createPublicApiRepo(base.readDb),
      search: catalogue.search,
      entitlements: base.entitlements,
      usage: base.usage,
    }),
    publicTracking: createPublicTrackingService({
      repo: createPublicTrackingRepo(db),
      documents: createPublicApiRepo(db),
      tracking: others.tracking,
      entitlements: base.entitlements,
    }),
    publicInsights: createPublicInsightsService({
      documents: catalogue.documents,
      references: catalogue.references,
      usageReports: others.usageReports,
    }),
  };
}

export function createModules(deps: ModuleDeps) {
  const base = createFoundation(deps);
  const access = createAccessServices(deps, base);
  const personal = createPersonalServices(deps, base);
  const catalogue = createCatalogueServices(deps, base, personal.tracking.trackerUnavailable);
  const sharing = createSharingServices(deps, base);
  // Bulk actions on search results (issue 29 §2): the owning services' rules, applied to many.
  const bulk = createBulkService({
    repo: createBulkRepo(deps.db),
    resolveSelection: createBulkSelection({ search: catalogue.search, settings: base.tenantSettings }),
    entitlements: base.entitlements,
    tracking: personal.tracking,
    favorites: personal.favorites,
    customCollections: catalogue.customCollections,
    sharing: sharing.sharing,
    publicBaseUrl: deps.config.publicBaseUrl,
  });
  const operator = createOperatorServices(deps, base, catalogue);
  const reports = createReportServices(deps, base);
  const openApi = createOpenApiServices(deps, base, catalogue, {
    tracking: personal.tracking,
    usageReports: reports.usageReports,
  });

  const services = {
    tenantSettings: base.tenantSettings,
    /** Closed with the app (its Redis subscriber). */
    tenantChanges: base.tenantChanges,
    actorChanges: base.actorChanges,
    /** Closed with the app (its Redis subscriber and the open streams). */
    push: base.push,
    auth: access.auth,
    account: access.account,
    tenantConfig: access.tenantConfig,
    subscriptions: access.subscriptions,
    feedback: access.feedback,
    health: operator.health,
    entitlements: base.entitlements,
    tracking: personal.tracking,
    unsubscribe: personal.unsubscribe,
    favorites: personal.favorites,
    history: personal.history,
    publishing: catalogue.publishing,
    documents: catalogue.documents,
    compare: catalogue.compare,
    citations: catalogue.citations,
    help: catalogue.help,
    refinements: catalogue.refinements,
    search: catalogue.search,
    searchIndex: catalogue.searchIndex,
    sanitizer: base.sanitizer,
    semantic: catalogue.semantic,
    compassPoints: catalogue.compassPoints,
    userNotes: catalogue.userNotes,
    groups: sharing.groups,
    sharing: sharing.sharing,
    shareLinks: sharing.shareLinks,
    sealLegacyShareLinks: sharing.sealLegacyShareLinks,
    /** The queue-dashboard landing counts failed tickets here too, and claims its tickets' ids in authStore. */
    guesses: base.guesses,
    authStore: access.authStore,
    customCollections: catalogue.customCollections,
    metrics: operator.metrics,
    audit: base.audit,
    loggers: base.loggers,
    usage: base.usage,
    counter: reports.counter,
    /** The access hook's check of an API key (plugins/access.ts). */
    apiKeyAuth: openApi.apiKeyAuth,
    scimTokenAuth: openApi.scimTokenAuth,
    scimRepo: openApi.scimRepo,
  };
  const handlers = operationHandlers(deps, {
    base,
    access,
    personal,
    catalogue,
    sharing,
    bulk,
    operator,
    reports,
    openApi,
  });
  return { services, handlers };
}

/** Every operation of openapi.yaml to the handler of its module. */
function operationHandlers(
  deps: ModuleDeps,
  s: {
    base: Foundation;
    access: ReturnType<typeof createAccessServices>;
    personal: ReturnType<typeof createPersonalServices>;
    catalogue: ReturnType<typeof createCatalogueServices>;
    sharing: ReturnType<typeof createSharingServices>;
    bulk: ReturnType<typeof createBulkService>;
    operator: ReturnType<typeof createOperatorServices>;
    reports: ReturnType<typeof createReportServices>;
    openApi: ReturnType<typeof createOpenApiServices>;
  },
): OperationHandlers {
  const { base, access, personal, catalogue, sharing, bulk, operator, reports, openApi } = s;
  return {
    ...authHandlers(access.auth),
    ...accountHandlers(access.account),
    ...tenantHandlers(access.tenantConfig),
    ...subscriptionsHandlers(access.subscriptions),
    ...referenceHandlers(deps.db),
    ...feedbackHandlers(access.feedback),
    ...managementHandlers({
      health: operator.health,
      metrics: operator.metrics,
      ops: operator.ops,
      audit: base.audit,
      loggers: base.loggers,
      changeLoggerLevel: deps.changeLoggerLevel,
      queueDashboardTicket: deps.queueDashboardTicket,
      metricsToken: deps.config.metricsToken,
    }),
    ...reanchorFailureHandlers(operator.reanchorFailures),
    ...adminHandlers(operator.admin),
    ...reviewsAdminHandlers(operator.admin.reviews),
    ...invitationsHandlers(operator.invitations, base.guesses),
    ...trackingHandlers(personal.tracking, personal.unsubscribe),
    ...favoritesHandlers(personal.favorites),
    ...historyHandlers(personal.history),
    ...publishingHandlers(catalogue.publishing),
    ...documentsHandlers(catalogue.documents),
    ...referencesHandlers(catalogue.references),
    ...unresolvedReferencesHandlers(createUnresolvedReferences(deps.db)),
    ...reviewsHandlers(
      createReviewsService({
        db: deps.db,
        repo: createReviewsRepo(deps.db),
        settings: base.tenantSettings,
        pdfFontDirs: deps.config.pdfFontDirs,
        tenantLogoDir: findLogoDir(deps.config.tenantLogoDir),
        mail: createReviewMail({ publicBaseUrl: deps.config.publicBaseUrl, limits: base.emailLimits }),
        platformReminderDays: deps.config.reviewReminderDays,
      }),
    ),
    ...compareHandlers(catalogue.compare),
    ...pushHandlers(base.push),
    ...citationsHandlers(catalogue.citations),
    ...helpHandlers(catalogue.help),
    ...publisherLogoHandlers(catalogue.publisherLogos),
    ...refinementsHandlers(catalogue.refinements),
    ...searchHandlers(catalogue.search),
    ...clauseSearchHandlers(catalogue.clauseSearch),
    ...semanticHandlers(catalogue.semantic),
    ...compassPointsHandlers(catalogue.compassPoints, catalogue.compassPointsReport),
    ...userNotesHandlers(catalogue.userNotes),
    ...groupsHandlers(sharing.groups),
    ...sharingHandlers(sharing.sharing),
    ...shareLinksHandlers(sharing.shareLinks, base.guesses),
    ...customCollectionsHandlers(catalogue.customCollections),
    ...bulkHandlers(bulk),
    ...counterHandlers(reports.counter, reports.usageReports, reports.usageEmbed, base.guesses),
    ...apiKeysHandlers(openApi.apiKeysAdmin),
    ...webhooksHandlers(openApi.webhooks),
    ...scimTokensHandlers(openApi.scimTokensAdmin),
    ...scimHandlers(openApi.scimUsers, openApi.scimGroups),
    ...publicApiHandlers(openApi.publicApi, openApi.publicTracking, openApi.publicInsights),
  };
}

export type Services = ReturnType<typeof createModules>["services"];
