// What never goes into a log (issue 23 §2), for the API's and the workers' pino loggers alike.
//
// Secrets travel in URLs: set-password keys (`key`), COUNTER API keys (`api_key`), usage-embed and
// unsubscribe tokens (`token`), queue-dashboard tickets (`ticket`) in query strings, and share-link
// tokens in a path segment. The lists below are the one place that names them; openapi.yaml marks
// the same parameters `x-secret: true` (a test holds the two together), and the web images' nginx
// (web/nginx/default.conf.template) strips the same names from its access log (a test checks it).
//
// The loggers get:
//   - a `req` serializer that writes the request's URL with each secret replaced by [REDACTED]
//     (Fastify's "incoming request" line and every line that logs `req`);
//   - an `err` serializer that does the same to URLs inside an error's message and stack;
//   - pino's `redact` for credentials in headers and secret fields of logged objects;
//   - a logMethod hook for URLs in a message string (Fastify's own "Route GET:/… not found").
import { stdSerializers } from "pino";

export const REDACTED = "[REDACTED]";

/** Query parameters whose value is a secret, on any path (compared case-insensitively). */
export const SECRET_QUERY_PARAMS: readonly string[] = ["key", "api_key", "token", "ticket"];

/**
 * Paths with a secret segment, `{name}` marking it: the API's (as in openapi.yaml) and the
 * reader's pages whose links carry one.
 */
export const SECRET_PATHS: readonly string[] = [
  "/api/contentShare/links/open/{token}",
  "/api/contentShare/links/preview/{token}",
  "/share/{token}",
];

/** Request headers that carry credentials. */
export const SECRET_HEADERS: readonly string[] = ["authorization", "proxy-authorization", "cookie", "set-cookie"];

/** Fields of a logged object whose value is a secret whatever object holds them. */
export const SECRET_FIELDS: readonly string[] = [
  "password",
  "newPassword",
  "currentPassword",
  "apiKey",
  "api_key",
  "token",
  "id_token",
  "ticket",
  "secret",
];

const secretNames = new Set(SECRET_QUERY_PARAMS.map((n) => n.toLowerCase()));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern per secret path: its literal segments, then the secret segment captured. Slashes may
 * be doubled (the router ignores duplicate slashes) and case may differ (redacting too much is
 * harmless). `prefix` is what may come before the path: nothing for a request's URL, anything for
 * a URL inside free text.
 */
function pathPatterns(prefix: string, flags: string, segment: string): RegExp[] {
  return SECRET_PATHS.map((template) => {
    const parts = template
      .split("/")
      .filter(Boolean)
      .map((seg) => (/^\{[^}]+\}$/.test(seg) ? `(${segment})` : escapeRegExp(seg)));
    const idx = parts.findIndex((p) => p.startsWith("("));
    const before = parts.slice(0, idx).join("/+");
    return new RegExp(`(${prefix}/+${before}/+)${parts[idx]}`, flags);
  });
}

// In a URL the segment runs to the next separator; in free text it also ends where the text
// around it does (a quote, a bracket, a space), which no token of ours contains.
const URL_PATHS = pathPatterns("^", "i", "[^/?#]+");
const TEXT_PATHS = pathPatterns("", "gi", "[^/?#\\s\"'<>()\\\\]+");
/** A secret parameter inside free text: after `?`, `&` or `;`, up to the next separator. */
const TEXT_QUERY = new RegExp(
  `([?&;](?:${SECRET_QUERY_PARAMS.map(escapeRegExp).join("|")})=)[^&#\\s"'<>()\\\\]+`,
  "gi",
);

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** Whether a query parameter's (raw, possibly percent-encoded) name names a secret. */
export function isSecretParam(rawName: string): boolean {
  // `key[]=…` and `key[0]=…` are the same parameter to a lenient parser.
  const name = decodeName(rawName)
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, "");
  return secretNames.has(name);
}

/**
 * A request's URL (path and query string) with every secret replaced by [REDACTED]: the value of
 * each secret query parameter (whatever the path) and the secret segment of a secret path.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of URL_PATHS) path = path.replace(re, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : part;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Free text (an error's message or stack, a message string) with the secrets of URLs in it replaced. */
export function redactText(text: string): string {
  let out = text.replace(TEXT_QUERY, `$1${REDACTED}`);
  for (const re of TEXT_PATHS) out = out.replace(re, `$1${REDACTED}`);
  return out;
}

interface RequestLike {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, the URL redacted (the same fields as Fastify's own). */
function req(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === "string" ? redactUrl(request.url) : request.url,
    version: request.headers?.["accept-version"],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/** pino's error serializer, with URLs in the message and stack (and a string error) redacted. */
function err(error: unknown): unknown {
  if (typeof error === "string") return redactText(error);
  if (!(error instanceof Error)) return error;
  return scrub(stdSerializers.err(error) as SerializedError);
}

function scrub(out: SerializedError): SerializedError {
  if (typeof out.message === "string") out.message = redactText(out.message);
  if (typeof out.stack === "string") out.stack = redactText(out.stack);
  // An HTTP client's error may carry the URL it called.
  if (typeof out.url === "string") out.url = redactUrl(out.url);
  // The error's cause, serialized the same way by pino, may quote the same URL.
  if (out.cause && typeof out.cause === "object") scrub(out.cause as SerializedError);
  return out;
}

/** pino `redact` paths: credentials in headers, and secret fields, at the top and one level down. */
export const REDACT_PATHS: string[] = [
  ...SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

/**
 * The options to spread into pino's (or Fastify's `logger`) options. `serializers.req` is the one
 * Fastify's request lines use; the hook redacts a message string's URLs (`log.info("… /share/x")`).
 */
export function logRedaction() {
  return {
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req, err },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === "string" ? redactText(a) : a)),
        );
      },
    },
  };
}
