// The global error handler of spec 3 §8 / 1 §8, as the client's middleware sees replies.
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { messageText } from "../features/notify/message.ts";
import { clearNotifications, notifications } from "../features/notify/notify-store.ts";
import i18n, { loadLocale } from "../i18n/index.ts";
import arabic from "../i18n/locales/ar.json";
import { errorMiddleware, onSessionLost, type SessionLostReason } from "./global-errors.ts";

type OnResponse = NonNullable<typeof errorMiddleware.onResponse>;
type OnError = NonNullable<typeof errorMiddleware.onError>;

function request(method: string, path: string, options: { token?: boolean; ui?: object } = {}): Request {
  const r = new Request(`http://reader.test${path}`, {
    method,
    headers: options.token === false ? {} : { Authorization: "Bearer t" },
  });
  if (options.ui) (r as unknown as { ui: object }).ui = options.ui;
  return r;
}

function problem(status: number, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ type: "about:blank", title: "Problem", status, ...fields }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });
}

async function reply(method: string, schemaPath: string, response: Response, ui?: object) {
  const onResponse = errorMiddleware.onResponse as OnResponse;
  await onResponse({
    request: request(method, schemaPath, { ui }),
    response,
    schemaPath,
    params: {},
    options: {} as never,
    id: "1",
  });
}

async function failure(method: string, schemaPath: string, error: unknown, ui?: object) {
  const onError = errorMiddleware.onError as OnError;
  await onError({
    request: request(method, schemaPath, { ui }),
    error,
    schemaPath,
    params: {},
    options: {} as never,
    id: "1",
  });
}

const shown = () => notifications.get().map((n) => messageText(n.message));
let lost: SessionLostReason[] = [];

beforeEach(() => {
  clearNotifications();
  lost = [];
  onSessionLost((reason) => lost.push(reason));
});
afterEach(() => {
  clearNotifications();
  vi.restoreAllMocks();
});

// English is loaded on demand (i18n/index.ts), as the app does before its first render.
beforeAll(() => loadLocale("en"));

