// The change history's Back (issue 26 §19): to the list it was opened from, with that list's
// query (status, page, sort); only the two compass point lists, never another site or page.
import { describe, expect, it } from "vitest";
import { backTo } from "./ChangeHistoryPage.tsx";

describe("the change history's Back", () => {
  it("returns to the admin list or the user's own list, with its query", () => {
    expect(backTo("/compass-points-admin-list?status=inactive&page=2")).toBe(
      "/compass-points-admin-list?status=inactive&page=2",
    );
    expect(backTo("/compass-points-list")).toBe("/compass-points-list");
  });

  it("falls back to the user's own list for anything else", () => {
    expect(backTo(null)).toBe("/compass-points-list");
    expect(backTo("https://elsewhere.example/compass-points-list")).toBe("/compass-points-list");
    expect(backTo("//elsewhere.example/compass-points-list")).toBe("/compass-points-list");
    expect(backTo("/groups")).toBe("/compass-points-list");
  });
});
