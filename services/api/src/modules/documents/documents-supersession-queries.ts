// The supersession line of a document (issue 27): the documents of other lines its line replaces
// (their editions name one of this line's editions in replaced_by_content_code) and the documents
// that replace it (the line's current edition names one), each followed a few steps further, so
// the page can draw "replaces ← this → replaced by". The editions of the line itself are the
// page's versions. Only documents the tenant presents; a line is publisher, family and language.
import type { Db, Prisma } from "@norma/db";
import { type DocumentLine, lineVisibleTo, visibleTo } from "./documents-scope.ts";

/** Steps followed each way at most (a chain of replacements is rarely longer). */
export const SUPERSESSION_STEPS = 4;

const SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  status: true,
  editionYear: true,
  publisherId: true,
  family: true,
  languageCode: true,
  isLatest: true,
  replacedByContentCode: true,
} satisfies Prisma.DocumentSelect;

export type SupersessionRow = Prisma.DocumentGetPayload<{ select: typeof SELECT }>;

const lineKey = (l: DocumentLine) => `${l.publisherId}|${l.family}|${l.languageCode}`;

export function createDocumentSupersessionQueries(db: Db) {
  /** The content codes of a line's editions (the tenant's). */
  const codesOf = async (tenantId: number, line: DocumentLine) =>
    (
      await db.document.findMany({
        where: lineVisibleTo(tenantId, line),
        select: { contentCode: true },
      })
    ).map((d) => d.contentCode);

  /** The current edition of a line, else its newest (the tenant's). */
  const currentOf = (tenantId: number, line: DocumentLine) =>
    db.document.findFirst({
      where: lineVisibleTo(tenantId, line),
      select: SELECT,
      orderBy: [{ isLatest: "desc" }, { editionYear: "desc" }, { id: "desc" }],
    });

  return {
    /** What replaces the line, nearest first: the replacement its current edition names, then the replacement's, … */
    async replacedBy(tenantId: number, line: DocumentLine): Promise<SupersessionRow[]> {
      const out: SupersessionRow[] = [];
      const seen = new Set([lineKey(line)]);
      let current = await currentOf(tenantId, line);
      for (let step = 0; step < SUPERSESSION_STEPS && current?.replacedByContentCode; step++) {
        const next = await db.document.findFirst({
          where: { contentCode: current.replacedByContentCode, ...visibleTo(tenantId) },
          select: SELECT,
        });
        if (!next || seen.has(lineKey(next))) break;
        seen.add(lineKey(next));
        out.push(next);
        current = next.isLatest ? next : await currentOf(tenantId, next);
      }
      return out;
    },

    /** The lines it replaces, the nearest last: one edition per line (the newest that names the replacement). */
    async replaces(tenantId: number, line: DocumentLine): Promise<SupersessionRow[]> {
      const out: SupersessionRow[] = [];
      const seen = new Set([lineKey(line)]);
      let frontier: DocumentLine[] = [line];
      for (let step = 0; step < SUPERSESSION_STEPS && frontier.length; step++) {
        const codes = (await Promise.all(frontier.map((l) => codesOf(tenantId, l)))).flat();
        const rows = codes.length
          ? await db.document.findMany({
              where: { replacedByContentCode: { in: codes }, ...visibleTo(tenantId) },
              select: SELECT,
              orderBy: [{ editionYear: "desc" }, { id: "desc" }],
              take: 50,
            })
          : [];
        const found: SupersessionRow[] = [];
        for (const r of rows) {
          if (seen.has(lineKey(r))) continue;
          seen.add(lineKey(r));
          found.push(r);
        }
        out.unshift(...found.reverse());
        frontier = found;
      }
      return out.slice(-2 * SUPERSESSION_STEPS);
    },
  };
}
