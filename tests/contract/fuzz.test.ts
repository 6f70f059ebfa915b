// Property-based fuzzing of every operation of openapi.yaml (issue 11 item 8): requests generated
// from each operation's own parameter and body schemas — mostly well-formed, with the hostile
// values that once reached PostgreSQL as 500s (integers past int4, NUL bytes, over-long strings,
// wrong types, unknown ids) mixed in — must never answer 5xx.
//
// Bounded: FUZZ_RUNS requests per operation (default 20) from a fixed seed (FUZZ_SEED), about a
// minute for the whole contract. A failure prints the operation, the request and the seed;
// FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx vitest run tests/contract/fuzz.test.ts replays it.

import { loadOpenApi } from "@norma/api/src/plugins/openapi.ts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApi } from "../harness/index.ts";
import { startSamlIdp } from "../harness/saml-idp.ts";

type Json = Record<string, unknown>;
const api = useApi();
const contract = loadOpenApi();
const doc = contract.doc;
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** Calls that end or replace the session: the fuzzer signs in again after them. */
const SPENDS_TOKEN = new Set(["logout", "renewToken", "switchAccount", "authenticate"]);

/** Real values of the seeded catalogue, so generated requests also reach past the "not found" checks. */
const known = { contentCodes: ["ASTM-D3039"], ids: [1, 2, 3] };

const INT_EDGES = [0, -1, 1, 2147483647, 2147483648, -2147483649, 2 ** 53, 1e21];
const STRING_EDGES = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "%00",
  "'; DROP TABLE documents; --",
  "\\",
  "\uFFFF\uD800",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "2147483648",
  "-1",
  "null",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];
const WRONG_TYPES = [null, true, 1.5, -0, [], {}, "x", 2147483648, [null], { "": null }];

function resolve(node: Json): Json {
  let n = node;
  for (let i = 0; i < 20 && typeof n.$ref === "string"; i++) {
    n = (n.$ref as string)
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((acc, part) => (acc as Json)?.[part], doc) as Json;
  }
  return n;
}

/** An arbitrary for a schema: mostly valid values, sometimes the schema's edges and beyond, rarely a wrong type. */
function arbitraryOf(raw: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!raw) return fc.constantFrom(...WRONG_TYPES);
  const schema = resolve(raw);
  const valid = validArbitrary(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom<unknown>(...WRONG_TYPES) });
}

function validArbitrary(schema: Json, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length)
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: fc.string() });
  for (const key of ["oneOf", "anyOf"] as const)
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Json[]).map((s) => arbitraryOf(s, depth)));
  if (Array.isArray(schema.allOf)) {
    const merged: Json = { type: "object", properties: {}, required: [] };
    for (const part of (schema.allOf as Json[]).map(resolve)) {
      Object.assign(merged.properties as Json, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[]) ?? []));
    }
    return validArbitrary(merged, depth);
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"]) as string[];
  return fc.oneof(...types.map((t) => typed(t, schema, depth)));
}

function typed(type: string, schema: Json, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum : -1000;
      const max = typeof schema.maximum === "number" ? Math.min(schema.maximum, 2 ** 31 - 1) : 100_000;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max }) },
        { weight: 2, arbitrary: fc.constantFrom(...known.ids) },
        { weight: 2, arbitrary: fc.constantFrom(...INT_EDGES, max + 1, min - 1) },
      );
    }
    case "array": {
      const maxItems = typeof schema.maxItems === "number" ? Math.min(schema.maxItems, 4) : 4;
      const items = schema.items ? arbitraryOf(schema.items as Json, depth + 1) : fc.string();
      return depth > 4 ? fc.constant([]) : fc.array(items, { maxLength: maxItems });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      if (depth > 4 || Object.keys(properties).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(properties)) record[name] = arbitraryOf(sub, depth + 1);
      const required = ((schema.required as string[]) ?? []).filter((r) => r in record);
      return fc.oneof(
        { weight: 5, arbitrary: fc.record(record, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
      );
    }
    default: {
      const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 200;
      const format = schema.format;
      const formatted =
        format === "email"
          ? fc.emailAddress()
          : format === "date"
            ? fc.date({ min: new Date(1800, 0, 1), max: new Date(2200, 0, 1) }).map((d) => d.toISOString().slice(0, 10))
            : format === "date-time"
              ? fc.date({ min: new Date(1800, 0, 1), max: new Date(2200, 0, 1) }).map((d) => d.toISOString())
              : typeof schema.pattern === "string"
                ? fc.stringMatching(new RegExp(schema.pattern as string))
                : fc.string({ maxLength: Math.min(maxLength, 40) });
      return fc.oneof(
        { weight: 4, arbitrary: formatted },
        { weight: 2, arbitrary: fc.constantFrom(...known.contentCodes) },
        { weight: 2, arbitrary: fc.constantFrom(...STRING_EDGES, "x".repeat(maxLength + 1)) },
        { weight: 1, arbitrary: fc.fullUnicodeString({ maxLength: 20 }) },
      );
    }
  }
}

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function parametersOf(path: string, method: string, where: "path" | "query"): Json[] {
  const item = (doc.paths as Record<string, Json>)[path];
  const op = item[method.toLowerCase()] as Json;
  return [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])]
    .map(resolve)
    .filter((p) => p.in === where);
}

