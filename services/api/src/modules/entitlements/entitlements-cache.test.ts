// The entitlement scope cache, on a counting in-memory repository (issue 11 item 16: mutants that
// survived the database tests). A scope is cached per tenant and account — a second account served
// by the same process within the cache's lifetime gets its own — expires after its lifetime, is
// bypassed by a fresh check and forgotten by invalidate().
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../lib/actor.ts";
import type { EntitlementsRepo } from "./entitlements-repo.ts";
import { createEntitlementsService, MAX_CACHED_SCOPES } from "./entitlements-service.ts";

type Grant = { publisherId: number | null; collectionId: number | null };

function fakeRepo(grants: Record<string, Grant[]>) {
  const calls: string[] = [];
  const asOf: Date[] = [];
  const repo = {
    grantsOf: async (tenantId: number, accountId: number, now: Date) => {
      calls.push(`${tenantId}:${accountId}`);
      asOf.push(now);
      return grants[`${tenantId}:${accountId}`] ?? [];
    },
  } as unknown as EntitlementsRepo;
  return { repo, calls, asOf };
}

const actor = (tenantId: number, accountId: number | null): Actor =>
  ({ tenantId, accountId, userId: 1, tenantCode: "t", userType: "INDIVIDUAL", authorities: [] }) as unknown as Actor;

const GRANTS: Record<string, Grant[]> = {
  "1:10": [
    { publisherId: 5, collectionId: null },
    { publisherId: 3, collectionId: null },
    { publisherId: 5, collectionId: null },
  ],
  "1:11": [
    { publisherId: null, collectionId: 9 },
    { publisherId: null, collectionId: 7 },
    { publisherId: null, collectionId: 9 },
  ],
  "2:10": [{ publisherId: 9, collectionId: 8 }],
};

afterEach(() => vi.restoreAllMocks());

describe("entitlement scope cache", () => {
  it("each account of a tenant gets its own scope, cached separately", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo, ttlMs: 60_000 });
    expect(await service.scopeOf(actor(1, 10))).toEqual({ publisherIds: [3, 5], collectionIds: [] });
    expect(await service.scopeOf(actor(1, 11))).toEqual({ publisherIds: [], collectionIds: [7, 9] });
    // The same account id in another tenant is another scope.
    expect(await service.scopeOf(actor(2, 10))).toEqual({ publisherIds: [9], collectionIds: [8] });
    expect(await service.scopeOf(actor(1, 10))).toEqual({ publisherIds: [3, 5], collectionIds: [] });
    expect(calls).toEqual(["1:10", "1:11", "2:10"]);
    expect(await service.isEntitled(actor(1, 11), { publisherId: 3, collectionIds: [] })).toBe(false);
    expect(await service.isEntitled(actor(1, 11), { publisherId: 99, collectionIds: [1, 7] })).toBe(true);
  });

  it("a cached scope expires after its lifetime", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo, ttlMs: 1_000 });
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    await service.scopeOf(actor(1, 10));
    now.mockReturnValue(1_000_999);
    await service.scopeOf(actor(1, 10));
    expect(calls).toEqual(["1:10"]);
    now.mockReturnValue(1_001_000);
    await service.scopeOf(actor(1, 10));
    expect(calls).toEqual(["1:10", "1:10"]);
  });

  it("subscriptions are read as of the service's clock (a subscription's dates decide)", async () => {
    const { repo, asOf } = fakeRepo(GRANTS);
    const at = new Date("2026-03-01T10:00:00Z");
    await createEntitlementsService({ repo, clock: () => at }).scopeOf(actor(1, 10));
    expect(asOf).toEqual([at]);
    const before = Date.now();
    await createEntitlementsService({ repo }).scopeOf(actor(1, 10));
    expect(asOf[1]).toBeInstanceOf(Date);
    expect(asOf[1].getTime()).toBeGreaterThanOrEqual(before);
  });

  it("a fresh check reads the subscriptions again", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo, ttlMs: 60_000 });
    await service.scopeOf(actor(1, 10));
    await service.assertEntitled(actor(1, 10), { publisherId: 5, collectionIds: [] }, { fresh: true });
    expect(calls).toEqual(["1:10", "1:10"]);
  });

  it("invalidate(account) forgets that account's scope only; invalidate() forgets all", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo, ttlMs: 60_000 });
    for (const a of [actor(1, 10), actor(1, 11), actor(2, 10)]) await service.scopeOf(a);
    calls.length = 0;
    service.invalidate(11);
    for (const a of [actor(1, 10), actor(1, 11), actor(2, 10)]) await service.scopeOf(a);
    expect(calls).toEqual(["1:11"]);
    calls.length = 0;
    service.invalidate(10);
    for (const a of [actor(1, 10), actor(1, 11), actor(2, 10)]) await service.scopeOf(a);
    expect(calls).toEqual(["1:10", "2:10"]);
    calls.length = 0;
    service.invalidate();
    for (const a of [actor(1, 10), actor(1, 11), actor(2, 10)]) await service.scopeOf(a);
    expect(calls).toEqual(["1:10", "1:11", "2:10"]);
  });

  it("no actor or no selected account: nothing, without asking the repository", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo });
    expect(await service.scopeOf(null)).toEqual({ publisherIds: [], collectionIds: [] });
    expect(await service.scopeOf(actor(1, null))).toEqual({ publisherIds: [], collectionIds: [] });
    await expect(service.assertEntitled(null, { publisherId: 5, collectionIds: [] })).rejects.toMatchObject({
      status: 403,
      title: "User is not entitled for the Document",
      message: "User is not entitled for the Document",
      messageKey: "content-no-access",
    });
    expect(calls).toEqual([]);
  });

  it("at MAX_CACHED_SCOPES accounts, the least recently used scope goes, not the whole cache", async () => {
    const { repo, calls } = fakeRepo(GRANTS);
    const service = createEntitlementsService({ repo, ttlMs: 60_000 });
    for (let account = 1; account <= MAX_CACHED_SCOPES; account++) await service.scopeOf(actor(1, account));
    // Account 1 is answered from memory and becomes the most recently used; account 2 the least.
    await service.scopeOf(actor(1, 1));
    expect(calls.length).toBe(MAX_CACHED_SCOPES);
    // One more account pushes out account 2 only: 1 and 3 are still answered from memory…
    await service.scopeOf(actor(1, MAX_CACHED_SCOPES + 1));
    await service.scopeOf(actor(1, 1));
    await service.scopeOf(actor(1, 3));
    expect(calls.length).toBe(MAX_CACHED_SCOPES + 1);
    // …and account 2 is read again.
    await service.scopeOf(actor(1, 2));
    expect(calls.slice(-1)).toEqual(["1:2"]);
  });
});
