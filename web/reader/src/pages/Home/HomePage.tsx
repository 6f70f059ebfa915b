// Home (/ and /home/{key}; spec 3 §2, §4): greeting, hero search, the tabs (table of contents,
// recently accessed, tracker, favorites, subscriptions; recently updated for companies; the
// account's custom collection) with at
// most 6 cards each (3 per row on large screens, 2 on medium), their empty messages, the tips and
// tricks of the tenant and, for the main tenant, the community card.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isBuilt } from "../../built-routes.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { subscriptionsQuery } from "../../features/account/account-queries.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/route-rules.ts";
import { activeAccountName, displayName, isAnonymous } from "../../features/auth/session.ts";
import { customCollectionQuery } from "../../features/custom-collections/custom-collection-queries.ts";
import { DocumentCard } from "../../features/documents/DocumentCard.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { updatedDocumentsQuery } from "../../features/documents/document-queries.ts";
import { favoritesQuery } from "../../features/favorites/favorites-queries.ts";
import { downloadHelpDocument, helpTitleOf } from "../../features/help/help-documents.ts";
import { accessedDocumentsQuery } from "../../features/history/history-queries.ts";
import { KEEP_FOCUS } from "../../features/navigation/route-focus.ts";
import { SearchBox } from "../../features/search/SearchBox.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, isMainTenant, langAttribute, tenantText } from "../../features/tenant/tenant-config.ts";
import { latestTrackedDocumentsQuery } from "../../features/tracking/tracking-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { subscriptionSearchUrl } from "../../shell/Sidebar.tsx";
import { CARDS_PER_TAB, selectTab, TAB, type TabContext, type TabId, visibleTabs } from "./home-tabs.ts";
import { TableOfContents } from "./TableOfContents.tsx";
import "./home.css";

const TAB_LABELS = {
  [TAB.TOC]: "home.tabs.toc",
  [TAB.TRACKER]: "home.tabs.tracker",
  [TAB.RECENT]: "home.tabs.recent",
  [TAB.FAVORITES]: "home.tabs.favorites",
  [TAB.SUBSCRIPTIONS]: "home.tabs.subscriptions",
  [TAB.UPDATED]: "home.tabs.updated",
  [TAB.CUSTOM]: "home.tabs.customCollection",
} as const;

export function HomePage() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const { key } = useParams();
  const navigate = useNavigate();
  const subscriptions = useQuery({
    ...subscriptionsQuery(account?.selectedAccountId ?? 0),
    enabled: account !== null,
  });
  if (!account) return null;

  const individual = account.userType === "INDIVIDUAL" && !isAnonymous(account);
  const trackerShown = account.userMenuList.find((m) => m.menu.menuName === "Tracker")?.isShowed !== false;
  const context: TabContext = {
    individual,
    trackerEnabled: hasFeature(config, "show-tracker") && trackerShown,
    subscriptionCount: subscriptions.data?.length ?? account.subscriptionCount ?? 0,
    toc: hasFeature(config, "home-page-toc"),
    // Spec 3 §2 (sidebar and tabs): the account's custom collection, unless the menu list hides it.
    customCollection:
      account.customCollection &&
      account.userMenuList.find((m) => m.menu.menuName === "Custom Collection")?.isShowed !== false,
  };
  const tabs = visibleTabs(context);
  const selected = selectTab(key ?? null, context);
  const name = displayName(account);
  const activeAccount = activeAccountName(account);
  const own = tenantText(config, "greeting", config.greeting?.trim(), i18n.language);
  const greeting = own?.text ?? t("home.defaultGreeting", { tenantName: config.tenantName });
  const greetingLang = own ? langAttribute(own.lang, i18n.language) : undefined;

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-greeting">
        <div className="hero__inner">
          <h1 id="home-greeting" className="hero__title">
            <span dir="auto" lang={greetingLang}>
              {greeting}
            </span>
            <span className="hero__name">{t("home.greetingName", { name })}</span>
          </h1>
          {activeAccount && (
            <p className="hero__account">
              {t("home.activeAccount")} <bdi>{activeAccount}</bdi>
            </p>
          )}
          <SearchBox variant="hero" />
        </div>
      </section>
      <div className="page page--wide">
        <Tabs
          label={t("home.tabsLabel")}
          idPrefix="home-tab"
          tabs={tabs.map((id) => ({ id: String(id), label: t(TAB_LABELS[id]) }))}
          selected={String(selected)}
          onSelect={(id) => navigate(`/home/${id}`, { state: KEEP_FOCUS })}
        >
          <HomeTab tab={selected} />
        </Tabs>
        <TipsAndTricks />
        {isMainTenant(config) && <CommunityCard />}
      </div>
    </div>
  );
}

