// The anchor text both sides build: the same words whatever the markup or the typesetting.
import { describe, expect, it } from "vitest";
import { buildAnchorText, collectPieces, normalisedOffset, normaliseText, type TreeAdapter } from "./anchor-text.ts";

// A small tree read from simple markup (tags without attributes), enough to test the walk.
type N = { tag?: string; text?: string; children: N[] };
function parse(html: string): N {
  const root: N = { tag: "body", children: [] };
  const stack = [root];
  for (const m of html.matchAll(/<(\/?)(\w+)[^>]*>|([^<]+)/g)) {
    const top = stack[stack.length - 1];
    if (m[3] !== undefined) top.children.push({ text: m[3], children: [] });
    else if (m[1]) stack.pop();
    else {
      const el: N = { tag: m[2].toLowerCase(), children: [] };
      top.children.push(el);
      if (el.tag !== "br") stack.push(el);
    }
  }
  return root;
}
const tree: TreeAdapter<N> = {
  children: (n) => n.children,
  text: (n) => n.text ?? null,
  tag: (n) => n.tag ?? null,
};
const piecesOf = (html: string) => collectPieces(parse(html), tree);
const textOfHtml = (html: string) => buildAnchorText(piecesOf(html)).text;

describe("anchor text", () => {
  it("NFKC, ligatures, quotes, dashes, soft hyphens and whitespace", () => {
    expect(
      normaliseText("  The ﬁrst diﬀerent ﬂow, eﬃcient and baﬄed\u00a0— “quoted” ‘x’ co\u00adoperate\n\t ok "),
    ).toBe("The first different flow, efficient and baffled - \"quoted\" 'x' cooperate ok");
    expect(normaliseText("ＡＢＣ ５ mm")).toBe("ABC 5 mm");
  });

  it("separates words between blocks, table cells and lines, as the layout does", () => {
    expect(textOfHtml("<h2>9. Procedure</h2><p>9.1 Grip the specimen.</p>")).toBe(
      "9. Procedure 9.1 Grip the specimen.",
    );
    expect(textOfHtml("<table><tr><td>II</td><td>6 mm</td><td>57 mm</td></tr></table>")).toBe("II 6 mm 57 mm");
    expect(textOfHtml("<span>the specimen</span><br><span>shall be</span>")).toBe("the specimen shall be");
  });

  it("separates a clause number set in its own element from its text, but not a superscript or subscript", () => {
    expect(textOfHtml('<h2><span class="num">9.</span>Procedure</h2>')).toBe("9. Procedure");
    expect(textOfHtml('<p><span class="num">A1.2</span>Two results</p>')).toBe("A1.2 Two results");
    expect(textOfHtml("<p>10<sup>6</sup> cycles, H<sub>2</sub>O, the <em>di</em>ff<em>erent</em> runs</p>")).toBe(
      "106 cycles, H2O, the different runs",
    );
  });

  it("leaves out scripts and styles, and maps each character back to the raw text", () => {
    const t = buildAnchorText(piecesOf("<p>a ﬁ<script>x()</script></p><p>b</p>"));
    expect(t.text).toBe("a fi b");
    expect(t.raw).toBe("a ﬁb");
    // The space between the blocks stands where the second block begins.
    expect(t.map).toEqual([0, 1, 2, 2, 3, 3, 4]);
    expect(normalisedOffset(t, 3)).toBe(4);
    expect(t.text.slice(normalisedOffset(t, 2), normalisedOffset(t, 3))).toBe("fi");
  });
});
