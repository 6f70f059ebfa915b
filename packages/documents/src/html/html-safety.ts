// Serving document HTML so that nothing in it can run in the app's origin or reach outside:
//   1. it is sanitised by DOMPurify on a server-side DOM (jsdom): the markup is parsed the way a
//      browser parses it, so namespace-confusion tricks (mutation XSS: <math><style><img ...>) are
//      seen as what they become, not as the text they look like. An allow-list of structural and
//      phrasing elements and a little MathML; no scripts, event handlers, forms, frames, SVG,
//      <base>, <link> or <meta http-equiv>; links only http(s)/mailto/#, images only data:
//      URLs; CSS (inline and <style>) keeps no way to fetch: @import, @font-face and every
//      url()/image-set() are dropped,
//   2. it is served with a Content-Security-Policy (the API's modules/documents/html-csp.ts) that sandboxes the response (no scripts, a
//      unique origin) and forbids every fetch but inline styles and data: images,
//   3. the reader shows it in a sandboxed <iframe> (no allow-scripts) under its own CSP
//      (a <meta> the reader puts in the frame's document, and the page's, which it inherits).
import createDOMPurify, { type Config as PurifyConfig } from "dompurify";
import { JSDOM } from "jsdom";
import postcss, { type Root } from "postcss";

const STRUCTURE = [
  "html",
  "head",
  "body",
  "title",
  "meta",
  "style",
  "article",
  "section",
  "header",
  "footer",
  "nav",
  "aside",
  "main",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "div",
  "blockquote",
  "pre",
  "hr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "figure",
  "figcaption",
];
const PHRASING = [
  "span",
  "a",
  "abbr",
  "b",
  "i",
  "em",
  "strong",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "code",
  "kbd",
  "samp",
  "var",
  "cite",
  "q",
  "dfn",
  "time",
  "data",
  "br",
  "wbr",
  "img",
  "ins",
  "del",
  "bdi",
  "bdo",
];
const MATHML = [
  "math",
  "mrow",
  "mi",
  "mn",
  "mo",
  "msup",
  "msub",
  "msubsup",
  "mfrac",
  "msqrt",
  "mroot",
  "mtext",
  "mspace",
];

/** Properties an inline style attribute may set (values further checked by STYLE_VALUE). */
const ALLOWED_STYLES = new Set([
  "text-align",
  "text-decoration",
  "text-indent",
  "vertical-align",
  "font-weight",
  "font-style",
  "font-size",
  "font-family",
  "color",
  "background-color",
  "width",
  "height",
  "margin",
  "margin-left",
  "margin-right",
  "margin-top",
  "margin-bottom",
  "padding",
  "padding-left",
  "padding-right",
  "border",
  "border-collapse",
  "white-space",
  "list-style-type",
]);
const STYLE_VALUE = /^[-#%.,()\w\s"']{0,200}$/;

const ATTRIBUTES = {
  global: ["id", "class", "lang", "dir", "title", "role", "style"],
  byTag: {
    html: ["lang", "dir"],
    meta: ["charset", "name", "content"],
    a: ["href", "name", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan", "headers", "scope"],
    th: ["colspan", "rowspan", "headers", "scope", "abbr"],
    col: ["span"],
    colgroup: ["span"],
    ol: ["start", "type", "reversed"],
    li: ["value"],
    time: ["datetime"],
    data: ["value"],
    ins: ["datetime"],
    del: ["datetime"],
    math: ["display", "xmlns"],
  } as Record<string, string[]>,
};
const ALL_ATTRIBUTES = [...new Set([...ATTRIBUTES.global, ...Object.values(ATTRIBUTES.byTag).flat()])];

/** <meta name> kept: descriptive ones only (a "referrer" meta would loosen the frame's referrer policy). */
const META_NAMES = /^(description|keywords|author|generator|dc\.[\w.]+|dcterms\.[\w.]+)$/i;
const LINK_URL = /^(https?:|mailto:|#)/i;
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i;

/**
 * CSS functions and properties that make the browser fetch (or once ran code). Checked on the
 * value with CSS escapes and comments undone, so `u\72l(` and `ur/**\/l(` are seen as url(.
 */
const FETCHING_CSS = /(url|image-set|image|cross-fade|element|src|expression|paint)\s*\(|-moz-binding|behavior/i;
/** At-rules kept in <style>: the rest (@import, @font-face, @namespace, unknown ones) are dropped. */
const KEPT_AT_RULES = new Set(["media", "supports", "page", "keyframes", "-webkit-keyframes", "layer", "container"]);

/** Undoes CSS escapes (\75, \u, \") and drops comments, for checking what a browser will read. */
function cssPlain(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    })
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
}

/** A <style> element's CSS with nothing that fetches; null when it cannot be parsed (then it goes). */
export function cleanStyleSheet(css: string): string | null {
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return null;
  }
  root.walkAtRules((rule) => {
    if (!KEPT_AT_RULES.has(cssPlain(rule.name)) || FETCHING_CSS.test(cssPlain(rule.params))) rule.remove();
  });
  root.walkDecls((decl) => {
    if (FETCHING_CSS.test(cssPlain(decl.prop)) || FETCHING_CSS.test(cssPlain(decl.value))) decl.remove();
  });
  root.walkRules((rule) => {
    // A selector cannot fetch, but one written with escapes or a stray function is not worth keeping.
    if (FETCHING_CSS.test(cssPlain(rule.selector))) rule.remove();
  });
  // The sheet is serialised back as raw text inside <style>: a "<" could close the element
  // ("</style><img ...>"), so none is left (in CSS it can only be in a string, where \3c  reads the same).
  return root.toString().replace(/</g, "\\3c ");
}

/** An inline style attribute: allowed properties with plain values only, nothing that fetches. */
export function cleanInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_STYLES.has(prop) || !STYLE_VALUE.test(value) || FETCHING_CSS.test(cssPlain(value))) continue;
    kept.push(`${prop}: ${value}`);
  }
  return kept.join("; ");
}

