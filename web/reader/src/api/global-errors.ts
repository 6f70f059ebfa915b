// The global error handler of spec 3 §8 / 1 §8, as client middleware: every failed call shows a
// notification unless the caller takes care of it.
//   - 401 on the account request: silent. Another 401 while signed in: the session is over.
//   - 500 with detail 'account id not exist': sign out with an "unauthorized" sign-in error.
//   - status 0 (no answer) and proxy statuses without a problem body: 'Server not reachable'.
//   - 400: the app-error header (message key) with the entity name of app-params; otherwise one
//     'Error on field …' per field error (Min, Max, DecimalMin, DecimalMax read as Size);
//     otherwise the reply's message and params.
//   - 404: 'Not found'.
//   - others: the reply's message, except on the tracked-documents path.
//   - no reply: a failed GET of the account is only logged; cancelled requests (the caller's
//     signal aborted, whatever its reason, e.g. a newer search cancelling the last one) are
//     ignored; a call that got no answer within the 600000 ms timeout (client.ts) says so; a
//     network failure (fetch's TypeError, the spec's status 0) shows 'Server not reachable';
//     anything else shows its own message (a message key is translated) with 'Unknown error!'
//     as the fallback when it has none.
// A call may carry its own messages or take failures on itself: `client.GET(path, { …, ui: {…} })`.

import { isProblem, type Problem } from "@norma/web-shared/problem";
import type { Middleware } from "openapi-fetch";
import { type Message, serverMessageOf } from "../features/notify/message.ts";
import { notify } from "../features/notify/notify-store.ts";
import { activity, showsSpinner } from "./activity.ts";
import { SESSION_401_KEYS } from "./session-401.ts";

export { SESSION_401_KEYS };

export interface CallUi {
  /** true: no message on failure (the caller shows one); a list: no message for these statuses. */
  silent?: boolean | number[];
  /** No global spinner for this call. */
  quiet?: boolean;
  /** Shown instead of the server's message when the call fails. */
  errorMessage?: Message;
  /** Shown when the call succeeds (by its key: translated when shown, and again on a language change). */
  successMessage?: Message;
}

export type SessionLostReason = "expired" | "account";

let sessionLost: (reason: SessionLostReason) => void = () => {};

/** The auth provider registers how to end the session. */
export function onSessionLost(handler: (reason: SessionLostReason) => void): void {
  sessionLost = handler;
}

export const ACCOUNT_NOT_EXIST = "account id not exist";

const SIZE_CODES = new Set(["Min", "Max", "DecimalMin", "DecimalMax"]);

function uiOf(request: Request): CallUi {
  return ((request as unknown as { ui?: CallUi }).ui ?? {}) as CallUi;
}

function isSilent(ui: CallUi, status: number): boolean {
  return ui.silent === true || (Array.isArray(ui.silent) && ui.silent.includes(status));
}

function hasToken(request: Request): boolean {
  return request.headers.has("Authorization");
}

/** A server message key, falling back to the server's own text (translated when shown). */
export const serverMessage = serverMessageOf;

/** The messages the spec's handler shows for a failed reply (empty when it shows none). */
export function messagesFor(schemaPath: string, response: Response, body: unknown): Message[] {
  const problem: Problem | null = isProblem(body) ? body : null;
  const status = response.status;
  if (status === 400) {
    const appError = response.headers.get("app-error");
    if (appError) {
      const fallback: string | Message = problem?.detail || { key: "errors.badRequest" };
      return [serverMessage(appError, fallback, response.headers.get("app-params") ?? undefined)];
    }
    if (problem?.fieldErrors?.length) {
      return problem.fieldErrors.map(
        (f): Message => ({
          key: "errors.fieldError",
          options: {
            field: f.field,
            constraint: {
              key: `errors.constraints.${SIZE_CODES.has(f.message) ? "Size" : f.message}` as never,
              options: { defaultValue: f.detail ?? f.message },
            } satisfies Message,
          },
        }),
      );
    }
    return [serverMessage(problem?.message, problem?.detail || { key: "errors.badRequest" }, problem?.params)];
  }
  // A reply with status 0 (an opaque or failed reply handed back by a fetch layer) is the spec's
  // "no connection".
  if (status === 0) return [{ key: "errors.serverNotReachable" }];
  if (status === 404) return [{ key: "errors.notFound" }];
  if (schemaPath.startsWith("/api/tracked-documents")) return [];
  if (!problem && (status === 502 || status === 503 || status === 504)) return [{ key: "errors.serverNotReachable" }];
  if (problem) {
    const unknown: Message = { key: "errors.unknown" };
    return [serverMessage(problem.message, problem.detail || problem.title || unknown, problem.params)];
  }
  return [{ key: "errors.unknown" }];
}

export const activityMiddleware: Middleware = {
  onRequest({ request, schemaPath, id }) {
    if (showsSpinner(schemaPath, uiOf(request).quiet)) activity.start(id);
  },
  onResponse({ id }) {
    activity.end(id);
  },
  onError({ id }) {
    activity.end(id);
  },
};

export const errorMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const ui = uiOf(request);
    if (response.ok) {
      if (ui.successMessage) notify("SUCCESS", ui.successMessage);
      return;
    }
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const status = response.status;
    if (status === 500 && isProblem(body) && body.detail === ACCOUNT_NOT_EXIST) {
      sessionLost("account");
      return;
    }
    if (status === 401) {
      // A 401 that names another reason than the session (the compass points' user-type refusal)
      // is a message like any other: the user stays signed in (issue 26 §18).
      // The account request's 401 is silent; any other 401 with a token means the session ended.
      if (!hasToken(request) || schemaPath.startsWith("/api/authenticate")) return;
      if (isProblem(body) && body.message && !SESSION_401_KEYS.has(body.message)) {
        if (!isSilent(ui, status)) notify("ERROR", ui.errorMessage ?? serverMessage(body.message, body.detail ?? ""));
        return;
      }
      sessionLost("expired");
      return;
    }
    if (isSilent(ui, status)) return;
    if (ui.errorMessage) {
      notify("ERROR", ui.errorMessage);
      return;
    }
    for (const message of messagesFor(schemaPath, response, body)) notify("ERROR", message);
  },
  onError({ request, error, schemaPath }) {
    const ui = uiOf(request);
    const name = (error as { name?: string } | null)?.name;
    // Cancelled by the caller (a newer search, a closed page): nothing to say. A signal aborted
    // with a reason of its own rejects with that reason, not an AbortError.
    if (name === "AbortError" || request.signal.aborted) return;
    if (request.method === "GET" && schemaPath === "/api/account") {
      console.warn("account request failed", error);
      return;
    }
    if (isSilent(ui, 0)) return;
    notify("ERROR", ui.errorMessage ?? noReplyMessage(error));
  },
};

/** The message for a call that got no reply (spec: 'Unknown error!' when there is none). */
export function noReplyMessage(error: unknown): Message {
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError") return { key: "errors.timeout" };
  // fetch rejects with a TypeError when the network fails (no connection, DNS, CORS, reset).
  if (error instanceof TypeError) return { key: "errors.serverNotReachable" };
  const unknown: Message = { key: "errors.unknown" };
  const message =
    typeof error === "string"
      ? error
      : typeof (error as { message?: unknown } | null)?.message === "string"
        ? (error as { message: string }).message
        : "";
  return message.trim() ? serverMessage(message, message) : unknown;
}
