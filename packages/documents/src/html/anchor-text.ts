// The anchor text of an HTML document on the server: the same text the reader builds from the
// document's DOM (@norma/contracts/anchor-text), from parse5's tree. Used to carry compass points
// to a new edition that has HTML (issue 25: a point made in the HTML tab is anchored in the text
// it was made in, with the same word boundaries).
import { type AnchorText, buildAnchorText, collectPieces, type TreeAdapter } from "@norma/contracts/anchor-text";
import { findElement, isElement, isText, type Node, parseHtml } from "./dom.ts";

const adapter: TreeAdapter<Node> = {
  children: (n) => ("childNodes" in n ? n.childNodes : []),
  text: (n) => (isText(n) ? n.value : null),
  tag: (n) => (isElement(n) ? n.tagName : null),
};

/** The anchor text of an HTML document's body. */
export function htmlAnchorText(source: string): AnchorText {
  const doc = parseHtml(source);
  const body = findElement(doc, "body") ?? doc;
  return buildAnchorText(collectPieces<Node>(body, adapter));
}
