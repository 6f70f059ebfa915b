// The operators' queue dashboard: bull-board (@bull-board/api + @bull-board/fastify) on
// /management/queues, over every queue of the workers. Platform operators only (OPERATOR, the
// authority the other operational pages need); anyone else gets 403, a caller without
// credentials 401.
//
// A browser cannot put a bearer token on a page it navigates to, nor on the dashboard's own calls.
// So the console asks the API (POST /management/queues/session, an operation of openapi.yaml with
// the usual guard) for a ticket valid one minute, and opens /management/queues-session?ticket=…;
// that sets a cookie (HttpOnly, SameSite=Strict, path /management/queues, 30 minutes) and sends the
// browser to the dashboard. Scripts and tests may send the bearer token instead. Either way the
// user is read again on every request: a user deactivated or no longer OPERATOR is refused at once.
//
// A ticket opens one session once (issue 23): its id is claimed at the landing (Redis SET NX for
// the ticket's remaining life, kept in this process too — auth-store.ts — so a reuse is refused
// even while Redis is away or after it comes back empty), and a second landing with it is 401.
// Failed landings (forged, expired or reused tickets) count against the caller's address
// (lib/guess-throttle.ts): past the limit, 429.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import { QUEUES } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { connectRedis, type RedisTarget } from "@norma/db/redis-target";
import { Queue } from "bullmq";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { isPlatformOperator, PLATFORM_OPERATOR_REQUIRED } from "../../lib/access-policy.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import { sessionExpired } from "../../lib/tokens.ts";
import { sendProblem } from "../../plugins/errors.ts";

export const DASHBOARD_PATH = "/management/queues";
export const SESSION_PATH = "/management/queues-session";
const COOKIE = "norma_queues";
const TICKET_SECONDS = 60;
const SESSION_SECONDS = 30 * 60;

/**
 * The dashboard's Content-Security-Policy. bull-board's page loads its scripts and stylesheets
 * from its own static path (same origin), keeps its settings in a JSON data block (not run as a
 * script) and writes <style> elements and style attributes at run time (hence 'unsafe-inline' for
 * styles only). It also asks Google Fonts for IBM Plex: refused (an operators' page sends nothing
 * to a third party; the system sans-serif serves). frame-ancestors 'none' (and X-Frame-Options
 * DENY for older browsers): no page may frame the dashboard's buttons (clickjacking a retry or a
 * clean of a queue).
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

interface Claims {
  /** user id */
  u: number;
  /** purpose */
  p: "ticket" | "session";
  /** expiry, seconds since the epoch */
  x: number;
  /** this ticket's id: a ticket is claimed (used up) by it */
  n?: string;
}

/** Signs and checks the ticket and the cookie; the key is derived from the API's JWT key. */
export function createDashboardSigner(secret: string) {
  const key = createHmac("sha256", secret).update("norma queue dashboard v1").digest();
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  /** The claims of a valid, unexpired value of this purpose; null otherwise. */
  function claimsOf(value: string, purpose: Claims["p"]): Claims | null {
    const [payload, sig, extra] = value.split(".");
    if (!payload || !sig || extra !== undefined || value.length > 500) return null;
    const expected = Buffer.from(mac(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
      if (c.p !== purpose || typeof c.u !== "number" || typeof c.x !== "number") return null;
      return c.x > Date.now() / 1000 ? c : null;
    } catch {
      return null;
    }
  }
  return {
    sign(userId: number, purpose: Claims["p"], seconds: number): string {
      const payload = Buffer.from(
        JSON.stringify({
          u: userId,
          p: purpose,
          x: Math.floor(Date.now() / 1000) + seconds,
          n: randomUUID(),
        } satisfies Claims),
      ).toString("base64url");
      return `${payload}.${mac(payload)}`;
    },
    verify(value: string, purpose: Claims["p"]): number | null {
      return claimsOf(value, purpose)?.u ?? null;
    },
    claims: claimsOf,
  };
}

export type DashboardSigner = ReturnType<typeof createDashboardSigner>;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

/** A forged, expired or already used ticket. */
class TicketRefused extends Error {}

function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 403, detail: string) {
  return sendProblem(reply, request, {
    type: `https://norma.example/problems/http-${status}`,
    title: status === 401 ? "Unauthorized" : "Forbidden",
    status,
    detail,
    message: status === 401 ? "error.http.401" : "error.http.403",
  });
}

export interface QueueDashboardDeps {
  db: Db;
  redis: RedisTarget;
  prefix: string;
  signer: DashboardSigner;
  /** Records a ticket id as used for ttlSeconds; false when it was used before (auth-store.ts). */
  claimTicket: (id: string, ttlSeconds: number) => Promise<boolean>;
  guesses: GuessThrottle;
  /** SESSION_MAX_AGE_SECONDS: a bearer token's session past it is refused here too. */
  sessionMaxAgeSeconds: number;
}

/**
 * bull-board over every queue of the workers. The queues, on a connection of their own, are made
 * on the first permitted visit (the dashboard's reads are many and slow next to a request's; most
 * API processes never serve it).
 */
