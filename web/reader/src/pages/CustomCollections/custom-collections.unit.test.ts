// Spec 2 §2, §7, §9: the table page sorts Z–A unless asked otherwise, offers 10, 20, 50 and 100 a
// page, and shows the publisher from the content code.
import { describe, expect, it } from "vitest";
import { collectionSort, PAGE_SIZES, pageSize, publisherCode } from "./CustomCollectionsPage.tsx";

describe("custom collections page", () => {
  it("sorts by designation Z–A by default, A–Z on request", () => {
    expect(collectionSort(null)).toBe("ALPHA_DESC");
    expect(collectionSort("asc")).toBe("ALPHA_ASC");
  });

  it("offers page sizes 10, 20, 50 and 100 (10 otherwise)", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(pageSize("50")).toBe(50);
    expect(pageSize("15")).toBe(10);
    expect(pageSize(null)).toBe(10);
  });

  it("reads the publisher from the content code", () => {
    expect(publisherCode("ASTM|D3039_D3039M-17|en-US")).toBe("ASTM");
  });
});
