// Secrets presented without a session cannot be guessed at leisure (issue 23): past
// SECRET_GUESS_LIMIT failed tries from one client address (here 3), share-link tokens,
// set-password keys, usage-embed tokens and queue-dashboard tickets each answer 429 problem+json
// with Retry-After — a right secret too, so the answer tells nothing — while another address is
// untouched. Tries that name a real secret (a revoked link, a used key) are not counted.
import { randomBytes } from "node:crypto";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { addressBucket } from "../lib/guess-throttle.ts";
import { companyOf, documentsOf, tokenIn } from "./groups/groups-fixtures.ts";
import { hashKey } from "./invitations/invitations-service.ts";

const LIMIT = 3;
const WINDOW = 600;
const api = useApi({ env: { SECRET_GUESS_LIMIT: String(LIMIT), SECRET_GUESS_WINDOW_SECONDS: String(WINDOW) } });

let n = 0;
/** A fresh documentation address per test: each starts with its whole budget. */
const freshAddress = () => `198.51.100.${++n}`;
const wrong = () => randomBytes(24).toString("base64url");

function expectThrottled(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(String(res.headers["content-type"])).toContain("application/problem+json");
  const retry = Number(res.headers["retry-after"]);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW);
  expect(res.json()).toMatchObject({ status: 429, message: "error.http.429" });
}

let reader: string;
let linkToken: string;

beforeAll(async () => {
  const company = await companyOf(api.db, "astm");
  reader = await tokenIn(api, "individual@astm.example", company.id);
  const [doc] = await documentsOf(api.db, company, 1);
  const made = await api.request({
    method: "POST",
    url: "/api/contentShare/links",
    token: reader,
    payload: { contentID: doc.id, expiresIn: "SEVEN_DAYS" },
  });
  expect(made.statusCode).toBe(201);
  linkToken = made.json().token;
});

describe("failed tries of secrets are limited per client address", () => {
  it("share-link tokens: 404s, then 429 even for a real link; another address still opens it", async () => {
    const from = freshAddress();
    const open = (token: string, remoteAddress: string) =>
      api.app.inject({
        method: "POST",
        url: `/api/contentShare/links/open/${token}`,
        remoteAddress,
        headers: { authorization: `Bearer ${reader}` },
      });
    // Successful openings are not failures: they never use up the budget.
    for (let i = 0; i < LIMIT + 2; i++) expect((await open(linkToken, from)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await open(wrong(), from)).statusCode).toBe(404);
    expectThrottled(await open(wrong(), from));
    expectThrottled(await open(linkToken, from));
    expect((await open(linkToken, freshAddress())).statusCode).toBe(200);
  });

  it("set-password keys: GET and finish share one budget; a real key is refused past it", async () => {
    const from = freshAddress();
    const user = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const key = randomBytes(32).toString("base64url");
    await api.db.userInvitation.create({
      data: { userId: user.id, tokenHash: hashKey(key), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const info = (k: string, remoteAddress: string) =>
      api.app.inject({
        method: "GET",
        url: `/api/account/invitation?key=${k}`,
        remoteAddress,
        headers: { "x-tenant": "astm" },
      });
    const finish = (k: string, remoteAddress: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/account/invitation/finish",
        remoteAddress,
        headers: { "x-tenant": "astm" },
        payload: { key: k, newPassword: "a-new-password-1" },
      });
    expect((await info(key, from)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) {
      const res = await info(wrong(), from);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("error.invitation.invalid");
    }
    expect((await finish(wrong(), from)).json().message).toBe("error.invitation.invalid");
    expectThrottled(await info(key, from));
    expectThrottled(await finish(wrong(), from));
    expect((await info(key, freshAddress())).statusCode).toBe(200);
  });

  it("usage-embed tokens: 404s, then 429 even for a valid token", async () => {
    const from = freshAddress();
    const admin = await api.login("admin@astm.example");
    const embed = await api.request({ method: "GET", url: "/api/usage/dashboard-embed?reportId=usage", token: admin });
    expect(embed.statusCode).toBe(200);
    const token = new URL(embed.json().EmbedUrl).searchParams.get("token")!;
    const summary = (t: string, remoteAddress: string) =>
      api.app.inject({
        method: "GET",
        url: `/api/usage/embed/summary?token=${t}`,
        remoteAddress,
        headers: { "x-tenant": "astm" },
      });
    expect((await summary(token, from)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await summary(`v1.${wrong()}.${wrong()}`, from)).statusCode).toBe(404);
    expectThrottled(await summary(token, from));
    expect((await summary(token, freshAddress())).statusCode).toBe(200);
  });

  it("queue-dashboard tickets: 401s, then 429 even for a fresh ticket", async () => {
    const from = freshAddress();
    const operator = await api.login("operator@astm.example");
    const ticket = async () =>
      (await api.request({ method: "POST", url: "/management/queues/session", token: operator })).json().url as string;
    const land = (url: string, remoteAddress: string) => api.app.inject({ method: "GET", url, remoteAddress });
    for (let i = 0; i < LIMIT; i++)
      expect((await land(`/management/queues-session?ticket=${wrong()}.${wrong()}`, from)).statusCode).toBe(401);
    expectThrottled(await land(await ticket(), from));
    expect((await land(await ticket(), freshAddress())).statusCode).toBe(303);
  });

  it("counts an IPv6 client by its /64", async () => {
    expect(addressBucket("2001:db8:1:2::5")).toBe(addressBucket("2001:db8:1:2:ffff:eeee:dddd:1"));
    expect(addressBucket("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:3::5")).not.toBe(addressBucket("2001:db8:1:2::5"));
    expect(addressBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");

    const a = "2001:db8:77:1::10";
    const b = "2001:db8:77:1::20";
    const summary = (remoteAddress: string) =>
      api.app.inject({
        method: "GET",
        url: `/api/usage/embed/summary?token=${wrong()}`,
        remoteAddress,
        headers: { "x-tenant": "astm" },
      });
    for (let i = 0; i < LIMIT; i++) expect((await summary(a)).statusCode).toBe(404);
    // Another address of the same /64: the same budget, already used up.
    expectThrottled(await summary(b));
  });
});
