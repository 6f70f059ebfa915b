// A user's private notes in the PDF viewer, one per (user, document, annotationId).
import type { Db } from "@norma/db";

export function createUserNotesRepo(db: Db) {
  return {
    list(tenantId: number, userId: number, documentId: number) {
      return db.userNote.findMany({
        where: { tenantId, userId, documentId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: 5000,
      });
    },

    /**
     * Inserts unless the annotation has a note; null when it had one. One statement (INSERT … ON
     * CONFLICT DO NOTHING RETURNING): a second read after the insert could find the note deleted
     * by a request sent at the same time (findUniqueOrThrow's P2025, a 500).
     */
    async create(
      tenantId: number,
      userId: number,
      documentId: number,
      data: { annotationId: string; noteData: string | null; note: string | null },
    ) {
      const [row] = await db.userNote.createManyAndReturn({
        data: [{ tenantId, userId, documentId, ...data }],
        skipDuplicates: true,
      });
      return row ?? null;
    },

    /**
     * Changes the user's note and answers it, or null when there is none. One statement (UPDATE …
     * RETURNING), so the check that the note is the user's and still exists is the write itself:
     * a delete sent at the same time either runs after it or leaves nothing to update (404).
     */
    async update(
      tenantId: number,
      userId: number,
      documentId: number,
      data: { annotationId: string; noteData: string | null; note: string | null },
    ) {
      const [row] = await db.userNote.updateManyAndReturn({
        where: { tenantId, userId, documentId, annotationId: data.annotationId },
        data: { noteData: data.noteData, note: data.note },
      });
      return row ?? null;
    },

    remove(tenantId: number, userId: number, documentId: number, annotationId: string) {
      return db.userNote.deleteMany({ where: { tenantId, userId, documentId, annotationId } });
    },
  };
}

export type UserNotesRepo = ReturnType<typeof createUserNotesRepo>;
