// The tenant configuration's query (tenant-queries.ts): an unknown tenant and a failed call are
// answers the provider shows (not failed queries, which a mount would ask again), and the entry
// survives the session's end (clearQueryCache keeps it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { clearQueryCache, queryClient } from "../../api/queries.ts";
import { aTenant } from "../../api/test-helpers.ts";
import { tenantConfigQuery } from "./tenant-queries.ts";

/** The typed client's reply: data, or an error status. */
function answer(data: unknown, status: number) {
  return vi
    .spyOn(client, "POST")
    .mockResolvedValue({ data, error: data ? undefined : {}, response: new Response(null, { status }) } as never);
}

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe("tenant configuration query", () => {
  it("asks for the tenant by name (silent: the provider says why) and hands its configuration over", async () => {
    const post = answer(aTenant(), 200);
    expect(await queryClient.fetchQuery(tenantConfigQuery("astm"))).toEqual({ status: "ready", config: aTenant() });
    expect(post).toHaveBeenCalledWith("/api/tenant/get-tenant-config-for-ui", {
      body: { tenantName: "astm" },
      ui: { silent: true },
    });
    await queryClient.fetchQuery(tenantConfigQuery(null));
    expect(post).toHaveBeenLastCalledWith("/api/tenant/get-tenant-config-for-ui", { body: {}, ui: { silent: true } });
  });

  it("says an unknown tenant (404) apart from no usable answer", async () => {
    answer(undefined, 404);
    expect(await queryClient.fetchQuery(tenantConfigQuery("nope"))).toEqual({ status: "invalid" });
    answer(undefined, 503);
    expect(await queryClient.fetchQuery(tenantConfigQuery("down"))).toEqual({ status: "unreachable" });
    vi.spyOn(client, "POST").mockRejectedValue(new TypeError("offline"));
    expect(await queryClient.fetchQuery(tenantConfigQuery("offline"))).toEqual({ status: "unreachable" });
  });

  it("outlives the session's end, unlike the session's data", async () => {
    answer(aTenant(), 200);
    await queryClient.fetchQuery(tenantConfigQuery("astm"));
    queryClient.setQueryData(["favorites", "page", {}], "cached");
    clearQueryCache();
    expect(queryClient.getQueryData(tenantConfigQuery("astm").queryKey)).toEqual({
      status: "ready",
      config: aTenant(),
    });
    expect(queryClient.getQueryData(["favorites", "page", {}])).toBeUndefined();
  });
});