describe("no reply (status 0)", () => {
  it("shows 'Server not reachable' when the network fails", async () => {
    await failure("GET", "/api/documents/metadata", new TypeError("Failed to fetch"));
    expect(shown()).toEqual(["Server not reachable"]);
  });

  it("ignores a cancelled request", async () => {
    await failure("POST", "/api/documents/search", new DOMException("aborted", "AbortError"));
    expect(shown()).toEqual([]);
  });

  it("says so when the 600000 ms timeout passed", async () => {
    await failure("POST", "/api/documents/search", new DOMException("late", "TimeoutError"));
    expect(shown()).toEqual(["The server did not answer in time. Please try again."]);
  });

  it("only logs a failed GET of the account", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await failure("GET", "/api/account", new TypeError("Failed to fetch"));
    expect(shown()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it("shows the call's own message instead", async () => {
    await failure("GET", "/api/documents/metadata", new TypeError("x"), {
      errorMessage: { fallback: "Could not load" },
    });
    expect(shown()).toEqual(["Could not load"]);
  });

  it("ignores a request its caller cancelled with a reason of its own (cancelSearch)", async () => {
    const controller = new AbortController();
    controller.abort("cancelSearch");
    const onError = errorMiddleware.onError as OnError;
    const cancelled = new Request("http://reader.test/api/documents/search", {
      method: "POST",
      signal: controller.signal,
    });
    await onError({
      request: cancelled,
      error: "cancelSearch",
      schemaPath: "/api/documents/search",
      params: {},
      options: {} as never,
      id: "1",
    });
    expect(shown()).toEqual([]);
  });

  it("a failed GET of the account is only logged, whatever the failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await failure("GET", "/api/account", new DOMException("late", "TimeoutError"));
    await failure("GET", "/api/account", new Error("boom"));
    expect(shown()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("another call to the account URL (not a GET) is reported", async () => {
    await failure("POST", "/api/account", new TypeError("Failed to fetch"));
    expect(shown()).toEqual(["Server not reachable"]);
  });

  it("a silent call shows nothing when it got no reply", async () => {
    await failure("GET", "/api/x", new TypeError("Failed to fetch"), { silent: true });
    await failure("GET", "/api/x", new Error("boom"), { silent: [0] });
    expect(shown()).toEqual([]);
  });

  it("shows another failure's own message, translated when it is a message key", async () => {
    await failure("GET", "/api/x", new Error("The reply could not be read"));
    expect(shown()).toEqual(["The reply could not be read"]);
    clearNotifications();
    await failure("GET", "/api/x", new Error("error.validation"));
    expect(shown()).toEqual(["Some fields are not valid."]);
  });

  it("falls back to 'Unknown error!' when the failure has no message", async () => {
    for (const error of [new Error(""), new Error("  "), undefined, null, { code: 7 }]) {
      clearNotifications();
      await failure("GET", "/api/x", error);
      expect(shown()).toEqual(["Unknown error!"]);
    }
  });

  it("the fallback follows the interface language", async () => {
    i18n.addResourceBundle("ar", "translation", arabic, true, true);
    await i18n.changeLanguage("ar");
    try {
      await failure("GET", "/api/x", new Error(""));
      expect(shown()).toEqual(["خطأ غير معروف!"]);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("notices follow a language change (issue 26)", () => {
  it("a notice raised in English and still shown reads in Arabic after the switch: keys, server keys, field errors", async () => {
    i18n.addResourceBundle("ar", "translation", arabic, true, true);
    await reply("DELETE", "/api/x", new Response(null, { status: 204 }), {
      successMessage: { key: "favorites.deleted" },
    });
    await reply("GET", "/api/x", problem(400, { message: "error.validation", detail: "invalid" }));
    await reply(
      "POST",
      "/api/y",
      problem(400, {
        fieldErrors: [{ objectName: "x", field: "name", message: "NotBlank", detail: "must not be blank" }],
      }),
    );
    const english = shown();
    expect(english).toEqual(["The favorite was deleted.", "Some fields are not valid.", expect.stringMatching(/name/)]);
    await i18n.changeLanguage("ar");
    try {
      // The same notices, not raised again: their words now the Arabic ones.
      expect(shown()).toEqual([
        arabic.favorites.deleted,
        (arabic.error as Record<string, unknown>).validation,
        expect.stringMatching(/name/),
      ]);
      const [, , field] = shown();
      expect(field).not.toBe(english[2]);
      expect(field).toContain(arabic.errors.constraints.NotBlank);
    } finally {
      await i18n.changeLanguage("en");
    }
    // And back.
    expect(shown()).toEqual(english);
  });

  it("the server's own words, which the reader has no key for, stay as they are", async () => {
    await reply("GET", "/api/x", problem(500, { detail: "The catalogue is being rebuilt" }));
    i18n.addResourceBundle("ar", "translation", arabic, true, true);
    await i18n.changeLanguage("ar");
    try {
      expect(shown()).toEqual(["The catalogue is being rebuilt"]);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a reply without a message", () => {
  it("status 0 (a failed reply handed back) gives 'Server not reachable'", async () => {
    await reply("GET", "/api/x", Response.error());
    expect(shown()).toEqual(["Server not reachable"]);
  });

  it("a reply that is not a problem falls back to 'Unknown error!'", async () => {
    await reply(
      "GET",
      "/api/x",
      new Response("<h1>Oops</h1>", { status: 500, headers: { "Content-Type": "text/html" } }),
    );
    expect(shown()).toEqual(["Unknown error!"]);
  });

  it("a problem with no text at all falls back to 'Unknown error!'", async () => {
    await reply("GET", "/api/x", problem(500, { title: "" }));
    expect(shown()).toEqual(["Unknown error!"]);
  });

  it("a proxy status without a problem body gives 'Server not reachable'", async () => {
    await reply("GET", "/api/x", new Response("Bad gateway", { status: 502 }));
    expect(shown()).toEqual(["Server not reachable"]);
  });
});

describe("400", () => {
  it("uses the app-error header's message with the entity name of app-params", async () => {
    i18n.addResource("en", "translation", "test.entityCreated", "A new {{entityName}} was created");
    // The catalogue is the process's: the key goes again once the test is over.
    onTestFinished(() => {
      delete (i18n.store.data.en.translation as Record<string, unknown>).test;
    });
    await reply(
      "POST",
      "/api/content-favorites",
      problem(400, {}, { "app-error": "test.entityCreated", "app-params": "favorite" }),
    );
    expect(shown()).toEqual(["A new favorite was created"]);
  });

  it("falls back to the reply's detail when the app-error key is unknown", async () => {
    await reply("POST", "/api/x", problem(400, { detail: "Bad thing" }, { "app-error": "no.such.key" }));
    expect(shown()).toEqual(["Bad thing"]);
  });

  it("shows one 'Error on field …' per field error, Min, Max, DecimalMin and DecimalMax read as Size", async () => {
    await reply(
      "PUT",
      "/api/user-accounts",
      problem(400, {
        fieldErrors: [
          { objectName: "account", field: "city", message: "Min" },
          { objectName: "account", field: "postalCode", message: "Max" },
          { objectName: "account", field: "amount", message: "DecimalMin" },
          { objectName: "account", field: "price", message: "DecimalMax" },
          { objectName: "account", field: "country", message: "NotNull" },
        ],
      }),
    );
    const size = "the length or size is outside the allowed range";
    expect(shown()).toEqual(
      [
        `Error on field city: ${size}`,
        `Error on field postalCode: ${size}`,
        `Error on field amount: ${size}`,
        // Three at a time on screen: the oldest went.
        `Error on field price: ${size}`,
        "Error on field country: is required",
      ].slice(-3),
    );
  });

  it("otherwise shows the reply's message (a key) or its detail", async () => {
    await reply("POST", "/api/x", problem(400, { message: "error.validation" }));
    expect(shown()).toEqual(["Some fields are not valid."]);
  });
});

describe("other statuses", () => {
  it("404 gives 'Not found'", async () => {
    await reply("GET", "/api/documents/metadata", problem(404, { detail: "Can not find content" }));
    expect(shown()).toEqual(["Not found"]);
  });

  it("others show the reply's message", async () => {
    await reply("GET", "/api/x", problem(409, { message: "error.conflict" }));
    expect(shown()).toEqual(["Someone changed this in the meantime. Please reload and try again."]);
  });

  it("are not shown on the tracked-documents path", async () => {
    await reply("POST", "/api/tracked-documents", problem(500, { detail: "Tracker Service Unavailable" }));
    await reply("PUT", "/api/tracked-documents/{id}", problem(409, { detail: "x" }));
    expect(shown()).toEqual([]);
  });

  it("a silent call shows nothing; a call silent for some statuses shows the others", async () => {
    await reply("GET", "/api/x", problem(500, { detail: "boom" }), { silent: true });
    await reply("GET", "/api/x", problem(403, { detail: "no" }), { silent: [403] });
    expect(shown()).toEqual([]);
    await reply("GET", "/api/x", problem(500, { detail: "boom" }), { silent: [403] });
    expect(shown()).toEqual(["boom"]);
  });

  it("a success can carry its own message", async () => {
    await reply("DELETE", "/api/content-favorites/{id}", new Response(null, { status: 204 }), {
      successMessage: { fallback: "Deleted" },
    });
    expect(shown()).toEqual(["Deleted"]);
  });
});

describe("the session", () => {
  it("500 with detail 'account id not exist' signs out with the unauthorized error", async () => {
    await reply("GET", "/api/favorite-documents/current-user", problem(500, { detail: "account id not exist" }));
    expect(lost).toEqual(["account"]);
    expect(shown()).toEqual([]);
  });

  it("a 401 on the account request is silent", async () => {
    await reply("GET", "/api/account", problem(401, { detail: "expired" }));
    expect(shown()).toEqual([]);
  });

  it("another 401 with a token ends the session (expired); a sign-in's 401 does not", async () => {
    await reply("GET", "/api/favorite-documents/current-user", problem(401));
    expect(lost).toEqual(["expired"]);
    await reply("POST", "/api/authenticate", problem(401, { detail: "Bad credentials" }));
    expect(lost).toEqual(["expired"]);
    expect(shown()).toEqual([]);
  });

  it("a 401 naming another reason than the session (the compass points' user type) keeps the user signed in", async () => {
    await reply(
      "GET",
      "/api/v1/compasspoint",
      problem(401, { detail: "not eligible", message: "error.compass-points.user-type" }),
    );
    expect(lost).toEqual([]);
    expect(shown()).toHaveLength(1);
    // The session's own 401s still end it.
    await reply("GET", "/api/favorite-documents/current-user", problem(401, { message: "error.token.revoked" }));
    expect(lost).toEqual(["expired"]);
  });
});
