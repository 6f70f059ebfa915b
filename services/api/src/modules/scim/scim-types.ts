// The caller of a SCIM call as the services see it: the token (its tenant) and where from.
import type { ScimCaller } from "./scim-token-auth.ts";

export interface ScimTokenCaller extends ScimCaller {
  /** The client's address (the audit log's remoteAddress). */
  ip: string;
  /** The address resources' locations are given under, e.g. https://api.example.com. */
  baseUrl: string;
}
