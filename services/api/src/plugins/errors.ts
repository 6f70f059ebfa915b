// One error handler: every failure leaves as application/problem+json with the fields the
// clients read (spec 3 §8): 400 with fieldErrors or app-error/app-params headers, 401, 403,
// 404 'Not found', 500 with a detail the client may act on.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { components } from "@norma/contracts/api-types";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import {
  AppError,
  BadRequest,
  DocumentNotPrepared,
  fromDatabaseError,
  ServerBusy,
  TooManyRequests,
} from "../lib/errors.ts";
import { counterExceptionFor } from "../modules/counter/counter-request.ts";
import { SCIM_CONTENT_TYPE, ScimError, scimErrorFor } from "../modules/scim/scim-errors.ts";
import { toFieldError } from "./openapi.ts";

const PROBLEM_BASE = "https://norma.example/problems/";

/** The contract's problem, and a SCIM error's type (RFC 7644 §3.12) that only /scim/v2 answers show. */
type Problem = components["schemas"]["Problem"] & { scimType?: string };

export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: Problem): FastifyReply {
  // The COUNTER API answers its harvesters in COUNTER's own terms (its Exceptions).
  const counter = counterExceptionFor(request.url, problem.status);
  if (counter) return reply.code(counter.status).type("application/json").send(JSON.stringify(counter.exception));
  // SCIM's clients read SCIM's Error message (modules/scim/scim-errors.ts).
  const scim = scimErrorFor(request.url, problem);
  if (scim) return reply.code(scim.status).type(SCIM_CONTENT_TYPE).send(scim.body);
  const { scimType: _scimType, ...rest } = problem;
  return reply
    .code(problem.status)
    .type("application/problem+json")
    .send(JSON.stringify({ ...rest, instance: problem.instance ?? request.url.split("?")[0] }));
}

/**
 * Errors the router finds before any route or hook runs: a path that is not valid UTF-8 once
 * percent-decoded (FST_ERR_BAD_URL, 400) and a path parameter past maxParamLength (414).
 * Passed to Fastify as its `frameworkErrors` option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions["frameworkErrors"]> = (error, request, reply) => {
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 400;
  reply.header("RequestId", request.id);
  reply.header("X-Content-Type-Options", "nosniff");
  sendProblem(reply, request, {
    type: `${PROBLEM_BASE}http-${status}`,
    title: STATUS_CODES[status] ?? "Bad Request",
    status,
    detail: status === 414 ? "A path segment is too long" : "The path is not a valid URL",
    message: `error.http.${status}`,
  });
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers past the size limit:
 * 431, a timeout: 408, anything malformed: 400). They are answered on the raw socket, as
 * problem+json like every other error. Passed to Fastify as its `clientErrorHandler` option.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const title = STATUS_CODES[status] ?? "Bad Request";
  const body = JSON.stringify({
    type: `${PROBLEM_BASE}http-${status}`,
    title,
    status,
    detail:
      status === 431 ? "The request's headers are too large" : status === 408 ? "Client timeout" : "Malformed request",
    message: `error.http.${status}`,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const raced = fromDatabaseError(error);
    if (raced) {
      // A race the service did not close (see fromDatabaseError): answered 404/409, logged so it gets closed.
      request.log.warn({ err: error }, "database conflict answered %d", raced.status);
      error = raced;
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, "request failed");
      if (error instanceof BadRequest && error.entityAlert) {
        reply.header("app-error", error.messageKey);
        if (error.params) reply.header("app-params", error.params);
      }
      if (error instanceof TooManyRequests || error instanceof DocumentNotPrepared || error instanceof ServerBusy)
        reply.header("retry-after", String(error.retryAfterSeconds));
      return sendProblem(reply, request, {
        // Field errors from the contract or a service share one problem type, whichever found them.
        type:
          error instanceof BadRequest && error.fieldErrors.length
            ? `${PROBLEM_BASE}validation`
            : PROBLEM_BASE + error.constructor.name.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase(),
        title: error.title,
        status: error.status,
        detail: error.message,
        message: error.messageKey,
        params: error.params,
        fieldErrors: error instanceof BadRequest && error.fieldErrors.length ? error.fieldErrors : undefined,
        scimType: error instanceof ScimError ? error.scimType : undefined,
      });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const objectName = fe.validationContext ?? "body";
      const fieldErrors = fe.validation.map((v) => toFieldError(objectName, v as Parameters<typeof toFieldError>[1]));
      return sendProblem(reply, request, {
        type: `${PROBLEM_BASE}validation`,
        title: "Bad Request",
        status: 400,
        detail: fieldErrors.map((f) => `${f.field} ${f.detail}`).join("; "),
        message: "error.validation",
        fieldErrors,
      });
    }
    const status = typeof fe.statusCode === "number" && fe.statusCode >= 400 ? fe.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return sendProblem(reply, request, {
        type: `${PROBLEM_BASE}internal`,
        title: "Internal Server Error",
        status: 500,
        detail: "Internal Error",
        message: "error.http.500",
      });
    }
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large, rate limit.
    return sendProblem(reply, request, {
      type: `${PROBLEM_BASE}http-${status}`,
      title: fe.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? "Unsupported Media Type" : "Bad Request",
      status,
      detail: fe.message,
      message: `error.http.${status}`,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, request, {
      type: `${PROBLEM_BASE}not-found`,
      title: "Not Found",
      status: 404,
      detail: "Not found",
      message: "error.http.404",
    }),
  );
}

export default fp(errorsPlugin, { name: "errors" });
