// A thread of the sanitiser pool (sanitizer-pool.ts): sanitises the HTML it is sent with
// DOMPurify on jsdom (@norma/documents html/html-safety.ts, with which the workers make the stored copies too)
// and answers with the result, one message at a time. The jsdom window and DOMPurify live in this thread, so a large document blocks this thread's loop,
// never the API's.
import { parentPort } from "node:worker_threads";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";

export interface SanitizeRequest {
  id: number;
  html: string;
}
/** A request's answer; `{ ready: true }` first, once the sanitiser (jsdom) is loaded. */
export type SanitizeReply = { id: number; html: string } | { id: number; error: string } | { ready: true };

const port = parentPort;
if (!port) throw new Error("sanitize-worker runs as a worker thread of sanitizer-pool.ts");
port.on("message", (request: SanitizeRequest) => {
  let reply: SanitizeReply;
  try {
    reply = { id: request.id, html: sanitizeDocumentHtml(request.html) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies SanitizeReply);
