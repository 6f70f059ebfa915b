// The compare rules (spec 1 §4, §5, §8, §9): dialog preselection and limits, the pair, the files,
// the HTML-compare polling, the redline download, and the compare a link asks for (compareWith).
import { describe, expect, it } from "vitest";
import type { Schemas } from "../../api/types.ts";
import {
  afterCheck,
  canCompare,
  canDownloadRedline,
  comparePair,
  defaultCompareTab,
  delayBeforeCheck,
  fileOf,
  HTML_COMPARE_MAX_CHECKS,
  HTML_COMPARE_POLL_MS,
  isDisabled,
  isTooLarge,
  pairFromUrl,
  preselect,
  TOO_LARGE,
  toggleVersion,
  urlOfPair,
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
    // At once, then soon (the workers are quick), then every 10 s.
    expect([1, 2, 3, 4, 10].map((n) => delayBeforeCheck(n))).toEqual([0, 1_000, 3_000, 10_000, 10_000]);
    expect(HTML_COMPARE_MAX_CHECKS).toBe(10);
  });

  it("leaves out the quick checks while the result stream is open (issue 29 §3)", () => {
    expect([1, 2, 3, 4].map((n) => delayBeforeCheck(n, true))).toEqual([0, 10_000, 10_000, 10_000]);
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

describe("the compare a link asks for (compareWith, e.g. a revision alert's 'compare with the previous version')", () => {
  // The open document is version 40 (C40), the newest.
  it("one content code compares it with the open document", () => {
    expect(pairFromUrl(four, 40, "C30")).toEqual([40, 30]);
    expect(pairFromUrl(four, 40, " C10 ")).toEqual([40, 10]);
    expect(comparePair(four, pairFromUrl(four, 40, "C30") as [number, number])).toMatchObject({
      older: { id: 30 },
      newer: { id: 40 },
      consecutive: true,
    });
  });

  it("two content codes compare those two, whichever document is open", () => {
    expect(pairFromUrl(four, 40, "C20,C10")).toEqual([20, 10]);
  });

  it("no parameter asks for nothing; codes that are not other versions of the document are unknown", () => {
    expect(pairFromUrl(four, 40, null)).toBeNull();
    expect(pairFromUrl(four, 40, "")).toBeNull();
    expect(pairFromUrl(four, 40, "C99")).toBe("unknown");
    expect(pairFromUrl(four, 40, "C40")).toBe("unknown"); // itself
    expect(pairFromUrl(four, 40, "C20,C20")).toBe("unknown");
    expect(pairFromUrl(four, 40, "C20,C10,C30")).toBe("unknown");
    expect(pairFromUrl(four, 99, "C30")).toBe("unknown"); // the open document is not among the versions
  });

  it("a pair chosen in the dialog is written back the same way, so the URL can be shared", () => {
    expect(urlOfPair(four, 40, [40, 30])).toBe("C30");
    expect(urlOfPair(four, 40, [30, 40])).toBe("C30");
    expect(urlOfPair(four, 40, [20, 10])).toBe("C20,C10");
    for (const ids of [
      [40, 30],
      [20, 10],
      [10, 40],
    ] as [number, number][]) {
      const back = pairFromUrl(four, 40, urlOfPair(four, 40, ids));
      expect(new Set(back as number[])).toEqual(new Set(ids));
    }
  });

  it("opens on the HTML compare when both versions have HTML, otherwise on the PDF redline", () => {
    expect(defaultCompareTab({ html: { newId: 1, oldId: 2 }, pdf: true })).toBe("html");
    expect(defaultCompareTab({ html: null, pdf: true })).toBe("pdf");
    expect(defaultCompareTab({ html: null, pdf: null })).toBeNull();
    expect(defaultCompareTab(null)).toBeNull();
  });
});
