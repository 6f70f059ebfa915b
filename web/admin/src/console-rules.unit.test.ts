// The console's rules of spec 3 that are plain functions: the audits' default range and their
// five page buttons, and disk space in GB above 1 GB, else MB.
import { describe, expect, it } from "vitest";
import { defaultRange, pageWindow } from "./audits/AuditsPage.tsx";
import { diskSize } from "./metrics/format.ts";

describe("audits", () => {
  it("default to one month ago through tomorrow", () => {
    expect(defaultRange(new Date("2026-11-25T21:00:00Z"))).toEqual({ from: "2026-10-25", to: "2026-11-26" });
    expect(defaultRange(new Date("2026-03-31T12:00:00Z"))).toEqual({ from: "2026-03-03", to: "2026-04-01" });
  });

  it("show at most five page buttons, the current one centred when it can be", () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(9, 20)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });
});

describe("disk space", () => {
  it("is shown in GB above 1 GB, else in MB", () => {
    expect(diskSize(2.5 * 1024 ** 3)).toBe("2.50 GB");
    expect(diskSize(1024 ** 3)).toBe("1024.00 MB");
    expect(diskSize(300 * 1024 ** 2)).toBe("300.00 MB");
  });
});
