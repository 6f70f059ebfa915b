// The review's PDF with Chinese, Japanese and Korean words and the tenant's logo (issue 28):
//   - the names, comments and titles in CJK are set in Noto Sans CJK (fonts-noto-cjk, which .ci/run
//     and the API image install), embedded — the PDF's fonts name it and carry its font file — and
//     pdf.js reads the words back; Japanese labels for a Japanese reader;
//   - the embedded subset is a well-formed CFF (its header's offSize 1..4: cff-subset-fix.ts);
//   - the tenant's SVG logo is rendered (reviews-logo.ts) and drawn as an image on the band; an
//     SVG that does not render, a missing file or a name that is not a plain file name give no
//     logo, and the PDF is written without one.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { reportFonts } from "@norma/documents/pdf/report-fonts";
import { extractText } from "@norma/documents/pdf/text";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createLogoSource, findLogoDir, LOGO_HEIGHT, renderLogo } from "./reviews-logo.ts";
import { reviewPdf } from "./reviews-pdf.ts";
import type { Review } from "./reviews-shapes.ts";

const hana = { userId: 7, name: "山田花子", email: "hana@example.com" };
const wei = { userId: 8, name: "王伟", email: "wei@example.com" };

const item = (id: number, comment: string, decidedBy: typeof hana): Review["itemList"][number] => ({
  id,
  kind: "COMPASS_POINT",
  label: `点 ${id}`,
  detail: { name: id === 1 ? "締付トルク" : "扭矩限值", carried: true },
  decision: "NO_IMPACT",
  comment,
  actionOwner: null,
  actionDueDate: null,
  actionDone: null,
  decidedBy,
  decidedAt: "2026-11-11T08:30:00.000Z",
  version: 1,
});

const review: Review = {
  id: 9,
  document: {
    contentId: 2,
    contentCode: "JIS-B-1",
    designation: "JIS B 1083",
    title: "ねじの締付け通則",
    status: "Active",
  },
  previousDocument: {
    contentId: 1,
    contentCode: "JIS-B-0",
    designation: "JIS B 1083:2008",
    title: "",
    status: "Historical",
  },
  change: "NEW_VERSION",
  origin: "MANUAL",
  status: "OPEN",
  dueDate: "2026-12-31",
  overdue: false,
  openedAt: "2026-11-02T09:15:00.000Z",
  openedBy: hana,
  signedOffAt: null,
  items: { total: 2, decided: 2, actionNeeded: 0, actionsOpen: 0 },
  reviewers: [hana, wei],
  reviewerGroup: { id: 3, name: "品質保証チーム" },
  clausesPending: false,
  signOff: null,
  itemList: [item(1, "影響なし：社内手順書を確認済み", hana), item(2, "不影响我们的检验规程", wei)],
  permissions: { assign: false, decide: false, signOff: false, actions: false },
};

const brand = { name: "Acme Standards Portal", primaryColor: "#00447c", accentColor: "#f7a800" };

/** The PDF's font dictionaries: each one's BaseFont and its descendant's font file (FontFile2/3), decoded. */
function fontsOf(doc: PDFDocument) {
  const out: { name: string; file: Buffer | null }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of("Type"))?.toString() !== "/FontDescriptor") continue;
    const name = obj.get(PDFName.of("FontName"))?.toString() ?? "";
    const ref = obj.get(PDFName.of("FontFile3")) ?? obj.get(PDFName.of("FontFile2"));
    const stream = ref ? doc.context.lookup(ref) : null;
    out.push({ name, file: stream instanceof PDFRawStream ? inflateSync(stream.contents) : null });
  }
  return out;
}

