// Fetches GET /management/health. The API answers 200 when every component is UP and 503 (with
// the same body) when one is DOWN; both are a health report. Anything else is an error.

import type { components } from "@norma/contracts/api-types";
import type { ApiClient } from "../api/client.ts";

export type Health = components["schemas"]["Health"];
export type HealthComponent = components["schemas"]["HealthComponent"];

export class HealthUnavailable extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? "no answer" : `HTTP ${status}`);
  }
}

function isHealth(value: unknown): value is Health {
  const v = value as Health | null;
  return typeof v === "object" && v !== null && typeof v.status === "string" && typeof v.components === "object";
}

export async function fetchHealth(api: ApiClient, signal?: AbortSignal): Promise<Health> {
  const result = await api.GET("/management/health", { signal }).catch((err: unknown) => {
    if (signal?.aborted) throw err;
    return null;
  });
  if (!result) throw new HealthUnavailable(null);
  if (result.data) return result.data;
  if (result.response.status === 503 && isHealth(result.error)) return result.error;
  throw new HealthUnavailable(result.response.status);
}

/** "key: value" pairs of a component's details, for one table cell. */
export function describeDetails(details: HealthComponent["details"]): string[] {
  if (!details) return [];
  return Object.entries(details).map(
    ([key, value]) => `${key}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}`,
  );
}
