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

    /** Inserts unless the annotation has a note; null when it had one. */
    async create(
      tenantId: number,
      userId: number,
      documentId: number,
      data: { annotationId: string; noteData: string | null; note: string | null },
    ) {
      const { count } = await db.userNote.createMany({
        data: [{ tenantId, userId, documentId, ...data }],
        skipDuplicates: true,
      });
      if (count === 0) return null;
      return db.userNote.findUniqueOrThrow({
        where: { userId_documentId_annotationId: { userId, documentId, annotationId: data.annotationId } },
      });
    },

    async update(
      tenantId: number,
      userId: number,
      documentId: number,
      data: { annotationId: string; noteData: string | null; note: string | null },
    ) {
      const { count } = await db.userNote.updateMany({
        where: { tenantId, userId, documentId, annotationId: data.annotationId },
        data: { noteData: data.noteData, note: data.note },
      });
      if (count === 0) return null;
      return db.userNote.findUniqueOrThrow({
        where: { userId_documentId_annotationId: { userId, documentId, annotationId: data.annotationId } },
      });
    },

    remove(tenantId: number, userId: number, documentId: number, annotationId: string) {
      return db.userNote.deleteMany({ where: { tenantId, userId, documentId, annotationId } });
    },
  };
}

export type UserNotesRepo = ReturnType<typeof createUserNotesRepo>;
