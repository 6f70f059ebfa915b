// The supersession line of the document page (issue 27; GET /api/documents/metadata `supersession`):
// the documents of other lines a document's line replaces, oldest first, and those that replace
// it, nearest first, each followed through the chain (A replaced by B replaced by C); whichever
// edition of a line is asked about, the same line; a replacement the tenant does not present is
// not named.
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";

const api = useApi();
let token: string;

interface Doc {
  id: number;
  contentCode: string;
  displayDesignation: string;
  publisherId: number;
  family: string;
}
let a: Doc;
let aOld: Doc;
let b: Doc;
let c: Doc;

const metadata = async (contentCode: string, as = token) => {
  const res = await api.request({
    method: "GET",
    url: `/api/documents/metadata?contentCode=${encodeURIComponent(contentCode)}`,
    token: as,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { supersession: { replaces: { contentCode: string }[]; replacedBy: { contentCode: string }[] } };
};
const codes = (list: { contentCode: string }[]) => list.map((d) => d.contentCode);

beforeAll(async () => {
  token = await api.login("individual@astm.example");
  const db = api.db;
  const astm = await db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
  // Three ASTM lines that neither replace nor are replaced by anything yet (the seed has
  // replacements of its own); the first with an older edition too.
  const named = new Set(
    (
      await db.document.findMany({
        where: { replacedByContentCode: { not: null } },
        select: { replacedByContentCode: true },
      })
    ).map((d) => d.replacedByContentCode),
  );
  const olders = await db.document.findMany({
    where: { publisherId: astm.id, isLatest: false, replacedByContentCode: null, translationOfId: null },
    orderBy: { id: "asc" },
    take: 50,
  });
  for (const older of olders) {
    const latest = await db.document.findFirstOrThrow({
      where: { publisherId: astm.id, family: older.family, languageCode: older.languageCode, isLatest: true },
    });
    if (named.has(latest.contentCode) || latest.replacedByContentCode) continue;
    [a, aOld] = [latest, older];
    break;
  }
  const others = await db.document.findMany({
    where: {
      publisherId: astm.id,
      isLatest: true,
      translationOfId: null,
      replacedByContentCode: null,
      family: { not: a.family },
      status: "Active",
    },
    orderBy: { id: "desc" },
    take: 50,
  });
  [b, c] = others.filter((d) => !named.has(d.contentCode));
  // A is withdrawn, replaced by B; B later by C.
  await db.document.update({
    where: { id: a.id },
    data: { status: "Withdrawn Replaced", replacedByContentCode: b.contentCode, replacedByFamilyValue: b.family },
  });
  await db.document.update({
    where: { id: b.id },
    data: { status: "Withdrawn Replaced", replacedByContentCode: c.contentCode, replacedByFamilyValue: c.family },
  });
});

describe("the supersession line", () => {
  it("names what a line replaces, oldest first, and what replaces it, nearest first", async () => {
    const ofB = await metadata(b.contentCode);
    expect(codes(ofB.supersession.replaces)).toEqual([a.contentCode]);
    expect(codes(ofB.supersession.replacedBy)).toEqual([c.contentCode]);
    const ofA = await metadata(a.contentCode);
    expect(codes(ofA.supersession.replaces)).toEqual([]);
    expect(codes(ofA.supersession.replacedBy)).toEqual([b.contentCode, c.contentCode]);
    const ofC = await metadata(c.contentCode);
    expect(codes(ofC.supersession.replaces)).toEqual([a.contentCode, b.contentCode]);
    expect(codes(ofC.supersession.replacedBy)).toEqual([]);
  });

  it("is the line's: an older edition of A shows what replaced A's line", async () => {
    const ofOld = await metadata(aOld.contentCode);
    expect(codes(ofOld.supersession.replacedBy)).toEqual([b.contentCode, c.contentCode]);
  });

  it("does not name a replacement the tenant does not present", async () => {
    // The API tenant presents API, ASTM and ISO: C's replacement, an AWWA standard, is not named there.
    const awwa = await api.db.publisher.findUniqueOrThrow({ where: { key: "AWWA" } });
    const foreign = await api.db.document.findFirstOrThrow({ where: { publisherId: awwa.id, isLatest: true } });
    await api.db.document.update({ where: { id: c.id }, data: { replacedByContentCode: foreign.contentCode } });
    expect(codes((await metadata(b.contentCode)).supersession.replacedBy)).toEqual([
      c.contentCode,
      foreign.contentCode,
    ]);
    const other = await api.login("individual@api.example");
    const ofB = await metadata(b.contentCode, other);
    expect(codes(ofB.supersession.replacedBy)).toEqual([c.contentCode]);
  });
});
