// The API's Prometheus endpoint counts the re-anchoring runs that failed for good (the workers'
// gauge of the same name), read from the database and kept a few seconds between scrapes; and the
// cache behind such gauges: one reading per period, shared by scrapes that overlap, a failed
// reading not kept.

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";
import { cachedReading } from "./metrics-service.ts";

const api = useApi();

describe("cachedReading", () => {
  it("reads once per period, shares a reading under way and forgets a failed one", async () => {
    let clock = 1_000;
    let reads = 0;
    let fail = false;
    const read = cachedReading(
      async () => {
        reads++;
        if (fail) throw new Error("database away");
        return reads;
      },
      5_000,
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock += 4_999;
    expect(await read()).toBe(1);
    clock += 1;
    expect(await read()).toBe(2);
    clock += 5_000;
    fail = true;
    await expect(read()).rejects.toThrow("database away");
    fail = false;
    // The failure was not kept for the period: the next scrape reads again.
    expect(await read()).toBe(4);
    expect(reads).toBe(4);
  });
});

describe("GET /metrics: failed re-anchoring runs", () => {
  it("counts the FAILED runs from the database, a few seconds old at most", async () => {
    const line = async () =>
      (await api.request({ method: "GET", url: "/metrics" })).body
        .split("\n")
        .find((l) => l.startsWith("norma_compass_reanchor_failed_runs"));
    expect(await line()).toBe('norma_compass_reanchor_failed_runs{service="api"} 0');

    const [next, previous] = await api.db.document.findMany({ orderBy: { id: "asc" }, take: 2 });
    const failure = (batchId: string, status: string) => ({
      batchId,
      editions: [{ documentId: next.id, previousDocumentId: previous.id }],
      documentIds: [next.id],
      error: "PDF text unavailable",
      attempts: 8,
      status,
    });
    await api.db.compassReanchorFailure.createMany({
      data: [
        failure("metrics-a", "FAILED"),
        { ...failure("metrics-b", "FAILED"), nextRetryAt: new Date(Date.now() + 60_000) },
        failure("metrics-c", "RETRYING"),
        failure("metrics-d", "RESOLVED"),
      ],
    });
    // The reading of a moment ago still answers (no query per scrape)…
    expect(await line()).toBe('norma_compass_reanchor_failed_runs{service="api"} 0');
    // …until its few seconds are over: both FAILED runs, an automatic retry pending or not.
    const deadline = Date.now() + 15_000;
    let seen = await line();
    while (seen !== 'norma_compass_reanchor_failed_runs{service="api"} 2' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      seen = await line();
    }
    expect(seen).toBe('norma_compass_reanchor_failed_runs{service="api"} 2');
  }, 60_000);
});
