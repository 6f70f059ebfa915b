// The operators' calls on failed re-anchoring runs (issue 14): only OPERATOR lists and retries
// (tenant administrators and readers 403, anonymous 401); the list names each edition; a retry
// of a FAILED run writes the job to the outbox once and audits it, a second retry dispatches
// nothing; unknown ids 404, bad ids and statuses 400 naming the field.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let reader: string;
let admin: string;
let operator: string;
let failureId: number;
let documentId: number;

beforeAll(async () => {
  reader = await api.login("individual@astm.example");
  admin = await api.login("admin@astm.example");
  operator = await api.login("operator@astm.example");
  const [next, previous] = await api.db.document.findMany({ orderBy: { id: "asc" }, take: 2 });
  documentId = next.id;
  const row = await api.db.compassReanchorFailure.create({
    data: {
      batchId: "batch-failed-1",
      editions: [{ documentId: next.id, previousDocumentId: previous.id }],
      documentIds: [next.id],
      error: "connection reset",
      attempts: 8,
      autoRetries: 1,
      nextRetryAt: new Date("2030-01-02T03:04:05.000Z"),
    },
  });
  failureId = row.id;
});

const list = (token?: string, query = "") =>
  api.request({ method: "GET", url: `/management/compass-reanchor/failures${query}`, token });
const retry = (id: number | string, token?: string) =>
  api.request({ method: "POST", url: `/management/compass-reanchor/failures/${id}/retry`, token });

describe("failed re-anchoring runs", () => {
  it("are the operator's only", async () => {
    expect((await list(reader)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect((await retry(failureId, admin)).statusCode).toBe(403);
    expect((await retry(failureId)).statusCode).toBe(401);
  });

  it("lists each failure with its editions, filtered by status", async () => {
    const res = await list(operator);
    expect(res.statusCode).toBe(200);
    const doc = await api.db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: failureId,
        batchId: "batch-failed-1",
        status: "FAILED",
        attempts: 8,
        error: "connection reset",
        retries: 0,
        retriedAt: null,
        autoRetries: 1,
        nextRetryAt: "2030-01-02T03:04:05.000Z",
        editions: [expect.objectContaining({ documentId, contentCode: doc.contentCode })],
      }),
    ]);
    expect((await list(operator, "?status=RESOLVED")).json()).toEqual([]);
    const bad = await list(operator, "?status=BROKEN");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("status");
  });

  it("retries a failed run once, audited, its pending automatic retry cancelled; a second retry dispatches nothing", async () => {
    const first = await retry(failureId, operator);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      dispatched: true,
      failure: {
        status: "RETRYING",
        retries: 1,
        retriedBy: "operator@astm.example",
        autoRetries: 1,
        nextRetryAt: null,
      },
    });
    expect(
      (await api.db.compassReanchorFailure.findUniqueOrThrow({ where: { id: failureId } })).nextRetryAt,
    ).toBeNull();
    const second = await retry(failureId, operator);
    expect(second.json()).toMatchObject({ dispatched: false, failure: { status: "RETRYING", retries: 1 } });
    const events = await api.db.outboxEvent.findMany({ where: { type: "compass-reanchor.run" } });
    expect(events.map((e) => e.payload)).toEqual([
      { batchId: "batch-failed-1", editions: [{ documentId, previousDocumentId: expect.any(Number) }] },
    ]);
    const audits = await api.db.managementAuditEvent.findMany({ where: { type: "COMPASS_REANCHOR_RETRY" } });
    expect(audits).toHaveLength(1);
  });

  it("answers 404 for an unknown id and 400 for a bad one", async () => {
    expect((await retry(999_999, operator)).statusCode).toBe(404);
    const bad = await retry("abc", operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("id");
    expect((await retry(0, operator)).statusCode).toBe(400);
  });
});
