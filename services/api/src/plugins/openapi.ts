// Spec-first routing: every route comes from an operation of openapi.yaml, with its request
// schemas (path, query, header parameters and body, validated by ajv) and 2xx JSON response
// schemas (serialised by fast-json-stringify).
// A handler without an operation, or an operation without a handler, stops the start-up.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import SerializerSelector, { type Serializer, type SerializerFactory } from "@fastify/fast-json-stringify-compiler";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods, RouteHandlerMethod } from "fastify";
import { parse } from "yaml";
import { BadRequest, type FieldError } from "../lib/errors.ts";
import type { OperationHandlers } from "../lib/handlers.ts";

/** openapi.yaml: OPENAPI_FILE, else the nearest one above this module (source tree or bundle). */
export function findOpenApiFile(): string {
  if (process.env.OPENAPI_FILE) return process.env.OPENAPI_FILE;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "openapi.yaml");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("openapi.yaml not found (set OPENAPI_FILE)");
    dir = parent;
  }
}

type Json = Record<string, unknown>;
/**
 * "apiKey": the public API's key (security scheme apiKeyAuth) instead of a session token;
 * "scim": a tenant's SCIM provisioning token (security scheme scimBearer, /scim/v2).
 */
export type Security = "required" | "optional" | "none" | "apiKey" | "scim";

export interface OperationSpec {
  operationId: string;
  method: HTTPMethods;
  /** Path as written in openapi.yaml, e.g. /api/tracked-documents/{id} */
  path: string;
  /** Path in Fastify's syntax, e.g. /api/tracked-documents/:id */
  url: string;
  security: Security;
  /** x-authorities: any one of them is required. */
  authorities: string[];
  /** x-user-types: allowed user types. */
  userTypes: string[];
  /** x-features: tenant features that must be on. */
  features: string[];
  /** x-signed-in: a user must be signed in (anonymous company sessions are refused). */
  signedIn: boolean;
  /** x-api-scopes: every one of them must be a scope of the API key (security "apiKey"). */
  apiScopes: string[];
  /** The operation accepts an application/x-www-form-urlencoded body (HTML forms, RFC 8058). */
  formBody: boolean;
  /** Response schemas (Fastify serialises 2xx replies with them). */
  schema: FastifySchema;
  /** Request schemas, validated together by validateRequest so every bad field is reported at once. */
  request: { params?: Json; querystring?: Json; headers?: Json; body?: Json; bodyRequired: boolean };
}

