// The ihsResolver redirect rules (spec 3 §2 "Redirect handling").
import { describe, expect, it } from "vitest";
import {
  afterLookup,
  decodeResolver,
  isResolverType,
  NOT_FOUND_CONTENT,
  planResolve,
  resolverSearchUrl,
} from "./resolver.ts";

const encode = (query: string) => Buffer.from(query, "utf8").toString("base64");
const plan = (query: string) => planResolve(decodeResolver(encode(query)));

describe("decoding the ihsResolver parameter", () => {
  it("reads the base64 query string's fields", () => {
    expect(
      decodeResolver(encode("search=steel&designation=A36&year=2019&status=Active&publisher=ASTM&page=4")),
    ).toEqual({
      search: "steel",
      designation: "A36",
      year: 2019,
      status: "Active",
      publisher: "ASTM",
      page: 4,
    });
  });

  it("accepts URL-safe base64, missing padding and a leading '?'", () => {
    const raw = Buffer.from("?designation=D3039 & more&year=2017", "utf8").toString("base64url");
    expect(decodeResolver(raw)?.designation).toBe("D3039");
    expect(decodeResolver(raw)?.year).toBe(2017);
  });

  it("keeps non-ASCII text", () => {
    expect(decodeResolver(encode("search=résistance à la traction"))?.search).toBe("résistance à la traction");
  });

  it("ignores years and pages outside their ranges", () => {
    const f = decodeResolver(encode("designation=A36&year=99&page=0"));
    expect(f?.year).toBeNull();
    expect(f?.page).toBeNull();
  });

  it("is null for a missing or unreadable parameter", () => {
    expect(decodeResolver(null)).toBeNull();
    expect(decodeResolver("")).toBeNull();
    expect(decodeResolver("%%%not base64%%%")).toBeNull();
  });
});

describe("where the resolver goes", () => {
  it("search only: a content search for the text", () => {
    expect(plan("search=tensile strength")).toEqual({
      kind: "search",
      content: "tensile strength",
      stype: "A",
      publisher: null,
    });
  });

  it("search with a year: the year is added to the text", () => {
    expect(plan("search=tensile&year=2014")).toMatchObject({ kind: "search", content: "tensile 2014" });
  });

  it("designation with a year or a status: look the content code up (with the page)", () => {
    expect(plan("designation=D3039&year=2017&page=3")).toEqual({
      kind: "lookup",
      designation: "D3039",
      year: 2017,
      status: null,
      page: 3,
    });
    expect(plan("designation=D3039&status=Active")).toMatchObject({ kind: "lookup", status: "Active", year: null });
  });

  it("designation without a year or status: a content search for it", () => {
    expect(plan("designation=D3039")).toEqual({ kind: "search", content: "D3039", stype: "D", publisher: null });
  });

  it("only a year or a status: a search on them", () => {
    expect(plan("year=2017")).toMatchObject({ kind: "search", content: "2017" });
    expect(plan("status=Withdrawn")).toMatchObject({ kind: "search", content: "Withdrawn" });
    expect(plan("year=2017&status=Withdrawn")).toMatchObject({ kind: "search", content: "2017 Withdrawn" });
  });

  it("nothing usable: home", () => {
    expect(planResolve(null)).toEqual({ kind: "home" });
    expect(plan("page=2")).toEqual({ kind: "home" });
  });

  it("the publisher travels with a search", () => {
    expect(plan("search=valves&publisher=API")).toMatchObject({ publisher: "API" });
  });
});

describe("the resolver's search address", () => {
  it("is a content search with the text, the search field and the publisher", () => {
    expect(resolverSearchUrl("D3039", "D", "ASTM")).toBe("/content-search/?content=D3039&stype=D&publisherid=ASTM");
    expect(resolverSearchUrl("a b&c", "A", null)).toBe("/content-search/?content=a+b%26c&stype=A");
  });

  it("cuts the text at 500 characters", () => {
    const url = new URL(resolverSearchUrl("x".repeat(800), "A", null), "http://reader");
    expect(url.searchParams.get("content")).toHaveLength(500);
  });

  it("knows the types SUBSCRIPTION and EDIT only", () => {
    expect(isResolverType("SUBSCRIPTION")).toBe(true);
    expect(isResolverType("EDIT")).toBe(true);
    expect(isResolverType("OTHER")).toBe(false);
    expect(isResolverType(undefined)).toBe(false);
  });
});

describe("after the designation lookup (spec 1 §5, 3 §8: 'Not found Content' goes to /)", () => {
  it("opens the document the lookup names", () => {
    expect(afterLookup({ contentCode: "ASTM|D3039_D3039M-17|en-US" })).toEqual({
      kind: "document",
      contentCode: "ASTM|D3039_D3039M-17|en-US",
    });
  });

  it("goes to / on 'Not found Content', not to a content search", () => {
    expect(afterLookup({ contentCode: null, message: NOT_FOUND_CONTENT })).toEqual({ kind: "home" });
    expect(afterLookup({ contentCode: "X", message: NOT_FOUND_CONTENT })).toEqual({ kind: "home" });
  });

  it("goes to / when the lookup failed or named no document", () => {
    expect(afterLookup(undefined)).toEqual({ kind: "home" });
    expect(afterLookup({})).toEqual({ kind: "home" });
  });
});
