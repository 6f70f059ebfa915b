// The groups screens' rules (spec 2 §2, §5, §9): sorting, truncation, previews, search
// thresholds and filters, and each enabling rule of the wizard and the edit dialogs.
import { describe, expect, it } from "vitest";
import { pageTypeOf } from "../../shell/page-types.ts";
import {
  atLimit,
  CARD_MEMBER_PREVIEW,
  canAdvance,
  canSendMail,
  canUpdateText,
  DETAIL_MEMBER_PREVIEW,
  documentChanges,
  filterDocuments,
  filterMembers,
  GROUP_NAME_TRUNCATION,
  GROUP_TEXT_MAX,
  groupIdOf,
  groupSort,
  MIN_SEARCH_CHARS,
  moveItems,
  personName,
  preview,
  SEARCH_DEBOUNCE_MS,
  SEARCH_SIZE,
  searchable,
  sortGroups,
  truncateName,
} from "./group-rules.ts";

const g = (groupID: number, name: string) => ({ groupID, name });
const person = (userId: number, firstName: string | null, lastName: string | null, email = `u${userId}@x.example`) => ({
  userId,
  firstName,
  lastName,
  email,
});
const doc = (contentID: number, designationNo: string, documentTitle: string, assetId: string | null = null) => ({
  contentCode: `ASTM|${designationNo}|EN`,
  contentID,
  designationNo,
  assetId,
  documentTitle,
});

describe("the spec's constants", () => {
  it("are those of 2 §9", () => {
    expect(GROUP_TEXT_MAX).toBe(255);
    expect(GROUP_NAME_TRUNCATION).toBe(50);
    expect(DETAIL_MEMBER_PREVIEW).toBe(6);
    expect(CARD_MEMBER_PREVIEW).toBe(3);
    expect(MIN_SEARCH_CHARS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_SIZE).toBe(100);
  });
});

describe("sorting the cards", () => {
  const groups = [g(1, "beta"), g(2, "Alpha"), g(3, "gamma"), g(4, "alpha")];
  it("A-Z by default, Z-A when the URL says desc", () => {
    expect(groupSort(null)).toBe("asc");
    expect(groupSort("desc")).toBe("desc");
    expect(groupSort("bogus")).toBe("asc");
  });
  it("orders by name without regard to case, ties by id", () => {
    expect(sortGroups(groups, "asc", "en").map((x) => x.groupID)).toEqual([2, 4, 1, 3]);
    expect(sortGroups(groups, "desc", "en").map((x) => x.groupID)).toEqual([3, 1, 4, 2]);
  });
  it("does not change the list it is given", () => {
    const copy = [...groups];
    sortGroups(groups, "desc", "en");
    expect(groups).toEqual(copy);
  });
});

describe("names and previews", () => {
  it("cuts names longer than 50 characters with an ellipsis", () => {
    expect(truncateName("x".repeat(50))).toBe("x".repeat(50));
    expect(truncateName("x".repeat(51))).toBe(`${"x".repeat(50)}…`);
    expect(truncateName("short")).toBe("short");
  });
  it("a person is First Last, else the e-mail", () => {
    expect(personName(person(1, "Ada", "Lovelace"))).toBe("Ada Lovelace");
    expect(personName(person(2, null, " ", "a@b.example"))).toBe("a@b.example");
  });
  it("shows 6 members on the detail and the rest as 'N more', all when expanded", () => {
    const eight = Array.from({ length: 8 }, (_, i) => i);
    expect(preview(eight, DETAIL_MEMBER_PREVIEW)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: 2 });
    expect(preview(eight, DETAIL_MEMBER_PREVIEW, true)).toEqual({ shown: eight, more: 0 });
    expect(preview(eight.slice(0, 6), DETAIL_MEMBER_PREVIEW)).toEqual({ shown: eight.slice(0, 6), more: 0 });
    expect(preview(eight, CARD_MEMBER_PREVIEW)).toEqual({ shown: [0, 1, 2], more: 5 });
  });
});

