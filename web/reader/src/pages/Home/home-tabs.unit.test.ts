// Home tabs, their defaults and fallbacks (spec 3 §2, §4).
import { describe, expect, it } from "vitest";
import { selectTab, TAB, type TabContext, visibleTabs } from "./home-tabs.ts";

const individual: TabContext = { individual: true, trackerEnabled: true, subscriptionCount: 3, toc: false };
const company: TabContext = { individual: false, trackerEnabled: true, subscriptionCount: 3, toc: false };

describe("the home tabs shown", () => {
  it("individuals see recently accessed, tracker, favorites and subscriptions", () => {
    expect(visibleTabs(individual)).toEqual([TAB.RECENT, TAB.TRACKER, TAB.FAVORITES, TAB.SUBSCRIPTIONS]);
  });

  it("companies see recently updated and subscriptions", () => {
    expect(visibleTabs(company)).toEqual([TAB.UPDATED, TAB.SUBSCRIPTIONS]);
  });

  it("the tracker tab needs the tracker to be enabled for the user", () => {
    expect(visibleTabs({ ...individual, trackerEnabled: false })).not.toContain(TAB.TRACKER);
  });

  it("subscription tabs are hidden with one or no subscription", () => {
    expect(visibleTabs({ ...individual, subscriptionCount: 1 })).not.toContain(TAB.SUBSCRIPTIONS);
    expect(visibleTabs({ ...company, subscriptionCount: 0 })).not.toContain(TAB.SUBSCRIPTIONS);
  });

  it("the table of contents comes first with feature home-page-toc", () => {
    expect(visibleTabs({ ...individual, toc: true })[0]).toBe(TAB.TOC);
    expect(visibleTabs({ ...company, toc: true })[0]).toBe(TAB.TOC);
  });
});

describe("the home tab selected", () => {
  it("individuals default to recently accessed, companies to recently updated", () => {
    expect(selectTab(null, individual)).toBe(TAB.RECENT);
    expect(selectTab("", individual)).toBe(TAB.RECENT);
    expect(selectTab(undefined, company)).toBe(TAB.UPDATED);
  });

  it("with home-page-toc the table of contents is forced on / and /home/", () => {
    expect(selectTab(null, { ...individual, toc: true })).toBe(TAB.TOC);
    expect(selectTab(null, { ...company, toc: true })).toBe(TAB.TOC);
    // An explicit tab key still wins.
    expect(selectTab(String(TAB.FAVORITES), { ...individual, toc: true })).toBe(TAB.FAVORITES);
  });

  it("a shown tab asked by its key is selected", () => {
    expect(selectTab("1", individual)).toBe(TAB.TRACKER);
    expect(selectTab("3", individual)).toBe(TAB.FAVORITES);
    expect(selectTab("4", company)).toBe(TAB.SUBSCRIPTIONS);
  });

  it("falls back to recently accessed when the tracker tab is disabled", () => {
    expect(selectTab("1", { ...individual, trackerEnabled: false })).toBe(TAB.RECENT);
  });

  it("falls back to recently accessed when an individual asks for a company tab", () => {
    expect(selectTab(String(TAB.UPDATED), individual)).toBe(TAB.RECENT);
  });

  it("sends a company user asking for an individual tab (id 3 or lower) to recently updated", () => {
    for (const id of [TAB.TRACKER, TAB.RECENT, TAB.FAVORITES]) expect(selectTab(String(id), company)).toBe(TAB.UPDATED);
  });

  it("a hidden subscriptions tab falls back to the user's default", () => {
    expect(selectTab("4", { ...individual, subscriptionCount: 1 })).toBe(TAB.RECENT);
    expect(selectTab("4", { ...company, subscriptionCount: 1 })).toBe(TAB.UPDATED);
  });

  it("a key that is not a tab id falls back to the default", () => {
    expect(selectTab("abc", individual)).toBe(TAB.RECENT);
    expect(selectTab("99", company)).toBe(TAB.UPDATED);
    expect(selectTab("-1", company)).toBe(TAB.UPDATED);
  });
});

describe("the custom collection tab (spec 2 §7, 3 §2: custom collection if the account has it)", () => {
  it("is shown last to individuals and companies whose account has a custom collection", () => {
    expect(visibleTabs({ ...individual, customCollection: true })).toEqual([
      TAB.RECENT,
      TAB.TRACKER,
      TAB.FAVORITES,
      TAB.SUBSCRIPTIONS,
      TAB.CUSTOM,
    ]);
    expect(visibleTabs({ ...company, customCollection: true })).toEqual([TAB.UPDATED, TAB.SUBSCRIPTIONS, TAB.CUSTOM]);
  });

  it("is hidden without one", () => {
    expect(visibleTabs(individual)).not.toContain(TAB.CUSTOM);
    expect(visibleTabs({ ...company, customCollection: false })).not.toContain(TAB.CUSTOM);
  });

  it("is selected by its key when shown, and falls back to the user's default when not", () => {
    expect(selectTab(String(TAB.CUSTOM), { ...individual, customCollection: true })).toBe(TAB.CUSTOM);
    expect(selectTab(String(TAB.CUSTOM), { ...company, customCollection: true })).toBe(TAB.CUSTOM);
    expect(selectTab(String(TAB.CUSTOM), individual)).toBe(TAB.RECENT);
    expect(selectTab(String(TAB.CUSTOM), company)).toBe(TAB.UPDATED);
  });
});
