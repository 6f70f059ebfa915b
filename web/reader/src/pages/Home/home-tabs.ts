// Home tabs and their defaults and fallbacks (spec 3 §2, §4). Ids: table of contents 0, tracker 1,
// recently accessed 2, favorites 3, subscriptions 4, recently updated 5, custom collection 6.
// Individual tabs have ids 3 or lower; the table of contents (feature home-page-toc) is for
// everybody, and so is the custom collection of an account that has one (spec 2 §7, 3 §2).
export const TAB = { TOC: 0, TRACKER: 1, RECENT: 2, FAVORITES: 3, SUBSCRIPTIONS: 4, UPDATED: 5, CUSTOM: 6 } as const;
export type TabId = (typeof TAB)[keyof typeof TAB];

export interface TabContext {
  individual: boolean;
  trackerEnabled: boolean;
  subscriptionCount: number;
  toc: boolean;
  /** The account has a custom collection and the user's menu list does not hide it. */
  customCollection?: boolean;
}

/** The tabs shown, in order. */
export function visibleTabs(c: TabContext): TabId[] {
  const tabs: TabId[] = [];
  if (c.toc) tabs.push(TAB.TOC);
  if (c.individual) {
    tabs.push(TAB.RECENT);
    if (c.trackerEnabled) tabs.push(TAB.TRACKER);
    tabs.push(TAB.FAVORITES);
  } else tabs.push(TAB.UPDATED);
  if (c.subscriptionCount > 1) tabs.push(TAB.SUBSCRIPTIONS);
  if (c.customCollection) tabs.push(TAB.CUSTOM);
  return tabs;
}

/**
 * The tab to show for the URL's key (null on / and /home/). With home-page-toc the table of
 * contents is forced on / and /home/. Individuals default to recently accessed, companies to
 * recently updated; a disabled tracker and company tabs asked by individuals fall back to
 * recently accessed; individual tabs (id 3 or lower) asked by companies to recently updated.
 */
export function selectTab(requested: string | null | undefined, c: TabContext): TabId {
  const fallback = c.individual ? TAB.RECENT : TAB.UPDATED;
  if (requested === null || requested === undefined || requested === "") return c.toc ? TAB.TOC : fallback;
  if (!/^\d+$/.test(requested)) return fallback;
  const id = Number(requested);
  const tabs = visibleTabs(c);
  if (tabs.includes(id as TabId)) return id as TabId;
  if (c.individual) return TAB.RECENT;
  if (id <= TAB.FAVORITES) return TAB.UPDATED;
  return fallback;
}

export const CARDS_PER_TAB = 6;
