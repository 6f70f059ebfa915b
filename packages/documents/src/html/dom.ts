// Small helpers over parse5's default tree: a fast parser into it, node kinds, element classes
// (block, inline, atom), construction, text content and a depth cap (parse5's serialiser
// recurses, so a pathological nesting depth would overflow the stack; deeper content is
// flattened to its text).
import { Parser } from "htmlparser2";
import { defaultTreeAdapter as adapter, type DefaultTreeAdapterMap, html } from "parse5";

export type Node = DefaultTreeAdapterMap["node"];
export type ParentNode = DefaultTreeAdapterMap["parentNode"];
export type ChildNode = DefaultTreeAdapterMap["childNode"];
export type Element = DefaultTreeAdapterMap["element"];
export type TextNode = DefaultTreeAdapterMap["textNode"];
export type Document = DefaultTreeAdapterMap["document"];

export const isElement = (n: Node): n is Element => "tagName" in n;
export const isText = (n: Node): n is TextNode => n.nodeName === "#text";

/** Phrasing content: stays inside the block that holds it. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "big",
  "br",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "img",
  "ins",
  "kbd",
  "label",
  "mark",
  "math",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "svg",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
]);

/** Elements compared as one token (their inside is not text to diff). */
const ATOMS = new Set(["img", "svg", "math", "video", "audio", "iframe", "object", "embed", "canvas", "input"]);

/** Elements whose content is never document text. */
const IGNORED = new Set(["script", "style", "template", "noscript", "head", "title", "meta", "link"]);

export const isInline = (el: Element): boolean => INLINE.has(el.tagName);
export const isAtom = (el: Element): boolean => ATOMS.has(el.tagName);
export const isIgnored = (el: Element): boolean => IGNORED.has(el.tagName);

export function getAttr(el: Element, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

export function setAttr(el: Element, name: string, value: string): void {
  const a = el.attrs.find((x) => x.name === name);
  if (a) a.value = value;
  else el.attrs.push({ name, value });
}

export function addClass(el: Element, cls: string): void {
  const current = getAttr(el, "class");
  const list = current ? current.split(/\s+/).filter(Boolean) : [];
  if (!list.includes(cls)) list.push(cls);
  setAttr(el, "class", list.join(" "));
}

export function createElement(tag: string, attrs: Record<string, string> = {}): Element {
  return adapter.createElement(
    tag,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
}

export function createText(value: string): TextNode {
  return { nodeName: "#text", value, parentNode: null } as TextNode;
}

export function appendChild(parent: ParentNode, child: ChildNode): void {
  child.parentNode = parent;
  parent.childNodes.push(child);
}

/** Inserts `child` into `parent` at `index`. */
export function insertAt(parent: ParentNode, index: number, child: ChildNode): void {
  child.parentNode = parent;
  parent.childNodes.splice(index, 0, child);
}

/**
 * Edits to a tree, collected and then applied in one pass per parent: inserting or replacing
 * around a child costs O(1) each instead of an O(children) splice (a block with 100 000 inline
 * children must not make the compare quadratic).
 */
export class TreeEdits {
  private readonly before = new Map<ChildNode, ChildNode[]>();
  private readonly after = new Map<ChildNode, ChildNode[]>();
  private readonly replaced = new Map<ChildNode, ChildNode[]>();
  private readonly start = new Map<ParentNode, ChildNode[]>();
  private readonly end = new Map<ParentNode, ChildNode[]>();
  private readonly parents = new Set<ParentNode>();

  private add<K>(map: Map<K, ChildNode[]>, key: K, nodes: ChildNode[], parent: ParentNode | null): ChildNode[] {
    if (!parent) throw new Error("cannot edit around a detached node");
    this.parents.add(parent);
    let list = map.get(key);
    if (!list) {
      list = [];
      map.set(key, list);
    }
    list.push(...nodes);
    return list;
  }

  insertBefore(ref: ChildNode, ...nodes: ChildNode[]): void {
    this.add(this.before, ref, nodes, ref.parentNode);
  }

  /** Inserts after `ref` (after anything inserted after it earlier). */
  insertAfter(ref: ChildNode, ...nodes: ChildNode[]): void {
    this.add(this.after, ref, nodes, ref.parentNode);
  }

  replace(node: ChildNode, replacement: ChildNode[]): void {
    if (!node.parentNode) throw new Error("cannot replace a detached node");
    this.parents.add(node.parentNode);
    this.replaced.set(node, replacement);
  }

  prepend(parent: ParentNode, ...nodes: ChildNode[]): void {
    this.add(this.start, parent, nodes, parent);
  }

  append(parent: ParentNode, ...nodes: ChildNode[]): void {
    this.add(this.end, parent, nodes, parent);
  }

  apply(): void {
    for (const parent of this.parents) {
      const out: ChildNode[] = [...(this.start.get(parent) ?? [])];
      for (const c of parent.childNodes) {
        const b = this.before.get(c);
        if (b) out.push(...b);
        const r = this.replaced.get(c);
        if (r) {
          out.push(...r);
          if (!r.includes(c) && c.parentNode === parent) c.parentNode = null;
        } else out.push(c);
        const a = this.after.get(c);
        if (a) out.push(...a);
      }
      out.push(...(this.end.get(parent) ?? []));
      for (const c of out) c.parentNode = parent;
      parent.childNodes = out;
    }
  }
}

/** Text of a subtree (iterative). */
export function textContent(node: Node): string {
  if (isText(node)) return node.value;
  const out: string[] = [];
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (isText(n)) out.push(n.value);
    else if ("childNodes" in n && !(isElement(n) && isIgnored(n))) {
      for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]);
    }
  }
  return out.join("");
}

