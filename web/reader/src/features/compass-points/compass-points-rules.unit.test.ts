import { describe, expect, it } from "vitest";
import {
  authorName,
  defaultSort,
  historyLabelKey,
  maySaveShared,
  pointDocumentUrl,
  selectablePoints,
  selectionChange,
  selectionPreview,
  selectionState,
  sortOf,
  toggleAllSelected,
  toggleSelected,
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

describe("the admin list's selection (spec 2 §2: a click selects, without a link)", () => {
  const points = [
    { compassPointID: 1, edit: true },
    { compassPointID: 2, edit: false },
    { compassPointID: 3, edit: true },
  ];
  const selectable = selectablePoints(points);

  it("offers only the points the admin may change", () => {
    expect(selectable).toEqual([1, 3]);
  });

  it("a click toggles one point, never one that cannot be chosen", () => {
    const one = toggleSelected(new Set(), 1, selectable);
    expect([...one]).toEqual([1]);
    expect([...toggleSelected(one, 1, selectable)]).toEqual([]);
    expect([...toggleSelected(one, 2, selectable)]).toEqual([1]);
  });

  it("the header box chooses all of the page, or clears them when all are chosen", () => {
    expect([...toggleAllSelected(new Set([1]), selectable)].sort()).toEqual([1, 3]);
    expect([...toggleAllSelected(new Set([1, 3]), selectable)]).toEqual([]);
    expect([...toggleAllSelected(new Set(), [])]).toEqual([]);
  });

  it("the header box shows all, some or none", () => {
    expect(selectionState(new Set(), selectable)).toBe("none");
    expect(selectionState(new Set([3]), selectable)).toBe("some");
    expect(selectionState(new Set([1, 3]), selectable)).toBe("all");
    expect(selectionState(new Set([2]), [])).toBe("none");
  });

  it("Open leads to the point in its document, or to the document of a deactivated point", () => {
    const p = { contentCode: "ASTM|A36/A36M-19", compassPointUUID: "u-1" };
    expect(pointDocumentUrl(p, "active")).toBe("/document/?contentCode=ASTM%7CA36%2FA36M-19&compasspointuuid=u-1");
    expect(pointDocumentUrl(p, "inactive")).toBe("/document/?contentCode=ASTM%7CA36%2FA36M-19");
  });
});

describe("the selection-change dialog (spec 2 §2, §4: confirm, and undo)", () => {
  const start = { selection: "old", offered: null, undo: null };

  it("a new selection in the document is offered; the point keeps its own until it is used", () => {
    const offered = selectionChange<string>(start, { kind: "offer", selection: "new" });
    expect(offered).toEqual({ selection: "old", offered: "new", undo: null });
    expect(selectionChange(offered, { kind: "keep" })).toEqual(start);
  });

  it("using it replaces the selection and keeps the old one for an undo, which puts it back once", () => {
    const used = selectionChange(selectionChange<string>(start, { kind: "offer", selection: "new" }), {
      kind: "accept",
    });
    expect(used).toEqual({ selection: "new", offered: null, undo: { before: "old" } });
    const undone = selectionChange(used, { kind: "undo" });
    expect(undone).toEqual({ selection: "old", offered: null, undo: null });
    expect(selectionChange(undone, { kind: "undo" })).toBe(undone);
  });

  it("undo restores no selection when there was none (a point being created)", () => {
    const none = { selection: null, offered: null, undo: null };
    const used = selectionChange(selectionChange<string>(none, { kind: "offer", selection: "first" }), {
      kind: "accept",
    });
    expect(selectionChange(used, { kind: "undo" }).selection).toBeNull();
  });

  it("nothing to accept without an offer", () => {
    expect(selectionChange<string>(start, { kind: "accept" })).toBe(start);
  });
});

describe("the selected text's preview (spec 2 §9: 255 characters)", () => {
  it("shows 255 characters with show more, all of it once expanded", () => {
    const long = "x".repeat(300);
    expect(selectionPreview(long, false)).toEqual({ shown: `${"x".repeat(255)}…`, toggle: true });
    expect(selectionPreview(long, true)).toEqual({ shown: long, toggle: true });
  });

  it("a text of 255 characters or fewer is shown whole, without show more", () => {
    const exact = "y".repeat(255);
    expect(selectionPreview(exact, false)).toEqual({ shown: exact, toggle: false });
  });
});
