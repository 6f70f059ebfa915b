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
import { authHandlers } from "./auth/auth-handlers.ts";
import { createAuthRepo } from "./auth/auth-repo.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createAuthStore } from "./auth/auth-store.ts";
import { createSessionIssuer } from "./auth/session-issuer.ts";
import { citationsHandlers } from "./citations/citations-handlers.ts";
import { createCitationsService } from "./citations/citations-service.ts";
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
import { createPublisherLogoService, publisherLogoHandlers } from "./publisher-logos/publisher-logos.ts";
import { publishingHandlers } from "./publishing/publishing-handlers.ts";
import { createPublishingService } from "./publishing/publishing-service.ts";
import { referenceHandlers } from "./reference/reference-handlers.ts";
import { referencesHandlers } from "./references/references-handlers.ts";
import { createReferencesRepo } from "./references/references-repo.ts";
import { createReferencesService } from "./references/references-service.ts";
import { refinementsHandlers } from "./refinements/refinements-handlers.ts";
import { createRefinementsRepo } from "./refinements/refinements-repo.ts";
import { createRefinementsService } from "./refinements/refinements-service.ts";
import { createLiveSearchIndex } from "./search/live-search-index.ts";
import { searchHandlers } from "./search/search-handlers.ts";
import { createSearchRepo } from "./search/search-repo.ts";
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
import { createTrackingService } from "./tracking/tracking-service.ts";
import { createUnsubscribeService } from "./tracking/unsubscribe-service.ts";
import { createUsageEmbedService } from "./usage/usage-embed.ts";
import { createUsageRecorder } from "./usage/usage-recorder.ts";
import { createUsageReportRepo } from "./usage/usage-report-repo.ts";
import { createUsageReportService } from "./usage/usage-report-service.ts";
import { userNotesHandlers } from "./user-notes/user-notes-handlers.ts";
import { createUserNotesRepo } from "./user-notes/user-notes-repo.ts";
import { createUserNotesService } from "./user-notes/user-notes-service.ts";

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
}

/** A logger that writes nothing (scripts that build the modules without Fastify). */
function silentLogger() {
  return pino({ level: "silent" });
}

