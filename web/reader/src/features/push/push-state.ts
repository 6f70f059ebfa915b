// Whether the tab's result stream is open (push-stream.ts): the compare checks poll at a slower
// pace while it is (compare-queries.ts), at their usual pace when it is not. Kept apart from the
// stream so that the queries read it without loading the stream's code.
import type { StreamState } from "./push-stream.ts";

let current: StreamState = "closed";

export const pushState = (): StreamState => current;
export const pushHealthy = (): boolean => current === "open";
export function setPushState(state: StreamState): void {
  current = state;
}