export interface OpenApiDocument {
  doc: Json;
  operations: OperationSpec[];
  componentSchemas: Record<string, Json>;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** The JSON media types of the contract: SCIM (RFC 7644 §8.1) has its own, the same JSON. */
function jsonContent(content: Json | undefined): Json | undefined {
  return (content?.["application/json"] ?? content?.["application/scim+json"]) as Json | undefined;
}
const SCHEMA_REF = "#/components/schemas/";

/** `#/components/schemas/X` becomes Fastify's shared-schema reference `X#`. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === "object") {
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith(SCHEMA_REF)) out[k] = `${v.slice(SCHEMA_REF.length)}#`;
      else if (k === "example" || k === "discriminator" || k === "xml" || k === "externalDocs") continue;
      else out[k] = rewriteRefs(v);
    }
    return out;
  }
  return node;
}

function resolveLocal(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== "string" || ref.startsWith(SCHEMA_REF)) return node;
  const target = ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((acc, part) => (acc as Json)?.[part], doc);
  if (!target) throw new Error(`openapi.yaml: unresolved reference ${ref}`);
  return resolveLocal(doc, target as Json);
}

function securityOf(doc: Json, op: Json): Security {
  const sec = (op.security ?? doc.security ?? []) as Json[];
  if (sec.length === 0) return "none";
  if (sec.some((s) => "apiKeyAuth" in s)) return "apiKey";
  if (sec.some((s) => "scimBearer" in s)) return "scim";
  const anonymousAllowed = sec.some((s) => Object.keys(s).length === 0);
  return anonymousAllowed ? "optional" : "required";
}

function parametersSchema(doc: Json, params: Json[], where: "query" | "path" | "header"): Json | undefined {
  const list = params.map((p) => resolveLocal(doc, p)).filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of list) {
    const name = where === "header" ? String(p.name).toLowerCase() : String(p.name);
    properties[name] = rewriteRefs(p.schema ?? { type: "string" });
    if (p.required) required.push(name);
  }
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

// The contract is read and compiled once per process and file version: the API process builds one
// app, but a test worker builds hundreds (one per test file, unisolated), and reading the YAML
// and compiling its request validators and response serialisers cost about 2 s of CPU each time.
// What is shared is never changed after it is made: the document and the compiled functions.
const loadedContracts = new Map<string, OpenApiDocument>();

/** openapi.yaml read and turned into operations; the same object again while the file is unchanged. */
export function loadOpenApi(file = findOpenApiFile()): OpenApiDocument {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}`;
  let api = loadedContracts.get(key);
  if (!api) {
    api = readOpenApi(file);
    loadedContracts.clear();
    loadedContracts.set(key, api);
  }
  return api;
}

function readOpenApi(file: string): OpenApiDocument {
  const doc = parse(readFileSync(file, "utf8")) as Json;
  const components = (doc.components as Json | undefined)?.schemas as Record<string, Json> | undefined;
  const componentSchemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(components ?? {})) {
    componentSchemas[name] = { $id: name, ...(rewriteRefs(schema) as Json) };
  }
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const shared = (item.parameters ?? []) as Json[];
    for (const m of METHODS) {
      const op = item[m] as Json | undefined;
      if (!op) continue;
      if (typeof op.operationId !== "string")
        throw new Error(`openapi.yaml: ${m.toUpperCase()} ${path} has no operationId`);
      const params = [...shared, ...((op.parameters ?? []) as Json[])];
      const schema: FastifySchema = {};
      const body = op.requestBody ? resolveLocal(doc, op.requestBody as Json) : undefined;
      const jsonBody = jsonContent(body?.content as Json | undefined);
      const request: OperationSpec["request"] = {
        querystring: parametersSchema(doc, params, "query"),
        params: parametersSchema(doc, params, "path"),
        headers: parametersSchema(doc, params, "header"),
        body: jsonBody?.schema ? (rewriteRefs(jsonBody.schema) as Json) : undefined,
        bodyRequired: body?.required === true,
      };
      const response: Json = {};
      for (const [code, res] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
        if (!/^2\d\d$/.test(code)) continue; // errors are serialised by the error handler
        const content = resolveLocal(doc, res).content as Json | undefined;
        const json = jsonContent(content);
        if (json?.schema) response[code] = rewriteRefs(json.schema);
      }
      if (Object.keys(response).length) schema.response = response;
      operations.push({
        operationId: op.operationId,
        method: m.toUpperCase() as HTTPMethods,
        path,
        url: path.replace(/\{([^}]+)\}/g, ":$1"),
        security: securityOf(doc, op),
        authorities: (op["x-authorities"] ?? []) as string[],
        userTypes: (op["x-user-types"] ?? []) as string[],
        features: (op["x-features"] ?? []) as string[],
        signedIn: op["x-signed-in"] === true,
        apiScopes: (op["x-api-scopes"] ?? []) as string[],
        formBody: Boolean((body?.content as Json | undefined)?.["application/x-www-form-urlencoded"]),
        schema,
        request,
      });
    }
  }
  return { doc, operations, componentSchemas };
}

declare module "fastify" {
  interface FastifyContextConfig {
    operation?: OperationSpec;
  }
}

/** Maps an ajv error to the field error the clients read (spec 3 §8). */
export function toFieldError(objectName: string, e: ErrorObject): FieldError {
  const params = e.params as Record<string, unknown>;
  let field = (e.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  if (e.keyword === "required") field = field ? `${field}.${params.missingProperty}` : String(params.missingProperty);
  if (e.keyword === "additionalProperties")
    field = field ? `${field}.${params.additionalProperty}` : String(params.additionalProperty);
  const code: Record<string, string> = {
    required: "NotNull",
    minLength: "Size",
    maxLength: "Size",
    minItems: "Size",
    maxItems: "Size",
    minimum: "Min",
    maximum: "Max",
    exclusiveMinimum: "Min",
    exclusiveMaximum: "Max",
    pattern: "Pattern",
    format: params.format === "email" ? "Email" : "Pattern",
    type: "Type",
    enum: "Enum",
    const: "Enum",
    additionalProperties: "Unknown",
  };
  const detail =
    e.keyword === "additionalProperties"
      ? "is not a known field"
      : e.keyword === "required"
        ? "is required"
        : (e.message ?? "is invalid");
  return { objectName, field: field || objectName, message: code[e.keyword] ?? e.keyword, detail };
}

type Part = "params" | "querystring" | "headers" | "body";
type RequestValidator = (request: FastifyRequest) => void;

const NUL = "\u0000";

/**
 * Field errors for every string (value or object key) holding a NUL byte. PostgreSQL refuses
 * NUL in text, so one reaching a query is a 500; no field of the contract may hold one, so they
 * are refused here, once for every operation, whatever its schema says.
 */
export function nulByteErrors(objectName: string, value: unknown, path = "", depth = 0): FieldError[] {
  const error = (field: string): FieldError => ({
    objectName,
    field: field || objectName,
    message: "Pattern",
    detail: "must not contain a NUL byte",
  });
  if (typeof value === "string") return value.includes(NUL) ? [error(path)] : [];
  // Deep JSON is bounded by the body limit; the depth guard keeps a pathological one off the stack.
  if (!value || typeof value !== "object" || depth > 64) return [];
  const errors: FieldError[] = [];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value as Json);
  for (const [key, child] of entries) {
    const field = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && key.includes(NUL)) errors.push(error(field));
    else errors.push(...nulByteErrors(objectName, child, field, depth + 1));
  }
  return errors;
}

/**
 * Compiles one operation's request schemas. Fastify stops at the first invalid part; clients
 * want every bad field of params, query and body in one answer, so the parts are checked here
 * (coercing query/path strings and applying defaults as Fastify would). An optional body may be
 * absent. Every operation gets one, schema or not: NUL bytes are refused everywhere.
 */
function compileRequestValidator(ajv: Ajv, op: OperationSpec): RequestValidator {
  const parts: [Part, ValidateFunction | undefined][] = [];
  for (const part of ["params", "querystring", "headers", "body"] as const) {
    const schema = op.request[part];
    parts.push([part, schema ? ajv.compile(schema) : undefined]);
  }
  return (request) => {
    const fieldErrors: FieldError[] = [];
    const holder = request as unknown as Record<string, unknown>;
    for (const [part, validate] of parts) {
      const key = part === "querystring" ? "query" : part;
      // Headers with NUL never get here: Node's HTTP parser refuses them.
      if (part !== "headers") {
        const nul = nulByteErrors(part, holder[key]);
        if (nul.length) {
          fieldErrors.push(...nul);
          continue;
        }
      }
      if (!validate) continue;
      if (part === "body" && (holder.body === undefined || holder.body === null)) {
        if (op.request.bodyRequired)
          fieldErrors.push({ objectName: "body", field: "body", message: "NotNull", detail: "is required" });
        continue;
      }
      if (holder[key] === undefined) holder[key] = {};
      if (!validate(holder[key])) for (const e of validate.errors ?? []) fieldErrors.push(toFieldError(part, e));
    }
    if (fieldErrors.length) {
      throw new BadRequest(fieldErrors.map((f) => `${f.objectName}.${f.field} ${f.detail}`).join("; "), {
        fieldErrors,
        messageKey: "error.validation",
      });
    }
  };
}

function createRequestAjv(api: OpenApiDocument): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: "array",
    removeAdditional: true,
    useDefaults: true,
  });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  for (const schema of Object.values(api.componentSchemas)) ajv.addSchema(schema);
  return ajv;
}

const requestValidators = new WeakMap<OpenApiDocument, (op: OperationSpec) => RequestValidator>();

/** Each operation's request validator, compiled once per contract (one ajv for all of them). */
function requestValidatorsOf(api: OpenApiDocument): (op: OperationSpec) => RequestValidator {
  let of = requestValidators.get(api);
  if (!of) {
    const ajv = createRequestAjv(api);
    const compiled = new WeakMap<OperationSpec, RequestValidator>();
    of = (op) => {
      let validate = compiled.get(op);
      if (!validate) {
        validate = compileRequestValidator(ajv, op);
        compiled.set(op, validate);
      }
      return validate;
    };
    requestValidators.set(api, of);
  }
  return of;
}

const compiledSerializers = new WeakMap<object, Serializer>();

/**
 * Fastify's own response serialiser factory (fast-json-stringify), remembering what it compiled
 * by response schema object: the schemas of the contract loaded once are the same objects in
 * every app, so a second app reuses the first one's serialisers. Given to Fastify as
 * `schemaController.compilersFactory.buildSerializer`. A schema is only ever compiled against the
 * contract's component schemas and the same options (buildApp's), so the cached function is what
 * a fresh compile would give.
 */
export function cachingSerializerFactory(): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      const schema = route.schema;
      if (typeof schema !== "object" || schema === null) return compile(route);
      let serialize = compiledSerializers.get(schema);
      if (!serialize) {
        serialize = compile(route);
        compiledSerializers.set(schema, serialize);
      }
      return serialize;
    };
  };
}

/** Registers one route per operation; the handler map must match the operations exactly. */
export function registerOperations(app: FastifyInstance, api: OpenApiDocument, handlers: OperationHandlers): void {
  for (const schema of Object.values(api.componentSchemas)) app.addSchema(schema);
  const ids = new Set(api.operations.map((o) => o.operationId));
  const missing = api.operations.filter((o) => !(o.operationId in handlers)).map((o) => o.operationId);
  const unknown = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length || unknown.length) {
    throw new Error(
      [
        missing.length ? `operations without a handler: ${missing.join(", ")}` : "",
        unknown.length ? `handlers without an operation in openapi.yaml: ${unknown.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; "),
    );
  }
  const validators = requestValidatorsOf(api);
  for (const op of api.operations) {
    const handler = (handlers as Record<string, RouteHandlerMethod>)[op.operationId];
    const validateRequest = validators(op);
    app.route({
      method: op.method,
      url: op.url,
      schema: op.schema,
      config: { operation: op },
      preValidation: async (request: FastifyRequest) => validateRequest(request),
      handler,
    });
  }
}
