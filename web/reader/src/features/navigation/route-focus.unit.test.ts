// When a change of address moves the focus to the page's heading (issue 12, WCAG 2.4.3).
import { describe, expect, it } from "vitest";
import { focusLost, KEEP_FOCUS, keepsFocus, movesFocus } from "./route-focus.ts";

describe("movesFocus", () => {
  it("leaves the first page alone", () => {
    expect(movesFocus(null, "/", false)).toBe(false);
    expect(movesFocus(null, "/search", true)).toBe(false);
  });

  it("moves it on a new page", () => {
    expect(movesFocus("/", "/search", false)).toBe(true);
    expect(movesFocus("/search", "/document/", false)).toBe(true);
  });

  it("on the same page only when the focus was lost", () => {
    expect(movesFocus("/search", "/search", false)).toBe(false);
    expect(movesFocus("/search", "/search", true)).toBe(true);
  });
});

describe("focusLost", () => {
  const body = { isConnected: true } as Element;
  it("is lost on <body>, nowhere, or on an element gone from the page", () => {
    expect(focusLost(body, body)).toBe(true);
    expect(focusLost(null, body)).toBe(true);
    expect(focusLost({ isConnected: false } as Element, body)).toBe(true);
    expect(focusLost({ isConnected: true } as Element, body)).toBe(false);
  });
});

describe("keepsFocus", () => {
  it("only for the navigation state of a control that stays on screen", () => {
    expect(keepsFocus(KEEP_FOCUS)).toBe(true);
    expect(keepsFocus({ keepFocus: "yes" })).toBe(false);
    expect(keepsFocus({})).toBe(false);
    expect(keepsFocus(null)).toBe(false);
    expect(keepsFocus(undefined)).toBe(false);
  });
});