function requestArbitrary(path: string, method: string): fc.Arbitrary<Generated> {
  const record = (where: "path" | "query") => {
    const params = parametersOf(path, method, where);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of params)
      shape[String(p.name)] =
        where === "path" && p.name === "tenant"
          ? // A tenant code in the path (SAML's endpoints): mostly the signed-in tenant, so the handlers are reached.
            fc.oneof(
              { weight: 3, arbitrary: fc.constant("astm") },
              { weight: 1, arbitrary: arbitraryOf(p.schema as Json) },
            )
          : arbitraryOf(p.schema as Json | undefined);
    const required = params.filter((p) => p.required || where === "path").map((p) => String(p.name));
    return fc.record(shape, { requiredKeys: required });
  };
  const op = (doc.paths as Record<string, Json>)[path][method.toLowerCase()] as Json;
  const requestBody = op.requestBody ? resolve(op.requestBody as Json) : undefined;
  const bodySchema = ((requestBody?.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema as
    | Json
    | undefined;
  return fc.record({
    path: record("path"),
    query: record("query"),
    body: bodySchema ? fc.option(arbitraryOf(bodySchema), { freq: 8 }) : fc.constant(undefined),
  });
}

/** Lone surrogates cannot be percent-encoded; bytes that are not UTF-8 have their own test (input-hardening). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

function urlOf(path: string, g: Generated): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(String(g.path[name] ?? ""))),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(g.query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v])
      qs.append(k, typeof one === "object" ? JSON.stringify(one) : String(one));
  }
  const s = qs.toString();
  return s ? `${filled}?${s}` : filled;
}

/** Statuses seen per operation: the summary shows the fuzzer gets past validation and sign-in. */
const seen = new Map<string, Map<number, number>>();
const record = (operationId: string, status: number) => {
  const m = seen.get(operationId) ?? new Map<number, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  seen.set(operationId, m);
};

let token = "";
const signIn = async () => {
  token = await api.login("admin@astm.example");
};

// The public API's operations (security apiKeyAuth) are called with an API key of every scope and
// a rate limit no run reaches, so their parameters are exercised rather than refused with 401.
let apiKey = "";
/**
 * A new key before each public operation: the admin operations before them (revoke, rotate) are
 * fuzzed with the same small ids, and may have revoked or rotated the last one.
 */
async function freshApiKey() {
  // A key of the administrator's account: an account's calls (its tracking list, entitlement)
  // are then reached too, which a key of the whole tenant is refused (403).
  const membership = await api.db.accountMembership.findFirstOrThrow({
    where: { user: { email: "admin@astm.example" }, isDefault: true },
    select: { accountId: true },
  });
  const made = await api.request({
    method: "POST",
    url: "/api/admin/api-keys",
    token,
    payload: {
      name: "fuzz",
      scopes: ["search", "documents", "changes", "tracking", "summaries", "usage", "webhooks"],
      rateLimitPerMinute: 100000,
      accountId: membership.accountId,
    },
  });
  if (made.statusCode !== 201) throw new Error(`fuzz: no API key: ${made.statusCode} ${made.body}`);
  apiKey = made.json().secret;
}

// The SCIM operations (security scimBearer) are called with a SCIM token of the tenant, so
// their parameters and bodies reach the service rather than being refused with 401.
let scimToken: { secret: string } | null = null;
/**
 * A new SCIM token before each SCIM operation (the admin operations fuzzed before may have
 * revoked the last one); the tenant's live ones are revoked first, as a tenant has at most 5 and
 * the fuzzed createAdminScimToken issues some.
 */
async function freshScimToken() {
  await api.db.scimToken.updateMany({
    where: { tenant: { code: "astm" }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  const made = await api.request({ method: "POST", url: "/api/admin/scim-tokens", token, payload: { name: "fuzz" } });
  if (made.statusCode !== 201) throw new Error(`fuzz: no SCIM token: ${made.statusCode} ${made.body}`);
  scimToken = made.json();
}

beforeAll(async () => {
  await signIn();
  await freshApiKey();
  const codes = await api.db.$queryRaw<{ content_code: string; id: number }[]>`
    SELECT content_code, id FROM documents WHERE is_latest ORDER BY id LIMIT 5`;
  known.contentCodes = codes.map((c) => c.content_code);
  known.ids = [...codes.map((c) => c.id), 1];
  // A revision review of the signed-in administrator's account (issue 28), so the reviews'
  // calls are also reached past "not found": the first review and item of the database (id 1).
  const admin = await api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: { where: { isDefault: true } } },
  });
  const review = await api.db.revisionReview.create({
    data: {
      tenantId: admin.tenantId,
      accountId: admin.memberships[0].accountId,
      documentId: codes[0].id,
      change: "NEW_VERSION",
      origin: "MANUAL",
      openedById: admin.id,
      items: { create: [{ kind: "CLAUSE", itemKey: "1", label: "1 Scope" }] },
    },
    include: { items: true },
  });
  known.ids.push(review.id, review.items[0].id);
  // The administrator's account keeps a custom collection (its id among the known ids), so the
  // collection calls and the bulk action's target are reached past "not enabled" (403).
  const accountId = admin.memberships[0].accountId;
  await api.db.account.update({ where: { id: accountId }, data: { customCollection: true } });
  const collection = await api.db.customCollection.create({
    data: { tenantId: admin.tenantId, accountId, name: "Fuzz", items: { create: [{ documentId: codes[0].id }] } },
  });
  known.ids.push(collection.id);
  // A SAML identity provider for the tenant, so its SP metadata and assertion consumer service are
  // reached past "not configured".
  const idp = await startSamlIdp();
  await api.db.tenantIdentityProvider.create({
    data: {
      tenantId: admin.tenantId,
      kind: "SAML",
      issuer: idp.entityId,
      ssoUrl: idp.ssoUrl,
      signingCertificates: [idp.keys.cert],
    },
  });
  api.app.tenantSettings.invalidate();
});

describe("no generated request answers 5xx", () => {
  it.each(contract.operations.map((o) => [o.operationId, o.method, o.path, o.security] as const))(
    "%s (%s %s)",
    async (operationId, method, path, security) => {
      if (security === "apiKey") await freshApiKey();
      if (security === "scim") await freshScimToken();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(path, method), async (g) => {
          const url = urlOf(path, g);
          // The result stream stays open until its client leaves, which an injected request never
          // does: it is ended from the server's side once it has answered.
          const ending =
            operationId === "openEventStream" ? setInterval(() => api.app.services.push.endAll(), 50) : undefined;
          const res = await api
            .request({
              method,
              url,
              token: security === "apiKey" ? apiKey : security === "scim" ? scimToken?.secret : token,
              tenant: "astm",
              ...(g.body !== undefined
                ? { payload: JSON.stringify(g.body), headers: { "content-type": "application/json" } }
                : {}),
            })
            .finally(() => clearInterval(ending));
          record(operationId, res.statusCode);
          if (SPENDS_TOKEN.has(operationId) || res.statusCode === 401) await signIn();
          if (res.statusCode >= 500)
            throw new Error(`${method} ${url} body=${JSON.stringify(g.body)} → ${res.statusCode} ${res.body}`);
          expect(res.statusCode).toBeGreaterThanOrEqual(200);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    60_000,
  );
});

describe("the fuzzer reaches the handlers", () => {
  afterAll(() => {
    const total = new Map<number, number>();
    for (const m of seen.values()) for (const [status, n] of m) total.set(status, (total.get(status) ?? 0) + n);
    const line = [...total].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`fuzz: ${seen.size} operations, seed ${SEED}, ${RUNS} runs each; statuses ${line.join(" ")}`);
  });

  it("most operations answered 2xx at least once (generated requests are not all refused)", () => {
    const succeeded = [...seen].filter(([, m]) => [...m.keys()].some((s) => s >= 200 && s < 300)).map(([id]) => id);
    expect(seen.size).toBe(contract.operations.length);
    // Which operations never got past the refusals, and with what: where to look when this fails.
    const refused = [...seen]
      .filter(([id]) => !succeeded.includes(id))
      .map(([id, m]) => `${id} ${[...m].map(([status, n]) => `${status}×${n}`).join(" ")}`);
    expect(succeeded.length, `never 2xx:\n${refused.join("\n")}`).toBeGreaterThan(contract.operations.length * 0.6);
  });
});
