// Notifications hide after 7 s or on close (spec 1 §4, 3 §2); message dialogs close with OK,
// CLOSE or CONFIRM.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messageText } from "./message.ts";
import {
  clearNotifications,
  dialogs,
  dismiss,
  NOTIFICATION_HIDE_MS,
  notifications,
  notify,
  showDialog,
} from "./notify-store.ts";

beforeEach(() => {
  vi.useFakeTimers();
  clearNotifications();
});
afterEach(() => {
  clearNotifications();
  vi.useRealTimers();
});

const messages = () => notifications.get().map((n) => `${n.type}:${messageText(n.message)}`);

describe("notifications", () => {
  it("hide after 7000 ms", () => {
    expect(NOTIFICATION_HIDE_MS).toBe(7000);
    notify("SUCCESS", { fallback: "Saved" });
    vi.advanceTimersByTime(6999);
    expect(messages()).toEqual(["SUCCESS:Saved"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it("hide on close", () => {
    const id = notify("ERROR", { fallback: "Server not reachable" });
    dismiss(id);
    expect(messages()).toEqual([]);
  });

  it("each hide 7 s after it was shown", () => {
    notify("INFO", { fallback: "first" });
    vi.advanceTimersByTime(3000);
    notify("ERROR", { fallback: "second" });
    vi.advanceTimersByTime(4000);
    expect(messages()).toEqual(["ERROR:second"]);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });

  it("do not stack the same message; showing it again restarts its 7 s", () => {
    notify("ERROR", { fallback: "Not found" });
    vi.advanceTimersByTime(5000);
    notify("ERROR", { fallback: "Not found" });
    expect(messages()).toEqual(["ERROR:Not found"]);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(["ERROR:Not found"]);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it("show at most three, the oldest going first", () => {
    for (const m of ["a", "b", "c", "d"]) notify("INFO", { fallback: m });
    expect(messages()).toEqual(["INFO:b", "INFO:c", "INFO:d"]);
  });
});

describe("message dialogs", () => {
  it("resolve with the button the user pressed, then close", async () => {
    const answer = showDialog({ kind: "confirm", title: "Sign out", message: "Sure?" });
    expect(dialogs.get()).toHaveLength(1);
    dialogs.get()[0].resolve("CONFIRM");
    await expect(answer).resolves.toBe("CONFIRM");
    expect(dialogs.get()).toHaveLength(0);
  });
});
