// Reads of the COUNTER roll-ups (counter_usage_monthly, counter_platform_monthly and the yearly
// counter_item_yearly and counter_title_yearly, kept by modules/usage as events arrive)
// and of what the reports name: accounts, documents, videos, API keys. Every query is scoped by
// the tenant.
import type { Db } from "@norma/db";
import { createCounterNamingQueries } from "./counter-naming-queries.ts";
import { createCounterUsageQueries } from "./counter-usage-queries.ts";

export type { AccountScope, UsageRow, WideUsageRow } from "./counter-usage-queries.ts";

export function createCounterRepo(db: Db) {
  return {
    ...createCounterUsageQueries(db),
    ...createCounterNamingQueries(db),
  };
}

export type CounterRepo = ReturnType<typeof createCounterRepo>;
