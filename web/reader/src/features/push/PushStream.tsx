// Opens the tab's result stream while a user is signed in (not for anonymous company sessions,
// which may not have one: they poll), and applies its events to the query cache. Mounted once,
// beside the app; renders nothing. The stream's code is loaded after the first screen (a chunk
// of its own): it is not part of the reader's initial JavaScript.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { contextHeaders } from "../../api/client.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { setPushState } from "./push-state.ts";

export function PushStream() {
  const { session } = useAuth();
  const cache = useQueryClient();
  const claims = session?.claims;
  // The stream belongs to a user of a tenant: a renewed token keeps it (its next reconnection
  // sends the new one), another user or tenant gets a new one.
  const owner = claims && !claims.sub.startsWith("account:") ? `${claims.tid ?? ""}:${claims.sub}` : null;
  useEffect(() => {
    if (!owner || typeof ReadableStream === "undefined" || typeof TextDecoderStream === "undefined") return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([import("./push-stream.ts"), import("./push-events.ts")]).then(
      ([{ openPushStream }, { applyPushEvent }]) => {
        if (cancelled) return;
        stop = openPushStream({
          headers: contextHeaders,
          onEvent: (event) => applyPushEvent(cache, event),
          onState: setPushState,
        }).stop;
      },
      // The chunk did not load (a new deployment, the network): the features poll.
      () => {},
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner, cache]);
  return null;
}
