import { describe, expect, it } from "vitest";
import { allNamed } from "./all-named.ts";

describe("allNamed", () => {
  it("awaits every value at once and keeps each result under its name", async () => {
    const started: string[] = [];
    const later = (name: string, value: number, ms: number) => {
      started.push(name);
      return new Promise<number>((resolve) => setTimeout(() => resolve(value), ms));
    };
    const facts = await allNamed({ slow: later("slow", 1, 20), fast: later("fast", 2, 1), plain: "as is" });
    expect(facts).toEqual({ slow: 1, fast: 2, plain: "as is" });
    expect(started).toEqual(["slow", "fast"]);
  });

  it("rejects with the first failure, as Promise.all does", async () => {
    await expect(allNamed({ ok: Promise.resolve(1), broken: Promise.reject(new Error("no")) })).rejects.toThrow("no");
  });
});