/** The images the PDF holds (XObjects of subtype Image). */
function imagesOf(doc: PDFDocument) {
  return [...doc.context.enumerateIndirectObjects()].filter(
    ([, obj]) => obj instanceof PDFRawStream && obj.dict.get(PDFName.of("Subtype"))?.toString() === "/Image",
  );
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">
  <rect x="0" y="2" width="70" height="36" rx="6" fill="#00447c"/>
  <text x="80" y="27" font-family="Arial, sans-serif" font-size="17" fill="#00447c">Acme</text></svg>`;

describe("the review's PDF in Chinese and Japanese", () => {
  it("embeds Noto Sans CJK and its words read back, with Japanese labels", async () => {
    const faces = reportFonts().regular.map((f) => f.file);
    expect(
      faces.some((f) => /NotoSansCJK/.test(f)),
      "Noto Sans CJK missing: apt-get install fonts-noto-cjk",
    ).toBe(true);
    const bytes = await reviewPdf({ review, history: [], brand, locale: "ja" });
    const all = (await extractText(bytes)).lines.map((l) => l.text).join("\n");
    for (const words of [
      "影響なし：社内手順書を確認済み",
      "不影响我们的检验规程",
      "ねじの締付け通則",
      "山田花子",
      "王伟",
    ])
      expect(all, words).toContain(words);
    // The labels are Japanese: the fonts write the language.
    expect(all).toContain("改訂レビュー");
    const fonts = fontsOf(await PDFDocument.load(bytes));
    const cjk = fonts.filter((f) => /NotoSansCJK/.test(f.name));
    expect(cjk.length).toBeGreaterThan(0);
    for (const f of cjk) {
      expect(f.file, f.name).not.toBeNull();
      // A bare CFF: major 1, header size 4, offSize 1..4 (poppler and Acrobat refuse anything else).
      expect([...f.file!.subarray(0, 3)]).toEqual([1, 0, 4]);
      expect(f.file![3]).toBeGreaterThanOrEqual(1);
      expect(f.file![3]).toBeLessThanOrEqual(4);
      // A subset: the glyphs used, not the 16 MB face.
      expect(f.file!.length).toBeLessThan(2_000_000);
    }
    // The Japanese face of the collection: a Japanese reader sees the Japanese forms of the characters.
    expect(cjk.every((f) => /NotoSansCJKjp-/.test(f.name))).toBe(true);
  });

  it("sets the CJK text in the reader's language's face: Korean, Chinese, and Chinese for any other language", async () => {
    const faceOf = async (locale: "ko" | "zh-Hans" | "en") => {
      const fonts = fontsOf(await PDFDocument.load(await reviewPdf({ review, history: [], brand, locale })));
      // pdf-lib names an embedded face "/<PostScript name>-<n>": the collection's region is in it.
      return [...new Set(fonts.flatMap((f) => /NotoSansCJK(\w\w)-/.exec(f.name)?.[1] ?? []))];
    };
    expect(await faceOf("ko")).toEqual(["kr"]);
    expect(await faceOf("zh-Hans")).toEqual(["sc"]);
    expect(await faceOf("en")).toEqual(["sc"]);
  });
});

describe("the tenant's logo in the review's PDF", () => {
  it("is rendered from its SVG and drawn as an image on the band", async () => {
    const logo = await renderLogo(SVG, []);
    expect(logo).not.toBeNull();
    // 160 × 40: as high as the band's logo, four times as wide.
    expect(logo!.height).toBeCloseTo(LOGO_HEIGHT, 3);
    expect(logo!.width).toBeCloseTo(LOGO_HEIGHT * 4, 3);
    expect(Buffer.from(logo!.png.subarray(1, 4)).toString()).toBe("PNG");
    const withLogo = await PDFDocument.load(await reviewPdf({ review, history: [], brand, locale: "en", logo }));
    const without = await PDFDocument.load(await reviewPdf({ review, history: [], brand, locale: "en" }));
    // The PNG (and its alpha channel's soft mask), none without a logo.
    expect(imagesOf(withLogo).length).toBeGreaterThan(0);
    expect(imagesOf(without)).toHaveLength(0);
    // Drawn on every page: its resources name an image XObject.
    const xobjects = withLogo.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const drawn = xobjects?.values().map((ref) => withLogo.context.lookup(ref));
    expect(
      drawn?.some((x) => x instanceof PDFRawStream && x.dict.get(PDFName.of("Subtype"))?.toString() === "/Image"),
    ).toBe(true);
  });

  it("is left out, never failing the export, when its SVG does not render", async () => {
    expect(await renderLogo("<svg xmlns='http://www.w3.org/2000/svg'><rect", [])).toBeNull();
    expect(await renderLogo("not an svg", [])).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), "logos-"));
    writeFileSync(join(dir, "broken-logo.svg"), "<svg");
    writeFileSync(join(dir, "good-logo.svg"), SVG);
    const logoOf = createLogoSource(dir, () => []);
    expect(await logoOf("broken-logo.svg")).toBeNull();
    expect(await logoOf("missing-logo.svg")).toBeNull();
    expect(await logoOf("../good-logo.svg")).toBeNull();
    expect(await logoOf(null)).toBeNull();
    expect(await logoOf("good-logo.svg")).not.toBeNull();
    const bytes = await reviewPdf({ review, history: [], brand, locale: "en", logo: await logoOf("broken-logo.svg") });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });

  it("finds the seeded tenants' logos in the reader's public folder", async () => {
    const dir = findLogoDir(null);
    expect(dir).toMatch(/web\/reader\/public\/tenants$/);
    expect(findLogoDir("/elsewhere")).toBe("/elsewhere");
    const logo = await createLogoSource(dir, () => [])("astm-compass-logo.svg");
    expect(logo?.png.length).toBeGreaterThan(500);
  });
});
