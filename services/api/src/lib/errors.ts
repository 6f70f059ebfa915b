// Typed errors thrown by services; plugins/errors.ts turns them into problem+json.
import type { components } from "@norma/contracts/api-types";

/** One field of a refusal (the problem's `fieldErrors`), as the contract has it. */
export type FieldError = components["schemas"]["FieldError"];

export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  /** Message key for clients (`message` of the problem). */
  readonly messageKey: string;
  /** Entity name or message parameters (`params` of the problem, `app-params` header). */
  readonly params?: string;

  constructor(detail: string, opts: { messageKey?: string; params?: string } = {}) {
    super(detail);
    this.messageKey = opts.messageKey ?? "error.http";
    this.params = opts.params;
  }
}

export class BadRequest extends AppError {
  readonly status = 400;
  readonly title = "Bad Request";
  readonly fieldErrors: FieldError[];
  /** Sets the `app-error`/`app-params` headers: an entity-level rule rather than field errors. */
  readonly entityAlert: boolean;

  constructor(
    detail: string,
    opts: { fieldErrors?: FieldError[]; messageKey?: string; params?: string; entityAlert?: boolean } = {},
  ) {
    super(detail, { messageKey: opts.messageKey ?? "error.validation", params: opts.params });
    this.fieldErrors = opts.fieldErrors ?? [];
    this.entityAlert = opts.entityAlert ?? this.fieldErrors.length === 0;
  }

  static field(objectName: string, field: string, message: string, detail: string): BadRequest {
    return new BadRequest(detail, { fieldErrors: [{ objectName, field, message, detail }] });
  }
}

export class Unauthorized extends AppError {
  readonly status = 401;
  readonly title = "Unauthorized";
  constructor(
    detail = "Full authentication is required to access this resource",
    messageKey = "error.http.401",
    params?: string,
  ) {
    super(detail, { messageKey, params });
  }
}

export class Forbidden extends AppError {
  readonly status = 403;
  readonly title: string;
  constructor(detail = "Access is denied", opts: { title?: string; messageKey?: string } = {}) {
    super(detail, { messageKey: opts.messageKey ?? "error.http.403" });
    this.title = opts.title ?? "Forbidden";
  }
}

export class NotFound extends AppError {
  readonly status = 404;
  readonly title = "Not Found";
  constructor(detail = "Not found", messageKey = "error.http.404") {
    super(detail, { messageKey });
  }
}

export class Conflict extends AppError {
  readonly status = 409;
  readonly title = "Conflict";
  constructor(detail: string, opts: { messageKey?: string; params?: string } = {}) {
    super(detail, { messageKey: opts.messageKey ?? "error.conflict", params: opts.params });
  }
}

export class TooManyRequests extends AppError {
  readonly status = 429;
  readonly title = "Too Many Requests";
  readonly retryAfterSeconds: number;
  constructor(detail: string, retryAfterSeconds: number, opts: { messageKey?: string; params?: string } = {}) {
    super(detail, { messageKey: opts.messageKey ?? "error.http.429", params: opts.params });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailable extends AppError {
  readonly status = 503;
  readonly title = "Service Unavailable";
}

/** Too busy for this request just now (a database pool drained): 503 with Retry-After. */
export class ServerBusy extends AppError {
  readonly status = 503;
  readonly title = "Service Unavailable";
  readonly retryAfterSeconds = 2;
  constructor(detail: string) {
    super(detail, { messageKey: "error.http.503" });
  }
}

/**
 * HTML (a document's, a compare result) whose sanitising failed or ran out of time: a 503 the
 * reader explains ("could not be prepared, try again later"), with Retry-After, never a bare 500.
 * Problem type https://norma.example/problems/document-not-prepared.
 */
export class DocumentNotPrepared extends AppError {
  readonly status = 503;
  readonly title = "The document could not be prepared for reading";
  readonly retryAfterSeconds: number;
  constructor(detail: string, retryAfterSeconds = 60) {
    super(detail, { messageKey: "error.document.not-prepared" });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 500 the clients act on by detail text, e.g. 'account id not exist' (sign the user out). */
export class InternalError extends AppError {
  readonly status = 500;
  readonly title = "Internal Server Error";
}

/**
 * The last safety net for a race a service did not close: Prisma's known request errors that mean
 * another request changed the same data at the same moment. The services check and write inside
 * one transaction (or under a row lock), so these should not arrive; when one does, the caller
 * gets the answer it would have got one request later, not a 500:
 *   - P2025 (the row to change or read is gone): 404;
 *   - P2002 (a unique key taken meanwhile), P2003 (a row referred to was removed meanwhile, or a
 *     row still referred to), P2034 (write conflict or deadlock): 409.
 * Duck-typed on the error's name and code so this file needs no Prisma import.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  if (!(error instanceof Error) || error.name !== "PrismaClientKnownRequestError") return null;
  const code = (error as Error & { code?: unknown }).code;
  switch (code) {
    case "P2025":
      return new NotFound("The object was removed by another request", "error.http.404");
    case "P2028":
      // No pooled connection came free within the transaction's wait (a burst of requests): a
      // moment's overload, not the request's fault. 503 with Retry-After, like a busy server.
      return new ServerBusy("The server is busy; try again in a moment");
    case "P2002":
    case "P2003":
    case "P2034":
      // error.conflict: the clients' "Someone changed this in the meantime. Please reload and try again."
      return new Conflict("Another request changed the same object at the same time; reload and try again");
    default:
      return null;
  }
}
