// Serving document HTML so that nothing in it can run in the app's origin:
//   1. it is sanitised (sanitize-html, an allow-list of structural and phrasing elements, no
//      scripts, no event handlers, no forms, no frames, no SVG; links only http(s)/mailto/#,
//      images only data: URLs; inline CSS kept, since it cannot execute),
//   2. it is served with a Content-Security-Policy that sandboxes the response (no scripts, a
//      unique origin) and forbids every fetch but inline styles and data: images,
//   3. the reader shows it in a sandboxed <iframe> (no allow-scripts, no allow-same-origin).
import sanitizeHtml from "sanitize-html";

export const HTML_CSP = [
  "sandbox",
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "font-src data:",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

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

const STYLE_VALUE = [/^[-#%.,()\w\s"']{0,200}$/];
const ALLOWED_STYLES = Object.fromEntries(
  [
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
  ].map((p) => [p, STYLE_VALUE]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STRUCTURE, ...PHRASING, ...MATHML],
  allowVulnerableTags: true, // <style>: CSS cannot run script, and the CSP blocks every fetch
  allowedAttributes: {
    "*": ["id", "class", "lang", "dir", "title", "role", "aria-*", "data-*", "style"],
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
    ins: ["cite", "datetime"],
    del: ["cite", "datetime"],
    math: ["display", "xmlns"],
  },
  allowedStyles: { "*": ALLOWED_STYLES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href && !attribs.href.startsWith("#") ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** A complete, sanitised HTML document. */
export function sanitizeDocumentHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  return /^\s*<html/i.test(clean) ? `<!DOCTYPE html>\n${clean}` : `<!DOCTYPE html>\n<html><body>${clean}</body></html>`;
}

/** A small cache of sanitised documents (keyed by content hash): sanitising 1 MB takes a while. */
export function createSanitizedCache(max = 32) {
  const cache = new Map<string, string>();
  const lookup = (key: string): string | undefined => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
    }
    return hit;
  };
  const store = (key: string, value: string): string => {
    cache.set(key, value);
    while (cache.size > max) cache.delete(cache.keys().next().value!);
    return value;
  };
  return {
    lookup,
    store,
    get(key: string, make: () => string): string {
      return lookup(key) ?? store(key, make());
    },
  };
}
