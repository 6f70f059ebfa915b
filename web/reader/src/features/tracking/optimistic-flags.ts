// The value a switch shows while its change is saved. A controlled checkbox whose value comes
// from a mutation's pending variables is put back by React right after the click (the mutation's
// pending state renders a tick later), so the click seemed not to take and the switch flickered;
// the value set here in the click's own handler shows at once, until the change settles (then the
// saved value, or the old one after a refusal).
import { useCallback, useState } from "react";

export function useOptimisticFlags<K>() {
  const [flags, setFlags] = useState<ReadonlyMap<K, boolean>>(() => new Map());
  /** What the switch of `key` shows: the clicked value while it is saved, else the saved one. */
  const shown = useCallback((key: K, saved: boolean) => flags.get(key) ?? saved, [flags]);
  const clicked = useCallback((key: K, value: boolean) => setFlags((m) => new Map(m).set(key, value)), []);
  const settled = useCallback(
    (key: K) =>
      setFlags((m) => {
        const next = new Map(m);
        next.delete(key);
        return next;
      }),
    [],
  );
  return { shown, clicked, settled };
}