function HomeTab({ tab }: { tab: TabId }) {
  switch (tab) {
    case TAB.TOC:
      return <TableOfContents />;
    case TAB.RECENT:
      return <RecentTab />;
    case TAB.TRACKER:
      return <TrackerTab />;
    case TAB.FAVORITES:
      return <FavoritesTab />;
    case TAB.SUBSCRIPTIONS:
      return <SubscriptionsTab />;
    case TAB.UPDATED:
      return <UpdatedTab />;
    case TAB.CUSTOM:
      return <CustomCollectionTab />;
  }
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="empty">{children}</p>;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="empty" aria-busy="true">
      {t("common.loading")}
    </p>
  );
}

function RecentTab() {
  const { t } = useTranslation();
  const fmt = useDates();
  const q = useQuery(accessedDocumentsQuery(0, CARDS_PER_TAB));
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data?.result ?? [];
  return (
    <>
      {items.length === 0 ? (
        <Empty>{t("home.empty.recent")}</Empty>
      ) : (
        <div className="card-grid">
          {items.slice(0, CARDS_PER_TAB).map((a) => (
            <DocumentCard
              key={a.id}
              document={a.document}
              footer={t("home.lastAccessed", { date: fmt(a.lastAccessedDate, "short") })}
            />
          ))}
        </div>
      )}
      {(q.data?.count ?? 0) > CARDS_PER_TAB && (
        <p className="tab-more">
          <Link to="/recently-accessed">{t("home.seeAllRecent")}</Link>
        </p>
      )}
    </>
  );
}

function TrackerTab() {
  const { t } = useTranslation();
  const fmt = useDates();
  const { config } = useTenant();
  const q = useQuery(latestTrackedDocumentsQuery());
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data?.result ?? [];
  const trackerUrl = config["tracker-url"];
  return (
    <>
      {items.length === 0 ? (
        <Empty>{t("home.empty.tracker")}</Empty>
      ) : (
        <div className="card-grid">
          {items.slice(0, CARDS_PER_TAB).map((d) => (
            <DocumentCard
              key={d.id}
              document={d.document}
              footer={
                d.trackingFlag ? t("tracking.since", { date: fmt(d.trackingSinceDate, "short") }) : t("tracking.off")
              }
            />
          ))}
        </div>
      )}
      <p className="tab-more">
        <Link to="/tracked-documents">{t("home.manageTracked")}</Link>
        {trackerUrl && (
          <a href={trackerUrl} target="_blank" rel="noopener noreferrer">
            {t("home.openTracker")}
            <span className="visually-hidden"> {t("common.newTab")}</span>
          </a>
        )}
      </p>
    </>
  );
}

function FavoritesTab() {
  const { t } = useTranslation();
  const fmt = useDates();
  const q = useQuery(favoritesQuery({ page: 0, size: CARDS_PER_TAB }));
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data?.result ?? [];
  return (
    <>
      {items.length === 0 ? (
        <Empty>{t("home.empty.favorites")}</Empty>
      ) : (
        <div className="card-grid">
          {items.map((f) => (
            <DocumentCard
              key={f.id}
              document={f.document}
              footer={t("favorites.added", { date: fmt(f.createdDate, "short") })}
            />
          ))}
        </div>
      )}
      <p className="tab-more">
        <Link to="/favorites">{t("home.seeAllFavorites")}</Link>
      </p>
    </>
  );
}

function UpdatedTab() {
  const { t } = useTranslation();
  const fmt = useDates();
  const q = useQuery(updatedDocumentsQuery(0, CARDS_PER_TAB));
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data?.result ?? [];
  if (items.length === 0) return <Empty>{t("home.empty.updated")}</Empty>;
  return (
    <div className="card-grid">
      {items.map((d) => (
        <DocumentCard
          key={d.contentCode}
          document={d}
          footer={t("home.updatedOn", { date: fmt(d.lastUpdateDate ?? d.publishDate, "short") })}
        />
      ))}
    </div>
  );
}

/**
 * The account's custom collection (spec 2 §7: the home tab sorts by designation Z–A, ALPHA_DESC):
 * at most 6 cards, then a link to the whole table.
 */
