// Spec 1 §9 "Initial load delay: 200 ms": a loading indicator shows only once the wait has lasted
// this long, so a fast load (a page chunk from the cache, a quick reply) does not flash it.
import { useEffect, useState } from "react";

export const INITIAL_LOAD_DELAY_MS = 200;

/**
 * Follows `active` with a delay on the way up only: `show(true)` is called once `active` has
 * stayed true for `delayMs`; `show(false)` as soon as it turns false. Returns the next setter.
 */
export function delayedSwitch(show: (on: boolean) => void, delayMs = INITIAL_LOAD_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let on = false;
  return {
    set(active: boolean): void {
      if (active) {
        if (on || timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          on = true;
          show(true);
        }, delayMs);
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (on) {
        on = false;
        show(false);
      }
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** `active`, but true only after it has been true for `delayMs` (false at once). */
export function useDelayed(active: boolean, delayMs = INITIAL_LOAD_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  const [lag] = useState(() => delayedSwitch(setShown, delayMs));
  useEffect(() => lag.set(active), [lag, active]);
  useEffect(() => () => lag.dispose(), [lag]);
  return active && shown;
}

/** `value` once it has stayed the same for `delayMs` (the first value at once): a debounce. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
