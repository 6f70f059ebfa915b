// Where the window is scrolled when the address changes (issue 12, defect 1): a new page (another
// path, reached by a link or a redirect) starts at the top; Back and Forward return to where the
// user was on that entry of the history. The positions are kept per history entry (react-router's
// location key) in session storage, so a reload keeps them too. The list of a page reached by
// Back is often still loading: the position is applied again on every frame until the page is
// tall enough, the user scrolls, or RESTORE_GIVE_UP_MS has passed.
import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "norma.scroll";
/** Entries kept (the oldest are dropped first). */
const MAX_ENTRIES = 100;
/** How long a restored position waits for the page's content. */
export const RESTORE_GIVE_UP_MS = 5000;

/** The positions by history entry: in memory, written to session storage when the page changes or hides. */
let positions: Map<string, number> | null = null;

function allPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    if (parsed && typeof parsed === "object")
      for (const [key, y] of Object.entries(parsed)) if (typeof y === "number") positions.set(key, y);
  } catch {
    // Nothing kept (or storage disabled): Back then starts at the top.
  }
  return positions;
}

function rememberPosition(key: string, y: number): void {
  const all = allPositions();
  all.delete(key);
  all.set(key, Math.round(y));
  for (const old of all.keys()) {
    if (all.size <= MAX_ENTRIES) break;
    all.delete(old);
  }
}

function persistPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(allPositions())));
  } catch {
    // Storage full or disabled: positions last until the page is reloaded.
  }
}

/** What to do with the scroll position after a change of address. */
export function scrollAction(
  navigation: "POP" | "PUSH" | "REPLACE",
  previousPath: string | null,
  next: { pathname: string; hash: string },
  saved: number | undefined,
): { restore: number } | "top" | "keep" {
  if (navigation === "POP") return saved !== undefined ? { restore: saved } : previousPath === null ? "keep" : "top";
  // An anchor (#section) is the page's own business; another query on the same page (a search's
  // next page, a refinement) is handled by that page.
  if (next.hash || previousPath === next.pathname) return "keep";
  return "top";
}

/** The history entry shown: scroll events are recorded under it. */
let currentKey: string | null = null;
/** The path shown before the current one (null at start). */
let previousPath: string | null = null;

/** Applies scrollAction on every change of address; mounted once inside the router. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();

  // Record the position of the entry shown as the user scrolls (not on leaving: by then the next
  // page may have shortened the document and the browser clamped the position).
  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const onScroll = () => {
      if (currentKey) rememberPosition(currentKey, window.scrollY);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persistPositions);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persistPositions);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new history entry moves the page
  useLayoutEffect(() => {
    const before = previousPath;
    previousPath = location.pathname;
    currentKey = location.key;
    persistPositions();
    const action = scrollAction(navigation, before, location, allPositions().get(location.key));
    if (action === "keep") return;
    if (action === "top") {
      window.scrollTo(0, 0);
      return;
    }
    const target = action.restore;
    const deadline = Date.now() + RESTORE_GIVE_UP_MS;
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL) window.removeEventListener(type, stop);
    };
    for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
    const attempt = () => {
      if (stopped) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2 || Date.now() > deadline) stop();
      else frame = requestAnimationFrame(attempt);
    };
    attempt();
    return stop;
  }, [location.key]);
}

/** What the user does to scroll: a pending restore gives way to it. */
const USER_SCROLL = ["wheel", "touchstart", "keydown", "mousedown"] as const;
