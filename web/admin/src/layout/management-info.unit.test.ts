import { describe, expect, it } from "vitest";
import { databaseConsoleOf, offersApiDocs } from "./management-info.ts";

describe("management info in the console's menu", () => {
  it("links to the database console only when the API names an http(s) address", () => {
    expect(databaseConsoleOf(null)).toBeNull();
    expect(databaseConsoleOf({})).toBeNull();
    expect(databaseConsoleOf({ databaseConsole: "https://pgadmin.example/" })).toBe("https://pgadmin.example/");
    expect(databaseConsoleOf({ databaseConsole: "javascript:alert(1)" })).toBeNull();
  });

  it("offers the API docs only under the api-docs profile", () => {
    expect(offersApiDocs({ activeProfiles: ["prod", "api-docs"] })).toBe(true);
    expect(offersApiDocs({ activeProfiles: ["prod"] })).toBe(false);
    expect(offersApiDocs(null)).toBe(false);
  });
});