export function createModules(deps: ModuleDeps) {
  const { config, db, redis, redisGuard, tokens } = deps;
  const loggers = deps.loggers ?? createLoggerRegistry(silentLogger());
  const readDb = deps.readDb ?? db;
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
  const onTenantChanged = () => tenantChanges.changed();

  const entitlements = createEntitlementsService({ repo: createEntitlementsRepo(db) });
  const authRepo = createAuthRepo(db);
  const sessions = createSessionIssuer({ repo: authRepo, tokens });
  const authStore = createAuthStore({ redis, prefix: config.redisPrefix, guard: redisGuard });
  const auth = createAuthService({
    repo: authRepo,
    settings: tenantSettings,
    tokens,
    limiter,
    store: authStore,
    sessions,
    config,
  });
  const account = createAccountService({ repo: createAccountRepo(db), settings: tenantSettings, tokens, sessions });
  const tenantConfig = createTenantConfigService({
    db,
    settings: tenantSettings,
    cookieConsentScriptHosts: config.cookieConsentScriptHosts,
  });
  const subscriptions = createSubscriptionsService({ db, settings: tenantSettings, entitlements });
  const feedback = createFeedbackService({ db, limiter, limits: config.feedback });
  const trackingRepo = createTrackingRepo(db, tenantSettings);
  const tracking = createTrackingService({ repo: trackingRepo, entitlements });
  const unsubscribe = createUnsubscribeService({ repo: trackingRepo });
  const favorites = createFavoritesService({ repo: createFavoritesRepo(db), entitlements });
  const history = createHistoryService({ repo: createHistoryRepo(db), entitlements });
  const publishing = createPublishingService({ db, storage: deps.storage });
  const usage = createUsageRecorder({ db, redis, prefix: config.redisPrefix, guard: redisGuard, log: deps.log });
  const documentsRepo = createDocumentsRepo(db, tenantSettings);
  // Document HTML is sanitised in worker threads: a large document never stalls the event loop.
  const sanitizer = deps.sanitizer ?? createSanitizerPool({ threads: config.sanitizer?.threads });
  const markSanitizerFingerprint = createFingerprintMarker(db, deps.log);
  const documents = createDocumentsService({
    usage,
    repo: documentsRepo,
    storage: deps.storage,
    entitlements,
    trackerUnavailable: tracking.trackerUnavailable,
    sanitizer,
    markSanitizerFingerprint,
    log: deps.log,
  });
  const compare = createCompareService({
    db,
    repo: documentsRepo,
    documents,
    storage: deps.storage,
    limits: config.compare,
    usage,
    sanitizer,
    markSanitizerFingerprint,
    log: deps.log,
  });
  const citations = createCitationsService({ repo: documentsRepo, publicBaseUrl: config.publicBaseUrl, usage });
  const help = createHelpService({
    db,
    settings: tenantSettings,
    storage: deps.storage,
    publicBaseUrl: config.publicBaseUrl,
  });
  const publisherLogos = createPublisherLogoService({ db: readDb, storage: deps.storage });
  const refinements = createRefinementsService({ repo: createRefinementsRepo(readDb, tenantSettings) });
  const searchRepo = createSearchRepo(db, readDb);
  const searchIndex = createLiveSearchIndex({
    repo: searchRepo,
    refreshMs: config.search.indexRefreshMs,
    checkMs: config.search.indexCheckMs,
    log: deps.loggers ? loggers.get("search") : deps.log,
    ...(config.search.snapshotEveryMs > 0
      ? { snapshots: createSearchSnapshotStore(deps.storage), snapshotEveryMs: config.search.snapshotEveryMs }
      : {}),
  });
  const metrics = createMetricsService({
    db,
    redis,
    redisPrefix: config.redisPrefix,
    databasePoolSize: config.databasePoolSize,
    // The disk the process writes to: the blob directory with local storage; with object storage
    // (no such directory) the temporary directory: the local disk the process itself uses.
    storageDir: config.storage.backend === "local" ? config.storage.dir : tmpdir(),
    searchIndexStatus: () => searchIndex.status(),
  });
  const health = createHealthService({
    db,
    redis,
    searchIndex,
    // (semantic is made below; the health checks run later, at request time.)
    semanticIndex: { loaded: () => semantic.loaded(), warm: () => void semantic.warm() },
    diskSpace: metrics.diskSpace,
  });
  const ops = createOpsService({ config, metrics });
  const audit = createAuditService({ db });
  // Limits on e-mails users trigger, counted in PostgreSQL (lib/email-limits.ts).
  const emailLimits = createEmailLimits({
    defaults: config.emailLimits,
    tenantLimits: async (tenantId) => (await tenantSettings.byId(tenantId))?.emailLimits ?? null,
  });
  const tenantsAdmin = createTenantsAdminService({
    db,
    audit,
    emailLimitDefaults: config.emailLimits,
    onTenantChanged,
    cookieConsentScriptHosts: config.cookieConsentScriptHosts,
  });
  const tenantTextsAdmin = createTenantTextsAdminService({
    db,
    audit,
    onTenantChanged,
  });
  const invitations = createInvitationsService({
    db,
    publicBaseUrl: config.publicBaseUrl,
    ttlHours: config.invitationTtlHours,
    emailLimits,
  });
  const usersAdmin = createUsersAdminService({ db, audit, invitations, settings: tenantSettings });
  const feedbackAdmin = createFeedbackAdminService({ db });
  const compassSettingsAdmin = createCompassPointSettingsAdminService({ db, audit });
  const productsAdmin = createProductsAdminService({ db });
  const search = createSearchService({ repo: searchRepo, refinements, entitlements, index: searchIndex, usage });
  const compassPoints = createCompassPointsService({ repo: createCompassPointsRepo(db, tenantSettings), entitlements });
  const compassPointsReport = createCompassPointsReport({ db });
  const userNotes = createUserNotesService({ repo: createUserNotesRepo(db), gate: compassPoints.documentGate });
  const semantic = createSemanticService({ repo: createSemanticRepo(readDb), searchRepo, search, refinements });
  const shareDocuments = createShareDocuments({ db, entitlements });
  const shareMail = createShareMail({ publicBaseUrl: config.publicBaseUrl, limits: emailLimits });
  const groups = createGroupsService({
    repo: createGroupsRepo(db, tenantSettings),
    documents: shareDocuments,
    entitlements,
    mail: shareMail,
  });
  const sharing = createSharingService({
    repo: createSharingRepo(db),
    settings: tenantSettings,
    documents: shareDocuments,
    mail: shareMail,
  });
  const shareTokenSealer = createShareTokenSealer(shareLinkKey(config));
  const shareLinks = createShareLinksService({
    repo: createShareLinksRepo(db),
    documents: shareDocuments,
    entitlements,
    publicBaseUrl: config.publicBaseUrl,
    sealer: shareTokenSealer,
  });
  const customCollections = createCustomCollectionsService({
    repo: createCustomCollectionsRepo(db, tenantSettings),
    documents,
  });

  // The title and item reports read the roll-ups through node-postgres directly (a cursor; see
  // counter-report-reader.ts); two connections: reports are rare and each runs one statement.
  const counterPool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  // An idle connection PostgreSQL closes (a restart, a failover) is an 'error' on the pool, which
  // would end the process without a listener; the next report opens a new one.
  counterPool.on("error", (err) => deps.log?.warn({ err: err.message }, "idle PostgreSQL connection lost"));
  const counter = createCounterService({ repo: createCounterRepo(db), pool: counterPool });
  const usageReports = createUsageReportService({ repo: createUsageReportRepo(db, tenantSettings) });
  const usageEmbed = createUsageEmbedService({
    reports: usageReports,
    secret: config.jwt.secret ?? config.jwt.privateKey ?? "",
  });

  const services = {
    tenantSettings,
    /** Closed with the app (its Redis subscriber). */
    tenantChanges,
    auth,
    account,
    tenantConfig,
    subscriptions,
    feedback,
    health,
    entitlements,
    tracking,
    unsubscribe,
    favorites,
    history,
    publishing,
    documents,
    compare,
    citations,
    help,
    refinements,
    search,
    searchIndex,
    sanitizer,
    semantic,
    compassPoints,
    userNotes,
    groups,
    sharing,
    shareLinks,
    /** Seals the clear tokens of links made before migration 20261128110000 (run before serving). */
    sealLegacyShareLinks: () => sealLegacyShareLinks(db, shareTokenSealer),
    /** The queue-dashboard landing counts failed tickets here too, and claims its tickets' ids in authStore. */
    guesses,
    authStore,
    customCollections,
    metrics,
    audit,
    loggers,
    usage,
    counter,
  };
  const handlers: OperationHandlers = {
    ...authHandlers(auth),
    ...accountHandlers(account),
    ...tenantHandlers(tenantConfig),
    ...subscriptionsHandlers(subscriptions),
    ...referenceHandlers(db),
    ...feedbackHandlers(feedback),
    ...managementHandlers({
      health,
      metrics,
      ops,
      audit,
      loggers,
      changeLoggerLevel: deps.changeLoggerLevel,
      queueDashboardTicket: deps.queueDashboardTicket,
      metricsToken: config.metricsToken,
    }),
    ...reanchorFailureHandlers(createReanchorFailuresService({ db, audit })),
    ...adminHandlers({
      tenants: tenantsAdmin,
      tenantTexts: tenantTextsAdmin,
      users: usersAdmin,
      feedback: feedbackAdmin,
      compassSettings: compassSettingsAdmin,
      products: productsAdmin,
    }),
    ...invitationsHandlers(invitations, guesses),
    ...trackingHandlers(tracking, unsubscribe),
    ...favoritesHandlers(favorites),
    ...historyHandlers(history),
    ...publishingHandlers(publishing),
    ...documentsHandlers(documents),
    ...referencesHandlers(createReferencesService({ repo: createReferencesRepo(db), entitlements })),
    ...compareHandlers(compare),
    ...citationsHandlers(citations),
    ...helpHandlers(help),
    ...publisherLogoHandlers(publisherLogos),
    ...refinementsHandlers(refinements),
    ...searchHandlers(search),
    ...semanticHandlers(semantic),
    ...compassPointsHandlers(compassPoints, compassPointsReport),
    ...userNotesHandlers(userNotes),
    ...groupsHandlers(groups),
    ...sharingHandlers(sharing),
    ...shareLinksHandlers(shareLinks, guesses),
    ...customCollectionsHandlers(customCollections),
    ...counterHandlers(counter, usageReports, usageEmbed, guesses),
  };
  return { services, handlers };
}

export type Services = ReturnType<typeof createModules>["services"];
