// The API marks the sanitiser fingerprint it uses at most once an hour per fingerprint, never
// waits for it, and marks again at the next use after a failed write.
import { describe, expect, it } from "vitest";
import { createFingerprintMarker } from "./sanitizer-fingerprints.ts";

function fakeDb(fail = () => false) {
  const writes: unknown[][] = [];
  const db = {
    $executeRaw: (_strings: TemplateStringsArray, ...values: unknown[]) => {
      writes.push(values);
      return fail() ? Promise.reject(new Error("database away")) : Promise.resolve(1);
    },
  };
  return { db: db as never, writes };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("marking the sanitiser fingerprint in use", () => {
  it("writes once per fingerprint within the interval, and again after it", async () => {
    const { db, writes } = fakeDb();
    const mark = createFingerprintMarker(db, undefined, 50);
    mark("aaaa");
    mark("aaaa");
    mark("bbbb");
    await settle();
    expect(writes).toEqual([["aaaa"], ["bbbb"]]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    mark("aaaa");
    expect(writes).toEqual([["aaaa"], ["bbbb"], ["aaaa"]]);
  });

  it("tries again at the next use when the write failed, and logs the failure", async () => {
    let failing = true;
    const { db, writes } = fakeDb(() => failing);
    const warnings: object[] = [];
    const mark = createFingerprintMarker(db, { warn: (obj) => warnings.push(obj) });
    mark("aaaa");
    await settle();
    expect(warnings).toEqual([{ fingerprint: "aaaa", err: "database away" }]);
    failing = false;
    mark("aaaa");
    mark("aaaa");
    await settle();
    expect(writes).toHaveLength(2);
  });
});
