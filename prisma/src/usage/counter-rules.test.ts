// The COUNTER R5.1 rules as pure functions: data types from content types, YOP, who acts and the
// user-session of unique counts, the metrics an action counts toward, and search texts.
// usage-recorder.test.ts applies them against PostgreSQL and Redis in `npm test`; this file and
// usage-recorder-rules.test.ts are what mutation testing runs (`npm run mutation -- counter`).
// Imported by path, not as @norma/db/counter-rules: Stryker mutates its sandbox's copy, and the
// package name resolves to the original through node_modules.
import { describe, expect, it } from "vitest";
import {
  ACCESS_METHODS,
  actorKey,
  countsUniqueTitles,
  DOUBLE_CLICK_MS,
  itemDataType,
  METRIC_TYPES,
  MULTIMEDIA,
  normaliseQuery,
  sessionKey,
  titleDataType,
  totalMetrics,
  uniqueMetrics,
  yearOfPublication,
} from "./counter-rules.ts";

describe("COUNTER vocabulary", () => {
  it("names the R5.1 metric types and access methods, and a 30 s double-click window", () => {
    expect(METRIC_TYPES).toEqual([
      "Total_Item_Investigations",
      "Total_Item_Requests",
      "Unique_Item_Investigations",
      "Unique_Item_Requests",
      "Unique_Title_Investigations",
      "Unique_Title_Requests",
      "No_License",
      "Limit_Exceeded",
      "Searches_Regular",
      "Searches_Platform",
    ]);
    expect(ACCESS_METHODS).toEqual(["Regular", "TDM"]);
    expect(DOUBLE_CLICK_MS).toBe(30_000);
  });
});

describe("data types", () => {
  it("maps every content type to its item data type", () => {
    const expected: Record<string, string> = {
      JOURNALS: "Article",
      STP_PAPER: "Book_Segment",
      MANUAL_MONO_PAPERS: "Book_Segment",
      DATA_SERIES_PAPERS: "Book_Segment",
      STP_BOOK: "Book_Segment",
      MANUAL_MONO_BOOKS: "Book_Segment",
      DATA_SERIES_BOOKS: "Book_Segment",
      "Related Materials": "Other",
      ASTM_STANDARDS: "Standard",
      UNE: "Standard",
      "": "Standard",
    };
    for (const [contentType, type] of Object.entries(expected))
      expect([contentType, itemDataType(contentType)]).toEqual([contentType, type]);
  });

  it("maps item data types to the title's; Multimedia and the platform have none", () => {
    expect(titleDataType("Book_Segment")).toBe("Book");
    expect(titleDataType("Article")).toBe("Journal");
    expect(titleDataType("Standard")).toBe("Standard");
    expect(titleDataType("Other")).toBe("Other");
    expect(MULTIMEDIA).toBe("Multimedia");
    expect(titleDataType(MULTIMEDIA)).toBeNull();
    expect(titleDataType("Platform")).toBeNull();
  });

  it("counts unique titles for book segments only", () => {
    expect(countsUniqueTitles("Book_Segment")).toBe(true);
    for (const t of ["Article", "Standard", "Other", "Multimedia"]) expect(countsUniqueTitles(t)).toBe(false);
  });
});

describe("YOP", () => {
  const date = (y: number) => new Date(Date.UTC(y, 0, 1, 0, 30));
  it("the edition year, else the publication date's UTC year, else 0001", () => {
    expect(yearOfPublication({ editionYear: 2019, publishedDate: date(2001) })).toBe("2019");
    expect(yearOfPublication({ editionYear: null, publishedDate: date(2001) })).toBe("2001");
    // The UTC year: 31 December 23:30 in UTC is still that year wherever the server runs.
    expect(yearOfPublication({ editionYear: null, publishedDate: new Date("1999-12-31T23:30:00Z") })).toBe("1999");
    expect(yearOfPublication({ editionYear: null, publishedDate: null })).toBe("0001");
  });

  it("four digits, 0001 outside 1…9999", () => {
    expect(yearOfPublication({ editionYear: 5, publishedDate: null })).toBe("0005");
    expect(yearOfPublication({ editionYear: 1, publishedDate: null })).toBe("0001");
    expect(yearOfPublication({ editionYear: 9999, publishedDate: null })).toBe("9999");
    expect(yearOfPublication({ editionYear: 10000, publishedDate: null })).toBe("0001");
    expect(yearOfPublication({ editionYear: 0, publishedDate: null })).toBe("0001");
    expect(yearOfPublication({ editionYear: -44, publishedDate: null })).toBe("0001");
  });
});