function CustomCollectionTab() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const drm = isDrm(account);
  // The custom collections page's first page at its defaults: the same data, one cache entry.
  const q = useQuery(customCollectionQuery({ sortType: "ALPHA_DESC", pageSize: 10, offset: 0 }));
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data?.value.content ?? [];
  const total = q.data?.value.totalElements ?? 0;
  if (items.length === 0) return <Empty>{t("customCollections.none")}</Empty>;
  return (
    <>
      <div className="card-grid">
        {items.slice(0, CARDS_PER_TAB).map((item) => (
          <article key={item.contentID} className="doc-card">
            <h3 className="doc-card__title">
              <Link className="doc-card__link" to={documentUrl(item.contentCode, { drm })}>
                <span className="doc-card__designation">{item.designation}</span>
                <span className="doc-card__name">{item.title}</span>
              </Link>
            </h3>
            <div className="doc-card__footer">
              <div className="doc-card__meta">{item.publisherName}</div>
            </div>
          </article>
        ))}
      </div>
      {isBuilt("/custom-collections") && (
        <p className="tab-more">
          <Link to="/custom-collections">{t("home.seeAllCustomCollection", { n: total })}</Link>
        </p>
      )}
    </>
  );
}

function SubscriptionsTab() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const q = useQuery({ ...subscriptionsQuery(account?.selectedAccountId ?? 0), enabled: account !== null });
  if (q.isLoading) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const items = q.data ?? [];
  return (
    <div className="card-grid">
      {items.slice(0, CARDS_PER_TAB).map((s) => (
        <article key={s.id} className="doc-card doc-card--subscription">
          <p className="badge badge--publisher">{s.subscriptionInfo.subscriptionAbbrName}</p>
          <h3 className="doc-card__title">
            <Link className="doc-card__link" to={subscriptionSearchUrl(s.subscriptionInfo.publisherSearchKey)}>
              <span className="doc-card__name">{s.subscriptionInfo.subscriptionName}</span>
            </Link>
          </h3>
          <div className="doc-card__footer">
            {/* A link of its own (it read as one but was plain text under the card's link). */}
            <Link
              className="doc-card__action"
              to={subscriptionSearchUrl(s.subscriptionInfo.publisherSearchKey)}
              aria-label={`${t("home.searchSubscription")}: ${s.subscriptionInfo.subscriptionName}`}
            >
              {t("home.searchSubscription")}
            </Link>
          </div>
        </article>
      ))}
    </div>
  );
}

function TipsAndTricks() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const tips = config["tips-tricks"] ?? [];
  if (!tips.length) return null;
  /** A tip's part in the interface language (else English, else the tenant's), with its lang. */
  const part = (position: number, name: "title" | "content" | "linkText", own: string | null | undefined) => {
    const text = tenantText(config, `tip.${position}.${name}`, own, i18n.language);
    return { text: text?.text ?? "", lang: text ? langAttribute(text.lang, i18n.language) : undefined };
  };
  return (
    <section className="tips" aria-labelledby="tips-title">
      <h2 id="tips-title" className="section-title">
        {t("home.tips")}
      </h2>
      <div className="card-grid">
        {tips.map((tip, position) => {
          const title = tip.linkKind === "DOWNLOAD" ? (helpTitleOf(tip.linkUrl) ?? "support_help") : null;
          const heading = part(position, "title", tip.title);
          const content = part(position, "content", tip.content);
          const link = tip.linkText ? part(position, "linkText", tip.linkText) : null;
          return (
            <article key={tip.title} className="tip">
              {/* Tenant-authored text keeps its own direction (and language) inside the page. */}
              <h3 className="tip__title" dir="auto" lang={heading.lang}>
                {heading.text}
              </h3>
              <p className="tip__text" dir="auto" lang={content.lang}>
                {content.text}
              </p>
              {tip.linkUrl &&
                (title ? (
                  <button
                    type="button"
                    className="link-button"
                    lang={link?.text ? link.lang : undefined}
                    onClick={() => void downloadHelpDocument(title)}
                  >
                    {link?.text || t("home.download")}
                  </button>
                ) : /^https?:\/\//.test(tip.linkUrl) ? (
                  <a href={tip.linkUrl} target="_blank" rel="noopener noreferrer">
                    {link?.text ? <span lang={link.lang}>{link.text}</span> : t("home.learnMore")}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                ) : null)}
            </article>
          );
        })}
      </div>
    </section>
  );
}

function CommunityCard() {
  const { t } = useTranslation();
  const { config } = useTenant();
  return (
    <section className="community" aria-labelledby="community-title">
      <h2 id="community-title" className="section-title">
        {t("home.community.title")}
      </h2>
      <p>{t("home.community.text", { tenantName: config.tenantName })}</p>
      {config.memberLinkUrl && (
        <a className="button button--secondary" href={config.memberLinkUrl} target="_blank" rel="noopener noreferrer">
          {t("home.community.link")}
          <span className="visually-hidden"> {t("common.newTab")}</span>
        </a>
      )}
    </section>
  );
}
