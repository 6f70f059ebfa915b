// Sharing's keys: what sharing a document, a group's change and a link's change each refresh.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
  publicationsSharedQuery,
  sharedWithMeQuery,
  shareLinkAccessesQuery,
  shareLinkOpeningQuery,
  shareLinksQuery,
  shareRecipientsQuery,
  sharingKeys,
} from "./sharing-queries.ts";

const standards = sharedWithMeQuery("STANDARD", { page: 0, size: 10 }).queryKey;
const publications = sharedWithMeQuery("PUBLICATION", { page: 1, size: 10 }).queryKey;
const byMe = publicationsSharedQuery({ page: 0, size: 10 }).queryKey;
const recipients = shareRecipientsQuery(42).queryKey;
const mine = shareLinksQuery("mine", 42, { page: 0, size: 20 }).queryKey;
const tenant = shareLinksQuery("tenant", null, { page: 0, size: 20 }).queryKey;
const accesses = shareLinkAccessesQuery(7).queryKey;
const opening = shareLinkOpeningQuery("abc").queryKey;
const every = [standards, publications, byMe, recipients, mine, tenant, accesses, opening];

describe("sharing queries", () => {
  it("tell the two tabs and their pages apart", () => {
    expect(standards).toEqual(["sharing", "with-me", "STANDARD", { page: 0, size: 10 }]);
    expect(publications).not.toEqual(sharedWithMeQuery("STANDARD", { page: 1, size: 10 }).queryKey);
  });

  it("shared with me (a share, a group's change) reaches both tabs only", async () => {
    expect(await keysInvalidatedBy(sharingKeys.sharedWithMe, every)).toEqual([standards, publications]);
  });

  it("a link's change reaches the lists and logs, never the opening of a link (it logs a visit)", async () => {
    expect(await keysInvalidatedBy(sharingKeys.links, every)).toEqual([mine, tenant, accesses]);
  });

  it("a scope's lists are reached by its own prefix", async () => {
    expect(await keysInvalidatedBy(sharingKeys.linkList("mine"), every)).toEqual([mine]);
  });
});
