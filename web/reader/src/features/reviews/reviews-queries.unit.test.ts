// The reviews' small rules: the field a refusal names, its message key, and names isolated in
// translated sentences.
import { describe, expect, it } from "vitest";
import { isolated, problemField, problemMessage } from "./reviews-queries.ts";

describe("reviews queries", () => {
  it("reads the field a problem+json refusal names", () => {
    expect(problemField({ fieldErrors: [{ objectName: "review", field: "dueDate" }] })).toBe("dueDate");
    expect(problemField({ message: "error.review.signedOff" })).toBeNull();
    expect(problemField(undefined)).toBeNull();
  });

  it("reads the refusal's message key, else its detail", () => {
    expect(problemMessage({ message: "error.review.itemChanged", detail: "x" })).toBe("error.review.itemChanged");
    expect(problemMessage({ detail: "Not found" })).toBe("Not found");
    expect(problemMessage(null)).toBeNull();
  });

  it("isolates a name or designation put into a sentence (first strong isolate … pop)", () => {
    expect(isolated("ASTM D3039-14")).toBe("\u2068ASTM D3039-14\u2069");
  });
});
