// Pending requests (spec 1 §4, 3 §4): each pending request shows the spinner until every one is
// done, except the quiet endpoints below (they show their own progress: refinement counts,
// type-ahead, the HTML-compare poll) and calls marked `ui: { quiet: true }`.

/** Operation paths (as in openapi.yaml) that never show the global spinner. */
export const QUIET_ENDPOINTS: ReadonlySet<string> = new Set([
  "/api/authenticate/renew",
  "/api/documents/search/type-ahead",
  "/api/documents/search/type-ahead/publisher",
  "/api/documents/search/top-level/count",
  "/api/documents/entitled-documents/search/top-level/count",
  "/api/documents/search/count",
  "/api/documents/entitled-documents/search/count",
  "/api/refinement/publisher/count",
  "/api/refinement/publisher/entitled-documents/count",
  "/api/v1/html/resultCheck",
  "/api/documents/video",
  "/api/trackers/workItem",
]);

/** Whether a call shows the global spinner: not a quiet endpoint's, nor one marked `quiet`. */
export function showsSpinner(schemaPath: string, quiet: boolean | undefined): boolean {
  return quiet !== true && !QUIET_ENDPOINTS.has(schemaPath);
}

type Listener = () => void;
const pending = new Set<string>();
const listeners = new Set<Listener>();
let snapshot = 0;

function changed() {
  snapshot = pending.size;
  for (const l of listeners) l();
}

export const activity = {
  start(id: string) {
    pending.add(id);
    changed();
  },
  end(id: string) {
    if (pending.delete(id)) changed();
  },
  /** Number of pending requests that show the spinner. */
  count: () => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
