// Bad input is a 400 problem+json naming the field, never a 5xx (issue 11 items 8 and 9):
// integers past int4, NUL bytes in any string, a publishing item without its content code, and
// the errors raised before routing (bad URL, too long a path parameter, oversized headers).
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";
import { loadOpenApi, nulByteErrors } from "./openapi.ts";

const api = useApi();
const INT4_OVERFLOW = 2147483648;

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/problem\+json/);
  const body = res.json() as { status: number; title: string; type: string };
  expect(body.status).toBe(status);
  return body as { status: number; fieldErrors?: { objectName: string; field: string; message: string }[] };
}

describe("every integer of the contract has a maximum", () => {
  it("openapi.yaml names a maximum (or an enum) for each integer schema", () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${path}[${i}]`);
        return;
      }
      if (!node || typeof node !== "object") return;
      const o = node as Record<string, unknown>;
      const types = Array.isArray(o.type) ? o.type : [o.type];
      if (types.includes("integer") && o.maximum === undefined && o.enum === undefined) missing.push(path);
      for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
    };
    walk(loadOpenApi().doc, "#");
    expect(missing).toEqual([]);
  });

  it.each([
    ["GET", `/api/documents/translations?contentId=${INT4_OVERFLOW}`, "querystring", "contentId"],
    ["DELETE", `/api/content-favorites/${INT4_OVERFLOW}`, "params", "id"],
    ["GET", `/api/documents/pdf/old/${INT4_OVERFLOW}`, "params", "id"],
  ])("%s %s is a 400 naming the field", async (method, url, objectName, field) => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({ method: method as "GET", url, token });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toContainEqual(expect.objectContaining({ objectName, field, message: "Max" }));
  });

  it("POST /api/account/switch with an accountId past int4 is a 400 naming accountId", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/account/switch",
      token,
      payload: { accountId: INT4_OVERFLOW },
    });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toContainEqual(expect.objectContaining({ field: "accountId", message: "Max" }));
  });
});

describe("NUL bytes are refused in every string", () => {
  it("finds them in values and keys, nested, with the field's path", () => {
    expect(nulByteErrors("body", { a: "ok", b: ["x", "y\u0000"], c: { "k\u0000": 1 } })).toEqual([
      { objectName: "body", field: "b[1]", message: "Pattern", detail: "must not contain a NUL byte" },
      { objectName: "body", field: "c.k\u0000", message: "Pattern", detail: "must not contain a NUL byte" },
    ]);
    expect(nulByteErrors("querystring", { q: "plain" })).toEqual([]);
  });

  it("in a query parameter", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({ method: "GET", url: "/api/documents/metadata?contentCode=a%00b", token });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toEqual([
      expect.objectContaining({ objectName: "querystring", field: "contentCode", message: "Pattern" }),
    ]);
  });

  it("in a JSON body", async () => {
    const res = await api.request({
      method: "POST",
      url: "/api/authenticate",
      headers: { "x-tenant": "astm" },
      payload: { email: "a\u0000@astm.example", password: "x" },
    });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toEqual([expect.objectContaining({ objectName: "body", field: "email" })]);
  });

  it("in a path parameter", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({ method: "DELETE", url: "/api/content-favorites/1%00", token });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toEqual([expect.objectContaining({ objectName: "params", field: "id" })]);
  });
});

describe("publishing", () => {
  it("a STATUS item without contentCode is a 400 naming it", async () => {
    const token = await api.login("admin@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/admin/publishing/batches",
      token,
      payload: { items: [{ kind: "STATUS" }] },
    });
    const body = expectProblem(res, 400);
    expect(body.fieldErrors).toContainEqual(expect.objectContaining({ field: "items[0].contentCode" }));
  });

  it("a NEW_VERSION item without publisherKey is a 400 naming it", async () => {
    const token = await api.login("admin@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/admin/publishing/batches",
      token,
      payload: { items: [{ kind: "NEW_VERSION", family: "x", designation: "x" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("publisherKey");
  });
});

describe("errors raised before routing are problem+json", () => {
  it("a path that is not UTF-8 once decoded (FST_ERR_BAD_URL) is a 400", async () => {
    const res = await api.request({ method: "GET", url: "/api/content-favorites/%FF%FE" });
    expectProblem(res, 400);
    expect(res.body).not.toContain("FST_ERR");
  });

  it("a path parameter past the router's limit is a 414", async () => {
    const res = await api.request({ method: "DELETE", url: `/api/content-favorites/${"9".repeat(200)}` });
    expectProblem(res, 414);
  });

  it("headers past Node's limit are a 431 (answered on the socket)", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`GET /management/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`);
      });
      let data = "";
      socket.on("data", (d) => {
        data += d.toString();
      });
      socket.on("close", () => resolve(data));
      socket.on("error", (e) => (data ? resolve(data) : reject(e)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/problem\+json/i);
    const body = JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4));
    expect(body).toMatchObject({ status: 431, title: "Request Header Fields Too Large" });
    // The server still answers afterwards.
    const status = await new Promise<number>((resolve, reject) =>
      httpRequest({ port, host: "127.0.0.1", path: "/api/meta-data/type/COUNTRY" }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      })
        .on("error", reject)
        .end(),
    );
    expect(status).toBeLessThan(500);
  });
});
