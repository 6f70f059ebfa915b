// Every authority rule of the API lives in lib/access-policy.ts (issue 24 §2): a check written by
// hand elsewhere drifts from the contract's x-authorities and from the other checks (the CP_ADMIN
// alias, who counts as an administrator). This test reads the API's sources and fails on a file
// other than the policy that names an authority as a string or compares a list of authorities.
// Tests are not held to it: they build actors with authorities and assert the wording.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTHORITIES } from "@norma/contracts/authorities";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const POLICY = "lib/access-policy.ts";
const TEST_ONLY = /(\.test\.tsx?$|fixtures?\.tsx?$|(^|\/)__fixtures__\/)/;

/** A string literal that is exactly an authority's name: "ADMIN", 'OPERATOR', `CP_ADMIN`. */
const AUTHORITY_LITERAL = new RegExp(`(["'\`])(${AUTHORITIES.join("|")})\\1`, "g");
/** A list of authorities asked whether it holds one: actor.authorities.includes(…), authorities.some(…). */
const AUTHORITY_COMPARISON = /\bauthorities\??\s*\.\s*(includes|some|every|indexOf|find|findIndex|filter|has)\s*\(/g;
/** The helpers the policy replaced, if someone brings one back. */
const HAND_HELPER = /\b(hasAuthority|hasAnyAuthority|hasRole)\s*\(/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for each match of the patterns in the text. */
function handChecksIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const pattern of [AUTHORITY_LITERAL, AUTHORITY_COMPARISON, HAND_HELPER]) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index).split("\n").length;
      found.push(`${file}:${line}: ${m[0]}`);
    }
  }
  return found;
}

describe("the access policy is the one home of the authority rules", () => {
  const files = sourcesUnder(SRC)
    .map((path) => relative(SRC, path).split("\\").join("/"))
    .filter((file) => !TEST_ONLY.test(file));

  it("reads the API's sources, the policy among them", () => {
    expect(files).toContain(POLICY);
    expect(files).toContain("plugins/access.ts");
    expect(files.length).toBeGreaterThan(100);
  });

  it("finds what it looks for (the patterns are not dead)", () => {
    expect(handChecksIn("x.ts", `const a = actor.authorities.includes("ADMIN");`)).toEqual([
      'x.ts:1: "ADMIN"',
      "x.ts:1: authorities.includes(",
    ]);
    expect(handChecksIn("x.ts", "\nif (hasAuthority(actor, 'CP_ADMIN')) ok();")).toEqual([
      "x.ts:2: 'CP_ADMIN'",
      "x.ts:2: hasAuthority(",
    ]);
    expect(handChecksIn("x.ts", "user.authorities?.some((a) => a === `OPERATOR`)")).toEqual([
      "x.ts:1: `OPERATOR`",
      "x.ts:1: authorities?.some(",
    ]);
    // The contract's wording may name authorities in prose; data passes authorities along freely.
    expect(handChecksIn("x.ts", `throw new E("needs the ADMIN or REPORT_VIEW authority");`)).toEqual([]);
    expect(
      handChecksIn("x.ts", "return { authorities: user.authorities, where: { authorities: { has: a } } };"),
    ).toEqual([]);
  });

  it("no other file names an authority or compares a list of them", () => {
    const found = files
      .filter((file) => file !== POLICY)
      .flatMap((file) => handChecksIn(file, readFileSync(join(SRC, file), "utf8")));
    // Ask lib/access-policy.ts instead (add the question there, with its unit test).
    expect(found).toEqual([]);
  });
});