/** Deep copy of a subtree, detached (iterative). */
export function cloneTree<T extends ChildNode>(node: T): T {
  const copyOne = (n: ChildNode): ChildNode => {
    if (isText(n)) return createText(n.value);
    if (isElement(n)) {
      const el = createElement(n.tagName, {});
      el.attrs = n.attrs.map((a) => ({ ...a }));
      el.namespaceURI = n.namespaceURI;
      return el;
    }
    return { ...n, parentNode: null } as ChildNode;
  };
  const root = copyOne(node);
  const stack: [ChildNode, ChildNode][] = [[node, root]];
  while (stack.length) {
    const [src, dst] = stack.pop()!;
    if (isElement(src) && isElement(dst)) {
      for (const c of src.childNodes) {
        const cc = copyOne(c);
        appendChild(dst, cc);
        stack.push([c, cc]);
      }
    }
  }
  return root as T;
}

/** Finds the first element with this tag (iterative, document order). */
export function findElement(root: ParentNode, tag: string): Element | null {
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isElement(n) && n.tagName === tag) return n;
    if ("childNodes" in n) for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]);
  }
  return null;
}

/**
 * Flattens every element deeper than `maxDepth` below `root` to its text, so later recursive
 * steps (serialisation) stay within the stack. Returns how many subtrees were flattened.
 */
export function capDepth(root: ParentNode, maxDepth: number): number {
  let flattened = 0;
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length) {
    const [n, depth] = stack.pop()!;
    if (!("childNodes" in n)) continue;
    if (depth >= maxDepth && isElement(n)) {
      const text = textContent(n);
      for (const c of n.childNodes) c.parentNode = null;
      n.childNodes = [];
      if (text) appendChild(n, createText(text));
      flattened++;
      continue;
    }
    for (const c of n.childNodes) stack.push([c, depth + 1]);
  }
  return flattened;
}

/** Elements that belong in <head> (before any body content). */
const HEAD_CONTENT = new Set(["title", "meta", "link", "style", "script", "base", "noscript", "template"]);

/**
 * Parses an HTML document into parse5's default tree (what the compare walks and parse5
 * serialises), with htmlparser2's tokenizer: five to ten times faster than parse5's spec parser
 * on a standard's HTML, which made half of a compare's time. It follows the HTML rules that
 * shape a document — html, head and body always present (implied when missing, head content
 * before the body content), void elements, the end tags a start tag implies (p, li, dt/dd, td/th,
 * tr, options…), entities decoded, template content in its fragment, SVG and MathML in their
 * namespaces — but not parse5's repairs of broken markup (no implied tbody, no foster parenting,
 * no adoption agency): a malformed document gives a tree close to what it says, which is what a
 * compare of two versions needs.
 */
