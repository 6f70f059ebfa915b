// The signed-out screens' chunk (signed-out-screens.ts) for AuthGate. Not React.lazy: a lazy
// component suspends on its first render even when its chunk is already there, which painted
// 'Loading…' before the sign-in form. main.tsx waits for the chunk (with the locale) before the
// first render when the page opens without a session, so the form is the first thing painted;
// the hook loads it when a session ends later.
import { useEffect, useState } from "react";

type Screens = typeof import("./signed-out-screens.ts");

let loaded: Screens | null = null;
let pending: Promise<Screens> | null = null;

export function loadSignedOutScreens(): Promise<Screens> {
  pending ??= import("./signed-out-screens.ts").then(
    (screens) => {
      loaded = screens;
      return screens;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The screens once loaded (null meanwhile); a failed load is thrown to the error boundary. */
export function useSignedOutScreens(wanted: boolean): Screens | null {
  const [, setLoaded] = useState<Screens | null>(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadSignedOutScreens().then(
      (screens) => live && setLoaded(screens),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (failure) throw failure;
  return loaded;
}
