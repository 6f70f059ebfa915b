// The initial load delay (spec 1 §9: 200 ms) on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { delayedSwitch, INITIAL_LOAD_DELAY_MS } from "./delayed.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("delayedSwitch", () => {
  it("is 200 ms, the spec's initial load delay", () => {
    expect(INITIAL_LOAD_DELAY_MS).toBe(200);
  });

  it("shows the indicator only once the load has lasted 200 ms", () => {
    const seen: boolean[] = [];
    const lag = delayedSwitch((on) => seen.push(on));
    lag.set(true);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true]);
    lag.set(false);
    expect(seen).toEqual([true, false]);
  });

  it("never shows it for a load shorter than 200 ms", () => {
    const seen: boolean[] = [];
    const lag = delayedSwitch((on) => seen.push(on));
    lag.set(true);
    vi.advanceTimersByTime(150);
    lag.set(false);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it("counts the 200 ms from the start of a load, not from repeated signals", () => {
    const seen: boolean[] = [];
    const lag = delayedSwitch((on) => seen.push(on));
    lag.set(true);
    vi.advanceTimersByTime(150);
    lag.set(true);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([true]);
    lag.set(true);
    expect(seen).toEqual([true]);
  });

  it("a new load after one ended waits 200 ms again", () => {
    const seen: boolean[] = [];
    const lag = delayedSwitch((on) => seen.push(on));
    lag.set(true);
    vi.advanceTimersByTime(200);
    lag.set(false);
    lag.set(true);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false, true]);
  });

  it("says nothing after it is disposed (the indicator went away)", () => {
    const seen: boolean[] = [];
    const lag = delayedSwitch((on) => seen.push(on));
    lag.set(true);
    lag.dispose();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});