describe("who acts and the user-session", () => {
  it("double-click filtering's actor: the user, else the session, else the account", () => {
    expect(actorKey({ tenantId: 1, userId: 7, accountId: 3, jti: "j" })).toBe("u7");
    expect(actorKey({ tenantId: 1, userId: 0, accountId: 3 })).toBe("u0");
    expect(actorKey({ tenantId: 1, userId: null, accountId: 3, jti: "j" })).toBe("sj");
    expect(actorKey({ tenantId: 1, userId: null, accountId: 3, jti: "" })).toBe("a1:3");
    expect(actorKey({ tenantId: 1, userId: null, accountId: 3 })).toBe("a1:3");
    expect(actorKey({ tenantId: 2, userId: null, accountId: null })).toBe("a2:0");
  });

  it("the session id with the transaction date; without one, the user, the date and the UTC hour", () => {
    const at = new Date("2026-03-04T13:59:59Z");
    const user = { tenantId: 1, userId: 7, accountId: 3 };
    expect(sessionKey({ ...user, authTime: 1_700_000_000 }, at)).toBe("u7|1700000000|2026-03-04");
    expect(sessionKey(user, at)).toBe("u7|2026-03-04|13");
    expect(sessionKey({ ...user, authTime: 0 }, at)).toBe("u7|2026-03-04|13");
    expect(sessionKey({ tenantId: 1, userId: null, accountId: 3, jti: "j" }, at)).toBe("sj|2026-03-04|13");
  });
});

describe("metrics of an action", () => {
  it("a request is also an investigation; refusals and searches count their own", () => {
    expect(totalMetrics("request")).toEqual(["Total_Item_Investigations", "Total_Item_Requests"]);
    expect(totalMetrics("investigation")).toEqual(["Total_Item_Investigations"]);
    expect(totalMetrics("no_license")).toEqual(["No_License"]);
    expect(totalMetrics("limit_exceeded")).toEqual(["Limit_Exceeded"]);
    expect(totalMetrics("search")).toEqual(["Searches_Regular", "Searches_Platform"]);
  });

  it("unique item metrics for requests and investigations, unique title metrics for book segments", () => {
    expect(uniqueMetrics("request", "Book_Segment")).toEqual([
      { metric: "Unique_Item_Investigations", scope: "item" },
      { metric: "Unique_Item_Requests", scope: "item" },
      { metric: "Unique_Title_Investigations", scope: "title" },
      { metric: "Unique_Title_Requests", scope: "title" },
    ]);
    expect(uniqueMetrics("investigation", "Book_Segment")).toEqual([
      { metric: "Unique_Item_Investigations", scope: "item" },
      { metric: "Unique_Title_Investigations", scope: "title" },
    ]);
    expect(uniqueMetrics("request", "Standard")).toEqual([
      { metric: "Unique_Item_Investigations", scope: "item" },
      { metric: "Unique_Item_Requests", scope: "item" },
    ]);
    expect(uniqueMetrics("investigation", "Article")).toEqual([
      { metric: "Unique_Item_Investigations", scope: "item" },
    ]);
    for (const action of ["no_license", "limit_exceeded", "search"] as const)
      expect(uniqueMetrics(action, "Book_Segment")).toEqual([]);
  });
});

describe("search texts", () => {
  it("trimmed, inner spaces collapsed, lower case, at most 200 characters", () => {
    expect(normaliseQuery("  Steel \t  PIPE\n A53 ")).toBe("steel pipe a53");
    expect(normaliseQuery(`${"x".repeat(150)}  ${"Y".repeat(100)}`)).toBe(`${"x".repeat(150)} ${"y".repeat(49)}`);
  });
});
