// The SCIM service's parts, built once (modules/index.ts): the token check the access hook asks,
// the users and groups services, and the repo the call audit writes with.
import type { Db } from "@norma/db";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { ActorChange } from "../auth/actor-change-bus.ts";
import { createScimGroupsService } from "./scim-groups-service.ts";
import { createScimRepo } from "./scim-repo.ts";
import { createScimTokenAuth } from "./scim-token-auth.ts";
import type { ScimTokenSecrets } from "./scim-token-secrets.ts";
import { createScimUsersService } from "./scim-users-service.ts";

export function createScimServices(deps: {
  db: Db;
  secrets: ScimTokenSecrets;
  limiter: RateLimiter;
  guesses: GuessThrottle;
  defaultLanguage: (tenantId: number) => Promise<string>;
  actorsChanged: (change: ActorChange) => void;
}) {
  const repo = createScimRepo(deps.db);
  return {
    scimRepo: repo,
    scimTokenAuth: createScimTokenAuth({
      db: deps.db,
      secrets: deps.secrets,
      limiter: deps.limiter,
      guesses: deps.guesses,
    }),
    scimUsers: createScimUsersService({
      repo,
      defaultLanguage: deps.defaultLanguage,
      actorsChanged: deps.actorsChanged,
    }),
    scimGroups: createScimGroupsService({ repo, actorsChanged: deps.actorsChanged }),
  };
}