// One server-side window for every call: DOMPurify parses each input into a fresh document of it.
const purify = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);

const PURIFY_CONFIG: PurifyConfig = {
  WHOLE_DOCUMENT: true,
  ALLOWED_TAGS: [...STRUCTURE, ...PHRASING, ...MATHML],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The URL policy per attribute is the hook's (below); this only keeps DOMPurify's own check
  // from refusing the data: images the hook allows.
  ADD_DATA_URI_TAGS: ["img"],
  // <style> may sit before any content; without this DOMPurify would move it out.
  FORCE_BODY: false,
};

purify.addHook("uponSanitizeAttribute", (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName;
  const value = data.attrValue.trim();
  if (!ATTRIBUTES.global.includes(name) && !ATTRIBUTES.byTag[tag]?.includes(name) && !/^(data|aria)-/.test(name)) {
    data.keepAttr = false;
    return;
  }
  if (name === "style") {
    const clean = cleanInlineStyle(value);
    if (clean) data.attrValue = clean;
    else data.keepAttr = false;
  } else if (name === "href") {
    data.keepAttr = LINK_URL.test(value);
  } else if (name === "src") {
    data.keepAttr = IMAGE_DATA_URL.test(value);
  } else if (tag === "meta" && name === "name") {
    data.keepAttr = META_NAMES.test(value);
  }
});

purify.addHook("afterSanitizeElements", (node) => {
  const element = node as Element;
  if (element.nodeType !== 1) return;
  const tag = element.nodeName.toLowerCase();
  if (tag === "style" && element.namespaceURI === "http://www.w3.org/1999/xhtml") {
    const clean = cleanStyleSheet(element.textContent ?? "");
    if (clean === null) element.remove();
    else element.textContent = clean;
  }
});

purify.addHook("afterSanitizeAttributes", (node) => {
  const element = node as Element;
  // A <meta> says what the document is (charset, description); any other is dropped whole.
  if (element.nodeName.toLowerCase() === "meta" && !element.hasAttribute("charset") && !element.hasAttribute("name")) {
    element.remove();
    return;
  }
  if (element.nodeName.toLowerCase() !== "a") return;
  const href = element.getAttribute("href");
  if (href && !href.startsWith("#")) element.setAttribute("rel", "noopener noreferrer");
});

/** A complete, sanitised HTML document. */
export function sanitizeDocumentHtml(html: string): string {
  const clean = String(purify.sanitize(html, PURIFY_CONFIG));
  return `<!DOCTYPE html>\n${/^\s*<html/i.test(clean) ? clean : `<html><body>${clean}</body></html>`}`;
}
