import { describe, expect, it } from "vitest";
import { scrollAction } from "./scroll-restoration.ts";

const at = (pathname: string, hash = "") => ({ pathname, hash });

describe("scroll position on a change of address", () => {
  it("starts a new page (link or redirect to another path) at the top", () => {
    expect(scrollAction("PUSH", "/content-search/", at("/document/"), 2500)).toBe("top");
    expect(scrollAction("REPLACE", "/", at("/favorites"), undefined)).toBe("top");
  });

  it("restores the saved position on Back and Forward", () => {
    expect(scrollAction("POP", "/document/", at("/content-search/"), 2500)).toEqual({ restore: 2500 });
    expect(scrollAction("POP", "/document/", at("/content-search/"), undefined)).toBe("top");
  });

  it("leaves anchors and another query of the same page to the page", () => {
    expect(scrollAction("PUSH", "/user-resources", at("/user-resources", "#marc"), undefined)).toBe("keep");
    expect(scrollAction("PUSH", "/content-search/", at("/content-search/"), undefined)).toBe("keep");
  });

  it("keeps the browser's place on the first page load without a saved position", () => {
    expect(scrollAction("POP", null, at("/"), undefined)).toBe("keep");
  });
});
