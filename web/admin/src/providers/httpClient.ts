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
    const detail = error instanceof HttpError ? problemText(error.body) : null;
    if (error instanceof HttpError && detail && detail !== error.message) {
      throw new HttpError(detail, error.status, error.body);
    }
    throw error;
  }
}
