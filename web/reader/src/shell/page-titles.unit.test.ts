import { describe, expect, it } from "vitest";
import { documentTitle, pageTitleKey } from "./page-titles.ts";

describe("page titles", () => {
  it("names each page with a title of its own, the library's title after it", () => {
    expect(pageTitleKey("/favorites")).toBe("favorites.title");
    expect(pageTitleKey("/user-resources/marc")).toBe("marc.title");
    expect(pageTitleKey("/user-resources")).toBe("resources.title");
    expect(pageTitleKey("/")).toBeNull();
    expect(documentTitle("Favorites", "ASTM Compass")).toBe("Favorites – ASTM Compass");
    expect(documentTitle(null, "ASTM Compass")).toBe("ASTM Compass");
  });
});
