// The fetch of ra-data-simple-rest: the same headers as the typed client (bearer token,
// RequestId, AuthMode, X-Tenant), and a problem's `detail` as the error message react-admin shows.

import { problemText } from "@norma/web-shared/problem";
import { fetchUtils, HttpError } from "react-admin";
import { contextHeaders } from "../api/client.ts";

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: "application/json" });
  for (const [name, value] of Object.entries(contextHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw consoleHttpError(error);
  }
}

/**
 * The error react-admin shows: a refusal (403) is one translated sentence, not the API's detail
 * (which lists authority names); other problems show their detail.
 */
export function consoleHttpError(error: unknown): unknown {
  if (error instanceof HttpError && error.status === 403)
    return new HttpError("norma.auth.notAuthorized", 403, error.body);
  const detail = error instanceof HttpError ? problemText(error.body) : null;
  if (error instanceof HttpError && detail && detail !== error.message)
    return new HttpError(detail, error.status, error.body);
  return error;
}
