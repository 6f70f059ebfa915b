// HTML (complete, self-contained, no scripts) and plain-text renderings of a content tree.
import { type Layout, type LayoutItem, layoutContent } from "./layout.ts";
import type { StandardContent } from "./model.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const STYLE = `
body{margin:0;background:#fff;color:#1a1a1a;font:16px/1.5 Georgia,"Times New Roman",serif}
article.standard{max-width:52rem;margin:0 auto;padding:2rem 1.5rem}
.doc-header{text-align:center;border-bottom:1px solid #999;margin-bottom:1.5rem}
.designation{font-family:Arial,Helvetica,sans-serif;font-weight:bold;text-align:left}
.doc-title{font-size:1.4rem;margin:.5rem 0 1rem}
.issued{font-size:.8rem;font-style:italic;text-align:left}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem;font-family:Arial,Helvetica,sans-serif}
.num{font-weight:bold;margin-right:.4em}
.clause{margin:.3rem 0}
.depth-2{margin-left:1.5rem}.depth-3{margin-left:3rem}
.note{font-size:.9rem;margin:.5rem 1.5rem}
.note .label{font-weight:bold}
table.data{border-collapse:collapse;margin:1rem auto;font-size:.9rem}
table.data caption{font-weight:bold;margin-bottom:.3rem}
table.data th,table.data td{border:1px solid #666;padding:.2rem .6rem;text-align:center}
.equation{display:flex;justify-content:space-between;margin:.8rem 2rem;font-family:"Courier New",monospace}
dl.where{margin:.2rem 2rem;font-size:.9rem}
dl.where dt{float:left;clear:left;width:6rem;font-family:"Courier New",monospace}
dl.where dd{margin-left:6.5rem}
.refs ul{list-style:none;padding-left:2rem}
.ref-designation{font-weight:bold;margin-right:.5em}
sup.fnref a{text-decoration:none}
.footnotes{border-top:1px solid #999;margin-top:2rem;font-size:.85rem}
.notice{color:#666;font-style:italic}
`.trim();

function itemHtml(item: LayoutItem, fnref: (n: number | undefined) => string): string {
  switch (item.t) {
    case "heading":
      return `<h2 id="${item.id}" data-key="${item.key}"><span class="num">${item.num}.</span>${escapeHtml(item.text)}</h2>`;
    case "para":
      return `<p id="${item.id}">${escapeHtml(item.text)}</p>`;
    case "clause":
      return `<p class="clause depth-${item.depth}" id="${item.id}"><span class="num">${item.num}</span>${escapeHtml(item.text)}${fnref(item.footnote)}</p>`;
    case "definition":
      return `<p class="clause definition depth-${item.depth}" id="${item.id}"><span class="num">${item.num}</span><dfn>${escapeHtml(item.term)}</dfn>, <i>n</i>—${escapeHtml(item.text)}</p>`;
    case "note":
      return `<p class="note depth-${item.depth}" id="${item.id}"><span class="label">${escapeHtml(item.label)}—</span>${escapeHtml(item.text)}</p>`;
    case "table":
      return [
        `<table class="data" id="${item.id}">`,
        `<caption><span class="label">${escapeHtml(item.label)}</span> ${escapeHtml(item.caption)}</caption>`,
        `<thead><tr>${item.head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>`,
        `<tbody>${item.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`).join("")}</tbody>`,
        "</table>",
      ].join("\n");
    case "equation":
      return [
        `<div class="equation" id="${item.id}"><code>${escapeHtml(item.expr)}</code><span class="eqnum">${item.num}</span></div>`,
        `<p class="where-label">${escapeHtml(item.whereLabel)}</p>`,
        `<dl class="where">${item.where.map(([s, m]) => `<dt>${escapeHtml(s)}</dt><dd>${escapeHtml(m)}</dd>`).join("")}</dl>`,
      ].join("\n");
    case "list":
      return `<ul class="list depth-${item.depth}" id="${item.id}">${item.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
    case "refs":
      return [
        `<div class="refs depth-${item.depth}" id="${item.id}">`,
        `<p class="clause"><span class="num">${item.num}</span>${escapeHtml(item.heading)}${fnref(item.footnote)}</p>`,
        `<ul>${item.items.map((r) => `<li><span class="ref-designation">${escapeHtml(r.designation)}</span>${escapeHtml(r.title)}</li>`).join("")}</ul>`,
        "</div>",
      ].join("\n");
  }
}

/** A complete, valid, self-contained HTML document (inline CSS, no scripts). */
export function renderHtml(content: StandardContent, layout: Layout = layoutContent(content)): string {
  const meta = content.meta;
  const out: string[] = [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(meta.language)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="designation" content="${escapeHtml(meta.displayDesignation)}">`,
    `<meta name="edition" content="${meta.editionYear}">`,
    `<title>${escapeHtml(`${meta.displayDesignation}: ${meta.title}`)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<article class="standard" data-publisher="${escapeHtml(meta.publisherKey)}" data-designation="${escapeHtml(meta.designation)}">`,
    '<header class="doc-header">',
    `<p class="designation">${escapeHtml(layout.designationLine)}</p>`,
  ];
  // Footnote references: the first reference to a footnote carries the back-link id.
  const referenced = new Set<number>();
  const fnref = (n: number | undefined): string => {
    if (!n) return "";
    const id = referenced.has(n) ? "" : ` id="fnref${n}"`;
    referenced.add(n);
    return `<sup class="fnref"><a href="#fn${n}"${id}>${n}</a></sup>`;
  };
  out.push(`<h1 class="doc-title">${escapeHtml(layout.title)}${fnref(layout.titleFootnote)}</h1>`);
  if (layout.issued) out.push(`<p class="issued">${escapeHtml(layout.issued)}</p>`);
  out.push("</header>");
  let open = false;
  const preface = layout.items.filter((i) => i.t === "para");
  if (layout.prefaceTitle && preface.length) {
    out.push('<section class="foreword">', `<h2>${escapeHtml(layout.prefaceTitle)}</h2>`);
    for (const p of preface) out.push(itemHtml(p, fnref));
    out.push("</section>");
  }
  for (const item of layout.items) {
    if (item.t === "para") continue;
    if (item.t === "heading") {
      if (open) out.push("</section>");
      out.push(`<section class="section" data-section="${item.num}">`);
      open = true;
    }
    out.push(itemHtml(item, fnref));
  }
  if (open) out.push("</section>");
  out.push('<footer class="footnotes">');
  if (layout.footnotes.length) {
    out.push("<ol>");
    for (const f of layout.footnotes) out.push(`<li id="${f.id}">${escapeHtml(f.text)}</li>`);
    out.push("</ol>");
  }
  out.push(`<p class="notice">${escapeHtml(layout.notice)}</p>`, "</footer>", "</article>", "</body>", "</html>", "");
  return out.join("\n");
}

/** Plain text of the body (document_bodies.text and the search vector). */
export function renderText(content: StandardContent, layout: Layout = layoutContent(content)): string {
  const out: string[] = [layout.designationLine, layout.title];
  if (layout.issued) out.push(layout.issued);
  if (layout.prefaceTitle) out.push("", layout.prefaceTitle);
  for (const item of layout.items) {
    switch (item.t) {
      case "heading":
        out.push("", `${item.num}. ${item.text}`);
        break;
      case "para":
        out.push(item.text);
        break;
      case "clause":
        out.push(`${item.num} ${item.text}`);
        break;
      case "definition":
        out.push(`${item.num} ${item.term}, n—${item.text}`);
        break;
      case "note":
        out.push(`${item.label}—${item.text}`);
        break;
      case "table":
        out.push(`${item.label} ${item.caption}`, item.head.join(" | "), ...item.rows.map((r) => r.join(" | ")));
        break;
      case "equation":
        out.push(`${item.expr} ${item.num}`, item.whereLabel, ...item.where.map(([s, m]) => `${s} = ${m}`));
        break;
      case "list":
        out.push(...item.items.map((i) => `- ${i}`));
        break;
      case "refs":
        out.push(`${item.num} ${item.heading}`, ...item.items.map((r) => `${r.designation} ${r.title}`));
        break;
    }
  }
  if (layout.footnotes.length) {
    out.push("");
    for (const f of layout.footnotes) out.push(`${f.n} ${f.text}`);
  }
  return out.join("\n");
}
