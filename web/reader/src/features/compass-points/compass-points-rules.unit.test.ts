import { describe, expect, it } from "vitest";
import {
  authorName,
  defaultSort,
  historyLabelKey,
  maySaveShared,
  sortOf,
  toggleSort,
  truncate,
} from "./compass-points-rules.ts";

describe("compass point list rules", () => {
  it("default sorts: createdDate- for active, deactivatedDate- for deactivated", () => {
    expect(defaultSort("active")).toBe("createdDate-");
    expect(defaultSort("inactive")).toBe("deactivatedDate-");
    expect(sortOf(null, "inactive")).toBe("deactivatedDate-");
    expect(sortOf("title", "active")).toBe("createdDate-");
    expect(sortOf("name-", "active")).toBe("name-");
  });

  it("a column click flips its direction (trailing minus), another column starts ascending", () => {
    expect(toggleSort("createdDate-", "createdDate")).toBe("createdDate");
    expect(toggleSort("createdDate", "createdDate")).toBe("createdDate-");
    expect(toggleSort("createdDate-", "name")).toBe("name");
  });

  it("truncates at the display limits; change-history labels; author names", () => {
    expect(truncate("a".repeat(30), 25)).toBe(`${"a".repeat(25)}…`);
    expect(truncate("short", 25)).toBe("short");
    expect(truncate(null, 25)).toBe("");
    expect(historyLabelKey("UPDATE-SELECTION")).toBe("compassPointsHistory.edited");
    expect(historyLabelKey("INSERT")).toBe("compassPointsHistory.created");
    expect(historyLabelKey("ACTIVATE")).toBe("compassPointsHistory.reactivated");
    expect(historyLabelKey("DEACTIVATE")).toBe("compassPointsHistory.deactivated");
    expect(authorName(null)).toBe("Guest");
    expect(authorName({ firstName: null, lastName: "  " }, "Invité")).toBe("Invité");
    expect(authorName({ firstName: "Alexandra", lastName: "Montgomery-Smithers" })).toBe("Montgomery-Smithers");
    expect(authorName({ firstName: "Ann", lastName: "Lee" })).toBe("Lee Ann");
    expect(authorName({ firstName: "Bartholomew", lastName: "Okafor" })).toBe("Okafor Bartholomew");
    expect(authorName({ firstName: "Bartholomew", lastName: "Okafor" })).toHaveLength(18);
    expect(authorName({ firstName: "Maximiliana", lastName: "Okonkwo" })).toBe("Okonkwo Maximiliana");
    expect(authorName({ firstName: "Maximilianus", lastName: "Okonkwo-Adebayo" })).toBe("Okonkwo-Adebayo Maxi");
  });

  it("offers to save a shared point only to a viewer who does not own it, may create points, and is not under view All", () => {
    const allowed = { share: true, annotate: true };
    expect(maySaveShared({ own: false, status: "active" }, allowed)).toBe(true);
    expect(maySaveShared({ own: true, status: "active" }, allowed)).toBe(false);
    expect(maySaveShared({ own: false, status: "inactive" }, allowed)).toBe(false);
    // view All (or manage None) hides shared-save with the share link
    expect(maySaveShared({ own: false, status: "active" }, { share: false, annotate: true })).toBe(false);
    expect(maySaveShared({ own: false, status: "active" }, { share: true, annotate: false })).toBe(false);
    expect(maySaveShared(null, allowed)).toBe(false);
    expect(maySaveShared({ own: false }, undefined)).toBe(false);
  });
});
