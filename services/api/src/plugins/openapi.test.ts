// Spec-first routing on a fixture contract: replies are serialised from the operation's 2xx
// schema (a field the contract does not name never leaves the server; a value of the wrong type
// fails instead of going out), and declared header parameters are validated like the rest.
import { join } from "node:path";
import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";
import type { OperationHandlers } from "../lib/handlers.ts";
import { loadOpenApi } from "./openapi.ts";

const SHAPES: Record<string, unknown> = {
  exact: { id: 1, name: "ASTM D3039" },
  extra: {
    id: 2,
    name: "ISO 9001",
    passwordHash: "scrypt$…",
    tags: ["quality"],
    owner: { email: "a@example.com", tenantSecret: "x" },
  },
  "wrong-type": { id: "not-a-number", name: "x" },
  "missing-required": { name: "no id" },
  "number-as-name": { id: 3, name: 42 },
};

const handlers = {
  itemReply: async (request: { query: { shape: string } }) => SHAPES[request.query.shape],
  pageReply: async () => ({
    count: 2,
    result: [
      { id: 1, name: "a", internal: true },
      { id: 2, name: "b", internal: true },
    ],
    debug: "not in the contract",
  }),
  createdReply: async (_request: unknown, reply: { code: (n: number) => unknown }) => {
    reply.code(201);
    return { id: 9, name: "created", extra: "dropped" };
  },
  versionedReply: async (request: { headers: Record<string, unknown> }) => ({
    version: request.headers["x-api-version"],
    trace: (request.headers["x-trace"] as string | undefined) ?? null,
  }),
} as unknown as OperationHandlers;

const api = useApi({
  build: { api: loadOpenApi(join(import.meta.dirname, "__fixtures__", "serialise-spec.yaml")), handlers },
});
const item = (shape: string) => api.request({ method: "GET", url: `/s/item?shape=${shape}` });

describe("replies are serialised from the 2xx schema", () => {
  it("a reply that matches the schema leaves as it is", async () => {
    const res = await item("exact");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: "ASTM D3039" });
  });

  it("fields the contract does not name are dropped, nested ones included", async () => {
    const res = await item("extra");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 2, name: "ISO 9001", tags: ["quality"], owner: { email: "a@example.com" } });
    expect(res.body).not.toContain("passwordHash");
    expect(res.body).not.toContain("tenantSecret");
  });

  it("a value of the wrong type fails as a 500 problem instead of leaving the server", async () => {
    const res = await item("wrong-type");
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json()).toMatchObject({ status: 500, detail: "Internal Error" });
    expect(res.body).not.toContain("not-a-number");
  });

  it("a reply without a required field fails as a 500 problem", async () => {
    const res = await item("missing-required");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500 });
    expect(res.body).not.toContain("no id");
  });

  it("a number where the contract says string goes out as a string", async () => {
    expect((await item("number-as-name")).json()).toEqual({ id: 3, name: "42" });
  });

  it("a {count, result} page typed through allOf serialises its items from the item schema", async () => {
    const res = await api.request({ method: "GET", url: "/s/page" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      result: [
        { id: 1, name: "a" },
        { id: 2, name: "b" },
      ],
    });
  });

  it("uses the schema of the status code the handler chose", async () => {
    const res = await api.request({ method: "POST", url: "/s/created" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 9, name: "created" });
  });
});

describe("declared header parameters", () => {
  it("that are valid let the request through", async () => {
    const res = await api.request({
      method: "GET",
      url: "/s/versioned",
      headers: { "x-api-version": "2", "x-trace": "abc" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 2, trace: "abc" });
  });

  it("a missing required header and a bad one are 400 field errors of 'headers', all at once", async () => {
    const missing = await api.request({ method: "GET", url: "/s/versioned" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([
      expect.objectContaining({ objectName: "headers", field: "x-api-version", message: "NotNull" }),
    ]);
    const bad = await api.request({
      method: "GET",
      url: "/s/versioned",
      headers: { "x-api-version": "7", "x-trace": "far-too-long" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectName: "headers", field: "x-api-version", message: "Max" }),
        expect.objectContaining({ objectName: "headers", field: "x-trace", message: "Size" }),
      ]),
    );
  });
});
