// How the Fastify instance is made: its logger (redaction, request ids, the client's context on
// every line), routing, body size, errors before routing and schema validation. app.ts builds
// the app with these options.
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { logRedaction } from "@norma/contracts/log-redaction";
import addFormats from "ajv-formats";
import { type FastifyLoggerOptions, type FastifyServerOptions, LogController } from "fastify";
import type { Config } from "./config.ts";
import { clientErrorHandler, frameworkErrors } from "./plugins/errors.ts";
import { cachingSerializerFactory } from "./plugins/openapi.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The client's context headers as log bindings: AuthMode (how the client signed in) and
 * originatedIpAddress (the end user's address as a front end saw it). Absent headers add nothing;
 * values are cut at 200 characters so a client cannot bloat every line.
 */
export function clientContext(headers: IncomingHttpHeaders): { authMode?: string; originatedIpAddress?: string } {
  const one = (v: string | string[] | undefined) => {
    const s = Array.isArray(v) ? v.join(",") : v;
    return s ? s.slice(0, 200) : undefined;
  };
  const authMode = one(headers.authmode);
  const originatedIpAddress = one(headers.originatedipaddress);
  return {
    ...(authMode ? { authMode } : {}),
    ...(originatedIpAddress ? { originatedIpAddress } : {}),
  };
}

/** Logger options with the redaction added (it wins over the caller's); false and instances pass through. */
export function withLogRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger || typeof logger !== "object") return logger;
  const redaction = logRedaction() as unknown as Partial<FastifyLoggerOptions>;
  return { ...logger, ...redaction, serializers: { ...logger.serializers, ...redaction.serializers } };
}

// ajv-formats (email, date, date-time, uri, ...) for the schemas of openapi.yaml.
const AJV_PLUGINS = [addFormats] as unknown as NonNullable<NonNullable<FastifyServerOptions["ajv"]>["plugins"]>;

/** The options of the API's Fastify instance; `logger` replaces the configured one (tests). */
export function fastifyOptions(
  config: Config,
  logger: FastifyServerOptions["logger"] | undefined,
): FastifyServerOptions {
  return {
    // No secret in a log (issue 23): every logger made from options — a test's capturing one too —
    // gets the URL-redacting request serializer, the error serializer and the redact paths of
    // @norma/contracts/log-redaction, which names the secrets.
    logger: withLogRedaction(
      logger ?? {
        level: config.logLevel,
        ...(config.env === "development"
          ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
          : {}),
      },
    ),
    genReqId: (req) => {
      const incoming = req.headers.requestid;
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Every log line of a request — Fastify's "incoming request" (written before any hook runs)
    // and "request completed" (written through reply.log) included — carries the request id and
    // the client's AuthMode and originatedIpAddress headers: they are bound when Fastify makes the
    // request's child logger, which both request.log and reply.log are.
    childLoggerFactory: (logger, bindings, opts, rawReq) =>
      logger.child({ ...bindings, ...clientContext(rawReq.headers) }, opts),
    logController: new LogController({
      requestIdLogLabel: "requestId",
      // Health probes every few seconds would drown the log.
      disableRequestLogging: (request) => request.url === "/management/health",
    }),
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 2 * 1024 * 1024,
    // Errors raised before routing (bad URL, too long a path parameter, oversized headers) leave
    // as problem+json like every other.
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: cachingSerializerFactory() } },
    ajv: {
      customOptions: {
        allErrors: true,
        strict: false,
        coerceTypes: "array",
        removeAdditional: true,
        useDefaults: true,
      },
      plugins: AJV_PLUGINS,
    },
  };
}