export function parseHtml(source: string): Document {
  const doc = adapter.createDocument();
  const root = adapter.createElement("html", html.NS.HTML, []);
  const head = adapter.createElement("head", html.NS.HTML, []);
  const body = adapter.createElement("body", html.NS.HTML, []);
  adapter.appendChild(doc, root);
  adapter.appendChild(root, head);
  adapter.appendChild(root, body);
  /** Open elements below html/head/body: their name, where their children go, their namespace. */
  const open: { name: string; into: ParentNode; ns: html.NS }[] = [];
  /** A pre, listing or textarea just opened: a newline right after its start tag is not content. */
  let newlineOpen: ParentNode | null = null;
  // Where loose content goes: before <head> nothing (whitespace is dropped), then the head,
  // after </head> the html element (whitespace only), then the body.
  let mode: "initial" | "head" | "after-head" | "body" = "initial";
  const container = (): ParentNode => (open.length ? open[open.length - 1].into : mode === "body" ? body : head);
  const mergeAttrs = (el: Element, attribs: Record<string, string>) => {
    for (const [name, value] of Object.entries(attribs))
      if (!el.attrs.some((a) => a.name === name)) el.attrs.push({ name, value });
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "html") return mergeAttrs(root, attribs);
        if (name === "head") {
          if (mode === "initial") mode = "head";
          return mergeAttrs(head, attribs);
        }
        if (name === "body") {
          mode = "body";
          return mergeAttrs(body, attribs);
        }
        if (mode !== "body" && open.length === 0)
          mode = mode !== "after-head" && HEAD_CONTENT.has(name) ? "head" : "body";
        const parentNs = open.length ? open[open.length - 1].ns : html.NS.HTML;
        const ns =
          name === "svg"
            ? html.NS.SVG
            : name === "math"
              ? html.NS.MATHML
              : parentNs === html.NS.HTML
                ? html.NS.HTML
                : parentNs;
        const el = adapter.createElement(
          name,
          ns,
          Object.entries(attribs).map(([n, value]) => ({ name: n, value })),
        );
        adapter.appendChild(container(), el);
        let into: ParentNode = el;
        if (name === "template" && ns === html.NS.HTML) {
          const content = adapter.createDocumentFragment();
          adapter.setTemplateContent(el as DefaultTreeAdapterMap["template"], content);
          into = content;
        }
        open.push({ name, into, ns });
        newlineOpen = name === "pre" || name === "listing" || name === "textarea" ? el : null;
      },
      onclosetag(name) {
        newlineOpen = null;
        if (name === "head") {
          if (mode !== "body") mode = "after-head";
          return;
        }
        if (name === "html" || name === "body") return;
        for (let i = open.length - 1; i >= 0; i--) {
          if (open[i].name === name) {
            open.length = i;
            return;
          }
        }
      },
      ontext(raw) {
        let text = raw;
        if (newlineOpen) {
          if (newlineOpen === container() && newlineOpen.childNodes.length === 0 && text.startsWith("\n"))
            text = text.slice(1);
          newlineOpen = null;
          if (!text) return;
        }
        if (mode !== "body" && open.length === 0) {
          // Whitespace before the body stays where it is (or is dropped); other text starts the body.
          if (!/\S/.test(text)) {
            if (mode === "head") adapter.insertText(head, text);
            else if (mode === "after-head") adapter.insertTextBefore(root, text, body);
            return;
          }
          mode = "body";
        }
        adapter.insertText(container(), text);
      },
      oncomment(data) {
        newlineOpen = null;
        adapter.appendChild(container(), adapter.createCommentNode(data));
      },
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() !== "!doctype") return;
        const m = /^!doctype\s+([^\s>]+)/i.exec(data);
        adapter.setDocumentType(doc, (m?.[1] ?? "html").toLowerCase(), "", "");
        // Before the html element, where it was.
        const type = doc.childNodes.find((c) => c.nodeName === "#documentType");
        if (type && doc.childNodes[0] !== type) doc.childNodes = [type, ...doc.childNodes.filter((c) => c !== type)];
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(source);
  parser.end();
  return doc;
}
