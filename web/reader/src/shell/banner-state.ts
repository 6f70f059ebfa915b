// The banners' rules (spec 1 §2, 3 §2, §4), without React: the tenant's dated banner shows only
// between its start and end dates, when its text is set and the user has not closed it in this
// session (the session flag {showBanner, isClosed}); the old-browser banner shows on Trident and
// on browsers without fetch.
export const BANNER_SESSION_KEY = "norma.banner";

export interface BannerFlag {
  showBanner: boolean;
  isClosed: boolean;
}

export function readBannerFlag(): BannerFlag | null {
  try {
    const raw = sessionStorage.getItem(BANNER_SESSION_KEY);
    return raw ? (JSON.parse(raw) as BannerFlag) : null;
  } catch {
    return null;
  }
}

function writeFlag(flag: BannerFlag): void {
  try {
    sessionStorage.setItem(BANNER_SESSION_KEY, JSON.stringify(flag));
  } catch {
    // storage disabled: closing lasts until the page reloads
  }
}

export function bannerVisible(
  banner: { text: string; "start-date"?: string | null; "end-date"?: string | null } | null | undefined,
  now: Date,
  closed: boolean,
): boolean {
  if (!banner?.text?.trim() || closed) return false;
  const start = banner["start-date"] ? Date.parse(banner["start-date"]) : Number.NEGATIVE_INFINITY;
  const end = banner["end-date"] ? Date.parse(banner["end-date"]) : Number.POSITIVE_INFINITY;
  const t = now.getTime();
  return t >= start && t <= end;
}

/** Closing the banner is remembered for the session. */
export function closeBannerForSession(): void {
  writeFlag({ showBanner: false, isClosed: true });
}

/** Trident (Internet Explorer) and other browsers without the features the app relies on. */
export function isOldBrowser(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent) || typeof globalThis.fetch !== "function";
}
