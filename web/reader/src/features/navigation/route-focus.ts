// Where the focus goes when the address changes (WCAG 2.4.3, issue 12): a new page (another path:
// a search submitted from the home page, a result opened, a sidebar link) puts it on the page's
// main heading (its h1, made focusable with tabIndex -1), so a screen reader announces the page
// and Tab continues from its top instead of from <body>. Another address of the same page (a
// refinement, the next results page, a compare closed) leaves the focus alone unless it was lost
// (the control that had it went away). A page that shows its heading once its data has come is
// waited for, until the user acts or HEADING_WAIT_MS has passed.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a new page's heading is waited for. */
export const HEADING_WAIT_MS = 10_000;

/** True when the focus is nowhere useful: on <body>, or on an element that left the page. */
export function focusLost(active: Element | null, body: Element | null): boolean {
  return !active || active === body || !active.isConnected;
}

/** Whether a change of address moves the focus to the page's heading. */
export function movesFocus(previousPath: string | null, pathname: string, lost: boolean): boolean {
  // The first page: the browser's own start (the skip link first) is right.
  if (previousPath === null) return false;
  return previousPath !== pathname || lost;
}

/** Navigation state of a control that stays on screen: `navigate(to, { state: KEEP_FOCUS })`. */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function keepsFocus(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;
}

/** Focuses `main h1` (made focusable) when it is there; false when it is not (yet). */
export function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

const USER_ACTION = ["mousedown", "keydown", "touchstart"] as const;

/** Applies movesFocus on every change of address; mounted once inside the router. */
export function useRouteFocus(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new history entry, once
  useEffect(() => {
    const before = previous.current;
    previous.current = location.pathname;
    // A control that changes the address but stays on screen (the home page's tabs: /home/<tab>)
    // keeps the focus where it moved it.
    if (keepsFocus(location.state)) return;
    // Looked at after the page's own effects: a dialog or a view that closed has put the focus
    // back where it belongs by then.
    if (!movesFocus(before, location.pathname, focusLost(document.activeElement, document.body))) return;
    if (focusHeading()) return;
    let done = false;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const stop = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_ACTION) window.removeEventListener(type, stop, true);
    };
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of USER_ACTION) window.addEventListener(type, stop, true);
    return stop;
  }, [location.key]);
}
