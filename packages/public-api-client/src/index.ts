// A typed client of Norma's public API (/api/public/v1, docs/api.md): the calls, their parameters
// and replies are the contract's (public-api-types.ts, generated from openapi.yaml by
// `npm run gen:api`), sent with openapi-fetch, the library the reader and the console use. Only
// the API key and the library's address are the caller's to give.
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, paths } from "./public-api-types.ts";

export type { components, paths };
export type PublicApiClient = Client<paths>;
export type PublicChange = components["schemas"]["PublicChange"];
export type PublicTracking = components["schemas"]["PublicTracking"];
export type PublicReference = components["schemas"]["DocumentReference"];
export type PublicUsage = components["schemas"]["PublicUsage"];

export interface PublicApiOptions {
  /** The library's address, e.g. https://library.example.com (the API answers under /api/public/v1). */
  baseUrl: string;
  /** An API key made in the console (`nk_…`), with the scopes the calls need. */
  apiKey: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A client whose every call carries the key (`Authorization: Bearer <key>`). */
export function createPublicApiClient(options: PublicApiOptions): PublicApiClient {
  if (!/^nk_/.test(options.apiKey)) throw new Error("An API key of the console starts with nk_");
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const withKey: Middleware = {
    onRequest({ request }) {
      request.headers.set("Authorization", `Bearer ${options.apiKey}`);
      return request;
    },
  };
  client.use(withKey);
  return client;
}

/** A refused call: the API's problem+json (its `status`, `title`, `detail`, `message`). */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: unknown,
  ) {
    const detail = (problem as { detail?: unknown } | null)?.detail;
    super(typeof detail === "string" ? detail : `The public API answered ${status}`);
    this.name = "PublicApiError";
  }
}

/**
 * The changes feed from a cursor (none: from the beginning), page after page until nothing is
 * new. Each page's `nextCursor` comes with it: a caller that stores the last one it has handled
 * resumes there next time, missing nothing.
 */
export async function* changesSince(
  client: PublicApiClient,
  cursor?: string,
  pageSize = 100,
): AsyncGenerator<{ changes: PublicChange[]; nextCursor: string }> {
  let from = cursor;
  for (;;) {
    const { data, error, response } = await client.GET("/api/public/v1/changes", {
      params: { query: { ...(from ? { cursor: from } : {}), limit: pageSize } },
    });
    if (!data) throw new PublicApiError(response.status, error);
    yield { changes: data.changes, nextCursor: data.nextCursor };
    if (!data.hasMore) return;
    from = data.nextCursor;
  }
}

/**
 * Every tracking of the key's account (scope `tracking`; a key of one account), newest first,
 * page after page; `userId` narrows to one member.
 */
export async function* trackedDocuments(
  client: PublicApiClient,
  options: { userId?: number; pageSize?: number } = {},
): AsyncGenerator<PublicTracking> {
  for (let page = 0; ; page++) {
    const { data, error, response } = await client.GET("/api/public/v1/tracked-documents", {
      params: {
        query: { page, size: options.pageSize ?? 100, ...(options.userId ? { userId: options.userId } : {}) },
      },
    });
    if (!data) throw new PublicApiError(response.status, error);
    yield* data.results;
    if (!data.hasMore) return;
  }
}

/** Every reference an edition makes (scope `summaries`), in the document's order, page after page. */
export async function* referencesOf(
  client: PublicApiClient,
  id: number,
  pageSize = 100,
): AsyncGenerator<PublicReference> {
  for (let page = 0; ; page++) {
    const { data, error, response } = await client.GET("/api/public/v1/documents/{id}/references", {
      params: { path: { id }, query: { page, size: pageSize } },
    });
    if (!data) throw new PublicApiError(response.status, error);
    yield* data.references;
    if (!data.hasMore) return;
  }
}
