// The operators' queue dashboard (bull-board on /management/queues): OPERATOR only — readers
// and tenant administrators get 403, callers without credentials 401 — by bearer token or by the
// cookie the console's one-minute link sets.

import { useApi } from "@norma/tests/harness";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let reader: string;
let admin: string;
let operator: string;

beforeAll(async () => {
  reader = await api.login("individual@astm.example");
  admin = await api.login("admin@astm.example");
  operator = await api.login("operator@astm.example");
});
afterAll(async () => {
  await api.db.user.updateMany({ where: { email: "operator@astm.example" }, data: { activated: true } });
});

const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: "GET", url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("queue dashboard", () => {
  it("refuses readers and tenant administrators (403) and anonymous callers (401)", async () => {
    for (const url of ["/management/queues/", "/management/queues/api/queues"]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, bearer(reader))).statusCode, url).toBe(403);
      expect((await get(url, bearer(admin))).statusCode, url).toBe(403);
      expect((await get(url, { authorization: "Bearer not-a-token" })).statusCode, url).toBe(401);
    }
    const refused = await get("/management/queues/", bearer(reader));
    expect(refused.headers["content-type"]).toContain("application/problem+json");
    expect(refused.json().status).toBe(403);
    expect((await api.request({ method: "POST", url: "/management/queues/session", token: reader })).statusCode).toBe(
      403,
    );
    expect((await api.request({ method: "POST", url: "/management/queues/session", token: admin })).statusCode).toBe(
      403,
    );
  });

  it("shows the operator every queue, with its jobs", async () => {
    const page = await get("/management/queues/", bearer(operator));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // bull-board's page, based on the dashboard's path, with its title.
    expect(page.body).toContain('<base href="/management/queues/" />');
    expect(page.body).toContain("<title>Queues</title>");

    // A job waiting in the e-mail queue (no workers run here): the dashboard counts it.
    const q = new Queue("email", { connection: api.redis.duplicate(), prefix: api.config.redisPrefix });
    await q.add("email.send", { to: "someone@example.com" }, { jobId: "dashboard-test" });
    await q.close();

    const res = await get("/management/queues/api/queues?activeQueue=email&status=waiting", bearer(operator));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { queues: { name: string; counts: Record<string, number>; jobs: { id: string }[] }[] };
    expect(body.queues.map((x) => x.name).sort()).toEqual(
      [
        "change-summary",
        "clause-index",
        "compare-html",
        "compare-pdf",
        "compass-reanchor",
        "email",
        "indexing",
        "references",
        "sanitize-html",
        "tracking-alerts",
        "webhooks",
      ].sort(),
    );
    const email = body.queues.find((x) => x.name === "email")!;
    expect(email.counts.waiting).toBe(1);
    expect(email.jobs.map((j) => j.id)).toContain("dashboard-test");
  });

  it("the console's link gives the browser a cookie for the dashboard", async () => {
    const made = await api.request({ method: "POST", url: "/management/queues/session", token: operator });
    expect(made.statusCode).toBe(200);
    const { url, expiresInSeconds } = made.json();
    expect(url).toMatch(/^\/management\/queues-session\?ticket=/);
    expect(expiresInSeconds).toBe(60);

    const landing = await get(url);
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe("/management/queues/");
    const setCookie = String(landing.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/management\/queues/);
    const cookie = setCookie.split(";")[0];

    expect((await get("/management/queues/api/queues", { cookie })).statusCode).toBe(200);
    // A changed cookie or ticket is refused.
    expect((await get("/management/queues/api/queues", { cookie: `${cookie}x` })).statusCode).toBe(401);
    expect((await get(`${url}x`)).statusCode).toBe(401);
    // The user is read on every request: a deactivated operator's cookie stops working.
    await api.db.user.updateMany({ where: { email: "operator@astm.example" }, data: { activated: false } });
    expect((await get("/management/queues/api/queues", { cookie })).statusCode).toBe(403);
    await api.db.user.updateMany({ where: { email: "operator@astm.example" }, data: { activated: true } });
    expect((await get("/management/queues/api/queues", { cookie })).statusCode).toBe(200);
  });

  it("a ticket opens one session once, even after Redis lost the record of its use", async () => {
    const made = await api.request({ method: "POST", url: "/management/queues/session", token: operator });
    const { url } = made.json();
    expect((await get(url)).statusCode).toBe(303);
    const again = await get(url);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toMatch(/used/);
    // Redis restarted empty (the claim's key gone): the instance's own record still refuses it.
    const keys = await api.redis.keys(`${api.config.redisPrefix}:auth:used-jti:queue-ticket:*`);
    expect(keys.length).toBeGreaterThan(0);
    await api.redis.del(...keys);
    expect((await get(url)).statusCode).toBe(401);
    // Another ticket still works.
    const next = (await api.request({ method: "POST", url: "/management/queues/session", token: operator })).json();
    expect((await get(next.url)).statusCode).toBe(303);
  });
});