describe("searches", () => {
  it("need more than 2 characters after trimming", () => {
    expect(searchable("ab")).toBe(false);
    expect(searchable("  ab  ")).toBe(false);
    expect(searchable("abc")).toBe(true);
    expect(searchable(" a b ")).toBe(true);
  });
  it("the member filter matches first plus last name, case- and space-insensitive", () => {
    const members = [person(1, "Ada", "Lovelace"), person(2, "Alan", "Turing"), person(3, null, null)];
    expect(filterMembers(members, "ada love").map((m) => m.userId)).toEqual([1]);
    expect(filterMembers(members, "ADALOVE").map((m) => m.userId)).toEqual([1]);
    expect(filterMembers(members, "ring").map((m) => m.userId)).toEqual([2]);
    // Two characters do not filter.
    expect(filterMembers(members, "zz")).toHaveLength(3);
  });
  it("the document filter matches title, asset id or designation", () => {
    const docs = [doc(1, "A36/A36M", "Carbon structural steel", "ASSET-9"), doc(2, "E8/E8M", "Tension testing")];
    expect(filterDocuments(docs, "a36").map((d) => d.contentID)).toEqual([1]);
    expect(filterDocuments(docs, "tension").map((d) => d.contentID)).toEqual([2]);
    expect(filterDocuments(docs, "asset-9").map((d) => d.contentID)).toEqual([1]);
    expect(filterDocuments(docs, "e8")).toHaveLength(2);
  });
});

describe("the wizard's enabling rules", () => {
  const state = { name: "Lab", description: "Our lab", memberCount: 1, documentCount: 1 };
  it("step 0: Next needs a name and a description, not blank after trimming", () => {
    expect(canAdvance(0, state)).toBe(true);
    expect(canAdvance(0, { ...state, name: "   " })).toBe(false);
    expect(canAdvance(0, { ...state, description: "" })).toBe(false);
    expect(canAdvance(0, { ...state, name: "x".repeat(255) })).toBe(true);
    expect(canAdvance(0, { ...state, name: "x".repeat(256) })).toBe(false);
  });
  it("step 1: Next needs a member", () => {
    expect(canAdvance(1, state)).toBe(true);
    expect(canAdvance(1, { ...state, memberCount: 0 })).toBe(false);
  });
  it("step 2: the confirm needs a document", () => {
    expect(canAdvance(2, state)).toBe(true);
    expect(canAdvance(2, { ...state, documentCount: 0 })).toBe(false);
  });
  it("the limit notice shows at exactly 255 characters", () => {
    expect(atLimit("x".repeat(254))).toBe(false);
    expect(atLimit("x".repeat(255))).toBe(true);
  });
});

describe("the edit dialogs' and the e-mail dialog's rules", () => {
  it("the name update waits for a touched field and non-blank texts", () => {
    expect(canUpdateText(false, "Lab", "Our lab")).toBe(false);
    expect(canUpdateText(true, "Lab", "Our lab")).toBe(true);
    expect(canUpdateText(true, " ", "Our lab")).toBe(false);
    expect(canUpdateText(true, "Lab", "\n")).toBe(false);
  });
  it("send waits for a subject and a message", () => {
    expect(canSendMail("Hi", "Hello")).toBe(true);
    expect(canSendMail("  ", "Hello")).toBe(false);
    expect(canSendMail("Hi", " \n ")).toBe(false);
  });
  it("the documents update adds the new codes and removes the ids of the dropped", () => {
    const a = doc(1, "A1", "One");
    const b = doc(2, "B2", "Two");
    const c = doc(3, "C3", "Three");
    expect(documentChanges([a, b], [b, c])).toEqual({ addContentCodes: [c.contentCode], removeContentIds: [1] });
    expect(documentChanges([a], [a])).toEqual({ addContentCodes: [], removeContentIds: [] });
  });
  it("moving the checked items keeps the rest and adds no duplicates", () => {
    const key = (x: { id: string }) => x.id;
    const [from, to] = moveItems([{ id: "a" }, { id: "b" }, { id: "c" }], [{ id: "c" }], new Set(["a", "c"]), key);
    expect(from.map(key)).toEqual(["b"]);
    expect(to.map(key)).toEqual(["c", "a"]);
  });
});

describe("addresses", () => {
  it("reads the group id of /group-detail/?groupId=", () => {
    expect(groupIdOf("12")).toBe(12);
    expect(groupIdOf(null)).toBeNull();
    expect(groupIdOf("0")).toBeNull();
    expect(groupIdOf("-3")).toBeNull();
    expect(groupIdOf("1e3")).toBeNull();
    expect(groupIdOf("99999999999")).toBeNull();
  });
  it("the analytics page types of groups and group detail (spec 1 §2)", () => {
    expect(pageTypeOf("/groups")).toBe("groups");
    expect(pageTypeOf("/group-detail/")).toBe("group-detail");
  });
});
