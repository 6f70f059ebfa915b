// The dated banner (shown between its dates, with text, until closed in this session) and the
// old-browser banner (spec 1 §2, 3 §2, §4).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../api/test-helpers.ts";
import {
  BANNER_SESSION_KEY,
  bannerVisible,
  closeBannerForSession,
  isOldBrowser,
  readBannerFlag,
} from "./banner-state.ts";

const banner = {
  text: "Maintenance on Sunday",
  "start-date": "2026-11-01T00:00:00Z",
  "end-date": "2026-12-01T00:00:00Z",
};
const at = (iso: string) => new Date(iso);

describe("bannerVisible", () => {
  it("shows between the start and end dates", () => {
    expect(bannerVisible(banner, at("2026-11-24T12:00:00Z"), false)).toBe(true);
    expect(bannerVisible(banner, at("2026-11-01T00:00:00Z"), false)).toBe(true);
    expect(bannerVisible(banner, at("2026-12-01T00:00:00Z"), false)).toBe(true);
  });

  it("hides before the start and after the end", () => {
    expect(bannerVisible(banner, at("2026-10-31T23:59:59Z"), false)).toBe(false);
    expect(bannerVisible(banner, at("2026-12-01T00:00:01Z"), false)).toBe(false);
  });

  it("hides without text", () => {
    expect(bannerVisible({ ...banner, text: "  " }, at("2026-11-24T12:00:00Z"), false)).toBe(false);
    expect(bannerVisible(null, at("2026-11-24T12:00:00Z"), false)).toBe(false);
  });

  it("hides once closed", () => {
    expect(bannerVisible(banner, at("2026-11-24T12:00:00Z"), true)).toBe(false);
  });

  it("shows without dates (no window given)", () => {
    expect(bannerVisible({ text: "Hello" }, at("2026-11-24T12:00:00Z"), false)).toBe(true);
  });
});

describe("the session flag", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("is absent until the banner is closed, then says closed for the session", () => {
    expect(readBannerFlag()).toBeNull();
    closeBannerForSession();
    expect(readBannerFlag()).toEqual({ showBanner: false, isClosed: true });
    expect(JSON.parse(sessionStorage.getItem(BANNER_SESSION_KEY) ?? "null")).toEqual({
      showBanner: false,
      isClosed: true,
    });
  });

  it("reads an unreadable flag as none", () => {
    sessionStorage.setItem(BANNER_SESSION_KEY, "{not json");
    expect(readBannerFlag()).toBeNull();
  });

  it("works without session storage (closing then lasts until the page reloads)", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(() => closeBannerForSession()).not.toThrow();
    expect(readBannerFlag()).toBeNull();
  });
});

describe("isOldBrowser", () => {
  it("recognises Internet Explorer (Trident, MSIE)", () => {
    expect(isOldBrowser("Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
    expect(isOldBrowser("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)")).toBe(true);
  });

  it("lets modern browsers be", () => {
    expect(
      isOldBrowser(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      ),
    ).toBe(false);
  });

  it("counts a browser without fetch as old", () => {
    vi.stubGlobal("fetch", undefined);
    try {
      expect(isOldBrowser("Mozilla/5.0 Something")).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
