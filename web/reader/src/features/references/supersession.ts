// The supersession line of a document (issue 27): what its line replaces, its editions, and what
// replaces it, in one row oldest first — "replaces ← this → replaced by". The editions are the
// metadata's versions (newest first there); the other lines come from its `supersession`.
import type { Schemas } from "../../api/types.ts";

export type LineNodeKind = "replaced" | "edition" | "replacement";

export interface LineNode {
  kind: LineNodeKind;
  contentCode: string;
  displayDesignation: string;
  status: string;
  editionYear: number | null;
  /** The document the page shows. */
  current: boolean;
}

type Metadata = Pick<Schemas["DocumentMetadata"], "contentCode" | "displayDesignation" | "status" | "versions"> & {
  supersession?: Schemas["DocumentSupersession"];
};

/** The nodes of the line, oldest first; a single node (nothing replaced, one edition) is no line. */
export function supersessionLine(metadata: Metadata): LineNode[] {
  const node = (kind: LineNodeKind, d: Omit<LineNode, "kind" | "current">): LineNode => ({
    kind,
    contentCode: d.contentCode,
    displayDesignation: d.displayDesignation,
    status: d.status,
    editionYear: d.editionYear,
    current: d.contentCode === metadata.contentCode,
  });
  const editions = [...metadata.versions].reverse().map((v) =>
    node("edition", {
      contentCode: v.contentCode,
      displayDesignation: v.displayDesignation ?? v.designation ?? v.designationNo,
      status: v.status,
      editionYear: v.editionYear ?? null,
    }),
  );
  // The page's own document is on the line even when the versions leave it out.
  if (!editions.some((e) => e.current))
    editions.push(
      node("edition", {
        contentCode: metadata.contentCode,
        displayDesignation: metadata.displayDesignation,
        status: metadata.status,
        editionYear: null,
      }),
    );
  const nodes = [
    ...(metadata.supersession?.replaces ?? []).map((d) => node("replaced", d)),
    ...editions,
    ...(metadata.supersession?.replacedBy ?? []).map((d) => node("replacement", d)),
  ];
  return nodes.length > 1 ? nodes : [];
}
