// Small helpers over parse5's default tree: node kinds, element classes (block, inline, atom),
// construction, text content and a depth cap (parse5's serialiser recurses, so a pathological
// nesting depth would overflow the stack; deeper content is flattened to its text).
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