function createLazyBoard(redis: RedisTarget, prefix: string) {
  let connection: Redis | null = null;
  let queues: Queue[] = [];
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(DASHBOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: "Queues" } },
  });
  return {
    serverAdapter,
    ensureQueues() {
      if (connection) return;
      connection = connectRedis(redis, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      connection.on("error", () => {});
      const shared = connection;
      queues = Object.values(QUEUES).map((name) => {
        const q = new Queue(name, { prefix, connection: shared });
        q.on("error", () => {});
        return q;
      });
      board.setQueues(queues.map((q) => new BullMQAdapter(q, { readOnlyMode: false })));
    },
    async close() {
      await Promise.all(queues.map((q) => q.close().catch(() => {})));
      connection?.disconnect();
    },
  };
}

/** OPERATOR and activated, as the database says now. */
async function isOperator(db: Db, userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { activated: true, authorities: true } });
  return Boolean(user?.activated && isPlatformOperator(user));
}

/**
 * The dashboard's guard: a bearer token (scripts and tests) or the session cookie of a landing,
 * and the user an activated OPERATOR now. Opens the queues for the first permitted visit.
 */
function dashboardGuard(app: FastifyInstance, deps: QueueDashboardDeps, ensureQueues: () => void) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    let userId: number | null = null;
    if (request.headers.authorization) {
      try {
        const claims = await request.jwtVerify<{ sub: string; jti: string; iat: number; auth_time?: number }>();
        if (sessionExpired(claims, deps.sessionMaxAgeSeconds))
          return refuse(request, reply, 401, "The session has reached its maximum age; sign in again");
        if (await app.tokens.isRevoked(claims.jti)) return refuse(request, reply, 401, "The token has been revoked");
        userId = /^\d+$/.test(claims.sub) ? Number(claims.sub) : null;
      } catch {
        return refuse(request, reply, 401, "The token is not valid");
      }
      // An anonymous company session is nobody's: not an operator.
      if (userId === null) return refuse(request, reply, 403, PLATFORM_OPERATOR_REQUIRED);
    } else {
      const cookie = cookieValue(request.headers.cookie, COOKIE);
      userId = cookie ? deps.signer.verify(cookie, "session") : null;
      if (userId === null) return refuse(request, reply, 401, "Sign in to the console and open the queues from it");
    }
    if (!(await isOperator(deps.db, userId))) return refuse(request, reply, 403, PLATFORM_OPERATOR_REQUIRED);
    ensureQueues();
  };
}

/** The ticket's landing: claims the ticket once, sets the cookie, then sends to the dashboard. */
function registerTicketLanding(app: FastifyInstance, deps: QueueDashboardDeps) {
  const { signer } = deps;
  app.get(SESSION_PATH, async (request, reply) => {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    let userId: number;
    try {
      userId = await deps.guesses.guard(
        "queue-ticket",
        request.ip,
        async () => {
          const c = typeof ticket === "string" ? signer.claims(ticket, "ticket") : null;
          // Tickets signed before ticket ids existed cannot be claimed: refused like a used one.
          if (!c?.n || !(await deps.claimTicket(c.n, c.x - Date.now() / 1000))) throw new TicketRefused();
          return c.u;
        },
        (err) => err instanceof TicketRefused,
      );
    } catch (err) {
      if (err instanceof TicketRefused)
        return refuse(request, reply, 401, "The link has expired or was used: open the queues from the console");
      throw err;
    }
    if (!(await isOperator(deps.db, userId))) return refuse(request, reply, 403, PLATFORM_OPERATOR_REQUIRED);
    const secure = request.protocol === "https" ? "; Secure" : "";
    return reply
      .header(
        "set-cookie",
        `${COOKIE}=${signer.sign(userId, "session", SESSION_SECONDS)}; Path=${DASHBOARD_PATH}; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      )
      .header("cache-control", "no-store")
      .redirect(`${DASHBOARD_PATH}/`, 303);
  });
}

export async function registerQueueDashboard(app: FastifyInstance, deps: QueueDashboardDeps) {
  const board = createLazyBoard(deps.redis, deps.prefix);
  registerTicketLanding(app, deps);

  await app.register(async (scope) => {
    // Before the guard: its refusals carry the headers too. no-store: the dashboard shows jobs'
    // data (e-mail addresses among them) to a cookie session, which the API's no-store on
    // bearer-token calls does not see (plugins/security-headers.ts).
    scope.addHook("onRequest", async (_request, reply) => {
      reply
        .header("content-security-policy", DASHBOARD_CSP)
        .header("x-frame-options", "DENY")
        .header("cache-control", "no-store");
    });
    scope.addHook("onRequest", dashboardGuard(app, deps, board.ensureQueues));
    await scope.register(board.serverAdapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });

  app.addHook("onClose", async () => {
    await board.close();
  });
}

/** A one-minute ticket for the console's link (see the header). */
export function dashboardTicket(signer: DashboardSigner, userId: number): { url: string; expiresInSeconds: number } {
  return {
    url: `${SESSION_PATH}?ticket=${signer.sign(userId, "ticket", TICKET_SECONDS)}`,
    expiresInSeconds: TICKET_SECONDS,
  };
}
