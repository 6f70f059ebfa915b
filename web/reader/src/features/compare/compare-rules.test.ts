// The compare rules (spec 1 §4, §5, §8, §9): dialog preselection and limits, the pair, the files,
// the HTML-compare polling and the redline download.
import { describe, expect, it } from "vitest";
import type { Schemas } from "../../api/types.ts";
import {
  afterCheck,
  canCompare,
  canDownloadRedline,
  comparePair,
  fileOf,
  HTML_COMPARE_MAX_CHECKS,
  HTML_COMPARE_POLL_MS,
  isDisabled,
  isTooLarge,
  preselect,
  TOO_LARGE,
  toggleVersion,
} from "./compare-rules.ts";

type Version = Schemas["DocumentVersion"];

const version = (id: number, status: string, extra: Partial<Version> = {}): Version => ({
  id,
  designationNo: `D${id}`,
  contentCode: `C${id}`,
  publisherCode: "ASTM",
  status,
  ...extra,
});

// Newest first, as the metadata lists them.
const four = [version(40, "Active"), version(30, "Historical"), version(20, "Historical"), version(10, "Historical")];

describe("compare dialog preselection (spec 1 §5)", () => {
  it("with two versions both are preselected", () => {
    expect(preselect(four.slice(0, 2))).toEqual([40, 30]);
    expect(preselect(four.slice(0, 2), [30])).toEqual([40, 30]);
  });

  it("with one version that one is preselected (compare stays impossible)", () => {
    expect(preselect(four.slice(0, 1))).toEqual([40]);
    expect(canCompare(preselect(four.slice(0, 1)))).toBe(false);
  });

  it("with more versions the ones selected before are preselected", () => {
    expect(preselect(four, [20, 10])).toEqual([20, 10]);
  });

  it("ignores selected ids that are not versions, and never preselects more than two", () => {
    expect(preselect(four, [99, 20])).toEqual([20]);
    expect(preselect(four, [20, 10, 30])).toEqual([20, 10]);
    expect(preselect(four, [20, 20])).toEqual([20]);
  });

  it("otherwise the Active one is preselected", () => {
    expect(preselect(four)).toEqual([40]);
    expect(preselect([version(3, "Historical"), version(2, "Active"), version(1, "Withdrawn")])).toEqual([2]);
  });

  it("without an Active version the latest one is preselected, else none", () => {
    expect(
      preselect([version(3, "Current", { isLatest: true }), version(2, "Previous"), version(1, "Previous")]),
    ).toEqual([3]);
    expect(preselect([version(3, "Previous"), version(2, "Previous"), version(1, "Previous")])).toEqual([]);
  });
});

describe("compare dialog checkboxes (spec 1 §5)", () => {
  it("at least two versions must be checked for Compare to work", () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare([40])).toBe(false);
    expect(canCompare([40, 30])).toBe(true);
  });

  it("once two are checked the others are disabled", () => {
    expect(isDisabled([40, 30], 20)).toBe(true);
    expect(isDisabled([40, 30], 40)).toBe(false);
    expect(isDisabled([40], 20)).toBe(false);
  });

  it("a third version cannot be checked; unchecking frees a place", () => {
    expect(toggleVersion([40, 30], 20)).toEqual([40, 30]);
    expect(toggleVersion([40, 30], 30)).toEqual([40]);
    expect(toggleVersion([40], 20)).toEqual([40, 20]);
  });
});

describe("the compared pair", () => {
  it("orders the two versions as older and newer whatever the check order", () => {
    expect(comparePair(four, [10, 40])).toMatchObject({ older: { id: 10 }, newer: { id: 40 } });
    expect(comparePair(four, [40, 10])).toMatchObject({ older: { id: 10 }, newer: { id: 40 } });
  });

  it("knows whether the newer version comes immediately after the older one", () => {
    expect(comparePair(four, [30, 40])?.consecutive).toBe(true);
    expect(comparePair(four, [10, 20])?.consecutive).toBe(true);
    expect(comparePair(four, [20, 40])?.consecutive).toBe(false);
  });

  it("is null for unknown or equal ids", () => {
    expect(comparePair(four, [40, 99])).toBeNull();
    expect(comparePair(four, [40, 40])).toBeNull();
  });
});

describe("the files a compare uses", () => {
  const file = (id: number, contentId: number, status: "Active" | "Historical") => ({
    id,
    contentId,
    contentCode: `C${contentId}`,
    status,
  });

  it("takes the version's Active file first", () => {
    expect(fileOf([file(1, 40, "Historical"), file(2, 40, "Active"), file(3, 30, "Active")], 40)?.id).toBe(2);
  });

  it("takes another file of the version when none is Active, and null when it has none", () => {
    expect(fileOf([file(1, 40, "Historical")], 40)?.id).toBe(1);
    expect(fileOf([file(1, 40, "Active")], 30)).toBeNull();
  });
});

describe("polling the HTML compare (spec 1 §4, §9)", () => {
  it("polls every 10 seconds, at most 10 times", () => {
    expect(HTML_COMPARE_POLL_MS).toBe(10_000);
    expect(HTML_COMPARE_MAX_CHECKS).toBe(10);
  });

  it("shows the result as soon as it exists", () => {
    expect(afterCheck({ exists: true }, 1)).toBe("show");
    expect(afterCheck({ exists: true }, HTML_COMPARE_MAX_CHECKS)).toBe("show");
  });

  it("waits while the compare is queued or running, until the tenth check", () => {
    for (let n = 1; n < HTML_COMPARE_MAX_CHECKS; n++) {
      expect(afterCheck({ exists: false, status: "QUEUED" }, n)).toBe("wait");
      expect(afterCheck({ exists: false, status: "RUNNING" }, n)).toBe("wait");
    }
    expect(afterCheck({ exists: false, status: "RUNNING" }, HTML_COMPARE_MAX_CHECKS)).toBe("give-up");
  });

  it("gives up at once when the compare failed or the check itself failed", () => {
    expect(afterCheck({ exists: false, status: "FAILED" }, 1)).toBe("give-up");
    expect(afterCheck({ exists: false, error: true }, 1)).toBe("give-up");
  });
});

describe("the redline download (spec 1 §4)", () => {
  it("is offered only for consecutive versions whose redline exists", () => {
    expect(canDownloadRedline(comparePair(four, [30, 40]), true)).toBe(true);
    expect(canDownloadRedline(comparePair(four, [30, 40]), false)).toBe(false);
    expect(canDownloadRedline(comparePair(four, [20, 40]), true)).toBe(false);
    expect(canDownloadRedline(null, true)).toBe(false);
  });
});

describe("the 'too large' refusal (spec 1 §8)", () => {
  it("is a 400 whose message or detail is the server's text", () => {
    expect(isTooLarge(400, { message: TOO_LARGE, detail: TOO_LARGE })).toBe(true);
    expect(isTooLarge(400, { detail: TOO_LARGE })).toBe(true);
    expect(isTooLarge(400, { detail: "rightContentId must differ" })).toBe(false);
    expect(isTooLarge(404, { detail: TOO_LARGE })).toBe(false);
    expect(isTooLarge(400, null)).toBe(false);
  });
});
