// The query functions' rule (queries.ts): a reply without data fails the query (the global
// handler has said why) instead of caching `undefined` as if the list were empty.
import { describe, expect, it } from "vitest";
import { dataOf, orFail, QueryFailed } from "./queries.ts";

const reply = <T>(data: T | undefined, status: number) =>
  Promise.resolve({ data, response: new Response(null, { status }) });

describe("dataOf", () => {
  it("hands a reply's data over", async () => {
    await expect(dataOf(reply({ count: 0 }, 200))).resolves.toEqual({ count: 0 });
  });

  it("fails a reply without data, with its status", async () => {
    const failure = await dataOf(reply(undefined, 503)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailed);
    expect((failure as QueryFailed).status).toBe(503);
  });

  it("fails when the call itself threw", async () => {
    await expect(dataOf(Promise.reject(new TypeError("offline")))).rejects.toThrow("offline");
  });
});

describe("orFail", () => {
  it("keeps a value, null included (a group that does not exist)", () => {
    expect(orFail(null)).toBeNull();
    expect(orFail([])).toEqual([]);
  });

  it("fails on undefined (the call failed)", () => {
    expect(() => orFail(undefined)).toThrow(QueryFailed);
  });
});
