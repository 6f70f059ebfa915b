// Opens the tab's result stream while a user is signed in (not for anonymous company sessions,
// which may not have one: they poll), and applies its events to the query cache. Mounted once,
// beside the app; renders nothing.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { contextHeaders } from "../../api/client.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { applyPushEvent } from "./push-events.ts";
import { setPushState } from "./push-state.ts";
import { openPushStream } from "./push-stream.ts";

export function PushStream() {
  const { session } = useAuth();
  const cache = useQueryClient();
  const claims = session?.claims;
  // The stream belongs to a user of a tenant: a renewed token keeps it (its next reconnection
  // sends the new one), another user or tenant gets a new one.
  const owner = claims && !claims.sub.startsWith("account:") ? `${claims.tid ?? ""}:${claims.sub}` : null;
  useEffect(() => {
    if (!owner || typeof ReadableStream === "undefined" || typeof TextDecoderStream === "undefined") return;
    const stream = openPushStream({
      headers: contextHeaders,
      onEvent: (event) => applyPushEvent(cache, event),
      onState: setPushState,
    });
    return () => stream.stop();
  }, [owner, cache]);
  return null;
}
