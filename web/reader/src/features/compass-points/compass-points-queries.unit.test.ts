// The compass points' keys: a point's change (the list page's deactivate and reactivate, the
// document's dialog) reaches every list of points; the document's tab is reached by its own key.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import { compassPointListQuery, compassPointsKeys, documentCompassPointsQuery } from "./compass-points-queries.ts";

const list = (admin: boolean) =>
  compassPointListQuery(admin, { status: "active", pageIndex: 1, pageSize: 10, sort: "createdDate-" }).queryKey;

describe("compass points queries", () => {
  it("tell the user's list from the administrator's", () => {
    expect(list(true)).not.toEqual(list(false));
  });

  it("a point's change reaches every list; the document's tab is reached alone by its key", async () => {
    const tab = documentCompassPointsQuery("A|B|en").queryKey;
    const otherTab = documentCompassPointsQuery("A|C|en").queryKey;
    const usage = ["usage", "summary", {}];
    expect(await keysInvalidatedBy(compassPointsKeys.all, [list(false), list(true), tab, usage])).toEqual([
      list(false),
      list(true),
      tab,
    ]);
    expect(await keysInvalidatedBy(compassPointsKeys.ofDocument("A|B|en"), [tab, otherTab, list(false)])).toEqual([
      tab,
    ]);
  });
});
