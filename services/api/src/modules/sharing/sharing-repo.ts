// Content shares: with users, external e-mails and groups. Every query names the tenant.
import type { Db } from "@norma/db";
import { createSharedListQueries } from "./sharing-list-queries.ts";
import { createSharePeopleQueries } from "./sharing-people-queries.ts";
import { createShareQueries } from "./sharing-share-queries.ts";

export type { ShareRow } from "./sharing-scope.ts";

export function createSharingRepo(db: Db) {
  return {
    db,
    ...createSharePeopleQueries(db),
    ...createShareQueries(db),
    ...createSharedListQueries(db),
  };
}

export type SharingRepo = ReturnType<typeof createSharingRepo>;
