// The share dialog's rules (spec 2 §2, §5, §6, §9) and the share link landing's outcomes (issue 15).
import { describe, expect, it } from "vitest";
import { linkOutcome, TOKEN } from "./share-link-outcome.ts";
import {
  addTarget,
  canShare,
  externalTarget,
  isEmail,
  isSent,
  LINK_EXPIRIES,
  ROSTER_PREVIEW,
  rosterPreview,
  SEARCH_DEBOUNCE_MS,
  type ShareTarget,
  searchable,
  searchState,
  targetKey,
} from "./share-rules.ts";

const user = (id: number, name: string, email: string): ShareTarget => ({
  id,
  name,
  email,
  isGroup: false,
  isExternalUser: false,
});
const group = (id: number, name: string, members: string[]): ShareTarget => ({
  id,
  name,
  email: null,
  isGroup: true,
  isExternalUser: false,
  rosters: members.map((m, i) => ({
    user: { userId: i + 1, firstName: m, lastName: null, email: `${m}@x.example` },
    userName: m,
  })),
});

describe("the share target search", () => {
  it("runs only above 2 characters after trimming, 500 ms after the last key", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(searchable("ab")).toBe(false);
    expect(searchable("  ab  ")).toBe(false);
    expect(searchable("abc")).toBe(true);
    expect(searchable(" abc ")).toBe(true);
  });

  it("shows nothing for 2 characters or fewer, and nothing before the reply", () => {
    expect(searchState("ab", true, [user(1, "Ann", "ann@x.example")])).toEqual({ kind: "idle" });
    expect(searchState("anne", true, undefined)).toEqual({ kind: "idle" });
  });

  it("lists what matched", () => {
    const found = [user(1, "Ann", "ann@x.example"), group(2, "Team", ["a"])];
    expect(searchState("ann", true, found)).toEqual({ kind: "results", targets: found });
  });

  it("a string that is not an e-mail and matched nothing is a no-match", () => {
    expect(searchState("zzzz", true, [])).toEqual({ kind: "noMatch" });
  });

  it("an unmatched valid e-mail is offered as an external user", () => {
    expect(searchState("new@outside.example", true, [])).toEqual({ kind: "external", email: "new@outside.example" });
    // The e-mail look-up's external answer is the same offer.
    expect(searchState(" new@outside.example ", true, [externalTarget("new@outside.example")])).toEqual({
      kind: "external",
      email: "new@outside.example",
    });
  });

  it("without group support only a valid e-mail is a target", () => {
    expect(searchState("annie", false, undefined)).toEqual({ kind: "needEmail" });
    expect(searchState("ann@x.example", false, [user(1, "Ann", "ann@x.example")])).toEqual({
      kind: "results",
      targets: [user(1, "Ann", "ann@x.example")],
    });
  });

  it("recognises e-mail addresses", () => {
    expect(isEmail("a@b.example")).toBe(true);
    expect(isEmail(" a.b+c@d-e.example ")).toBe(true);
    for (const bad of ["abc", "a@b", "@b.example", "a@.example", "a b@c.example", "a@b..example"])
      expect(isEmail(bad), bad).toBe(false);
  });
});

describe("the share dialog's results and selection", () => {
  const sent = {
    groupList: [group(2, "Team", [])],
    userList: [user(1, "Ann", "ann@x.example"), { ...externalTarget("ext@y.example"), isExternalUser: true }],
  };

  it("targets shared before show 'sent' (groups by id, users by id or e-mail)", () => {
    expect(isSent(group(2, "Team", []), sent)).toBe(true);
    expect(isSent(group(3, "Other", []), sent)).toBe(false);
    expect(isSent(user(1, "Ann", "ann@x.example"), sent)).toBe(true);
    expect(isSent(user(9, "Bob", "bob@x.example"), sent)).toBe(false);
    expect(isSent(externalTarget("EXT@y.example"), sent)).toBe(true);
    expect(isSent(user(1, "Ann", "ann@x.example"), undefined)).toBe(false);
  });

  it("rosters show 3 names, then '+N more'", () => {
    expect(ROSTER_PREVIEW).toBe(3);
    expect(rosterPreview(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(rosterPreview(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(rosterPreview(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });

  it("a target joins the selection once", () => {
    const ann = user(1, "Ann", "ann@x.example");
    const s = addTarget(addTarget([], ann), { ...ann });
    expect(s).toHaveLength(1);
    expect(addTarget(s, group(1, "Team", []))).toHaveLength(2);
    expect(targetKey(externalTarget(" X@Y.example "))).toBe("email:x@y.example");
  });
});

describe("who is offered the share menu (spec 2 §6)", () => {
  it("individual signed-in users with the content-share feature", () => {
    expect(canShare({ id: 5, userType: "INDIVIDUAL" }, true)).toBe(true);
    expect(canShare({ id: 5, userType: "INDIVIDUAL" }, false)).toBe(false);
    expect(canShare({ id: null, userType: "COMPANY" }, true)).toBe(false);
    expect(canShare({ id: 5, userType: "COMPANY" }, true)).toBe(false);
    expect(canShare(null, true)).toBe(false);
  });
});

describe("share links", () => {
  it("expire after 1 day, 7 days, 30 days or never", () => {
    expect(LINK_EXPIRIES).toEqual(["ONE_DAY", "SEVEN_DAYS", "THIRTY_DAYS", "NEVER"]);
  });

  it("the landing tells an open link, expired, revoked, not entitled and unknown apart", () => {
    const gone = (message: string, detail: string) => ({
      type: "about:blank",
      title: "Gone",
      status: 410,
      message,
      detail,
    });
    expect(linkOutcome(200, { contentCode: "ASTM|A1|EN" }, null)).toEqual({ kind: "open", contentCode: "ASTM|A1|EN" });
    expect(linkOutcome(410, undefined, gone("error.shareLink.revoked", "The link was revoked"))).toEqual({
      kind: "revoked",
    });
    expect(linkOutcome(410, undefined, gone("error.shareLink.expired", "The link has expired"))).toEqual({
      kind: "expired",
    });
    expect(linkOutcome(403, undefined, null)).toEqual({ kind: "notEntitled" });
    expect(linkOutcome(404, undefined, null)).toEqual({ kind: "unknown" });
    expect(linkOutcome(500, undefined, null)).toEqual({ kind: "failed" });
  });

  it("a token is 16 to 64 URL-safe characters", () => {
    expect(TOKEN.test("a".repeat(16))).toBe(true);
    expect(TOKEN.test("abc-DEF_123456789")).toBe(true);
    expect(TOKEN.test("a".repeat(15))).toBe(false);
    expect(TOKEN.test("a".repeat(65))).toBe(false);
    expect(TOKEN.test(`${"a".repeat(16)}/`)).toBe(false);
  });
});
