// Notes of the PDF viewer (spec 2 §7 Notes): private to the user, on a document the user may
// annotate — the compass points' document gate decides (401 company sessions, 404 documents the
// tenant does not present, 403 not entitled, 403 compass points not enabled). Under view None
// notes are hidden (spec 2 §6): the list is empty and saving is refused.
import type { Actor } from "../../lib/actor.ts";
import { Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { CompassPointsService } from "../compass-points/compass-points-service.ts";
import type { UserNotesRepo } from "./user-notes-repo.ts";

interface NoteRow {
  documentId: number;
  annotationId: string;
  noteData: string | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toNote = (n: NoteRow) => ({
  contentId: n.documentId,
  annotationId: n.annotationId,
  noteData: n.noteData,
  note: n.note,
  createdDate: n.createdAt.toISOString(),
  modifiedDate: n.updatedAt.toISOString(),
});

export interface NoteInput {
  contentId: number;
  annotationId: string;
  noteData?: string | null;
  note?: string | null;
}

export function createUserNotesService(deps: { repo: UserNotesRepo; gate: CompassPointsService["documentGate"] }) {
  const { repo, gate } = deps;

  async function writable(actor: Actor, contentId: number) {
    const g = await gate(actor, { id: contentId });
    if (g.settings.view === "None") {
      throw new Forbidden("Notes are hidden by the compass point settings of this document", {
        messageKey: "error.userNote.hidden",
      });
    }
    return g;
  }

  return {
    async list(actor: Actor, contentId: number) {
      const { actor: a, doc, settings } = await gate(actor, { id: contentId });
      if (settings.view === "None") return [];
      return (await repo.list(a.tenantId, a.userId, doc.id)).map(toNote);
    },

    async save(actor: Actor, input: NoteInput) {
      const { actor: a, doc } = await writable(actor, input.contentId);
      const row = await repo.create(a.tenantId, a.userId, doc.id, {
        annotationId: input.annotationId,
        noteData: input.noteData ?? null,
        note: input.note ?? null,
      });
      if (!row)
        throw new Conflict(`A note for annotation ${input.annotationId} exists; edit it`, {
          messageKey: "error.userNote.exists",
        });
      return { data: { noteContent: toNote(row) } };
    },

    async edit(actor: Actor, input: NoteInput) {
      const { actor: a, doc } = await writable(actor, input.contentId);
      const row = await repo.update(a.tenantId, a.userId, doc.id, {
        annotationId: input.annotationId,
        noteData: input.noteData ?? null,
        note: input.note ?? null,
      });
      if (!row) throw new NotFound(`No note for annotation ${input.annotationId}`, "error.userNote.notFound");
      return { data: { noteContent: toNote(row) } };
    },

    async remove(actor: Actor, contentId: number, annotationId: string) {
      const { actor: a, doc } = await gate(actor, { id: contentId });
      const { count } = await repo.remove(a.tenantId, a.userId, doc.id, annotationId);
      if (count === 0) throw new NotFound(`No note for annotation ${annotationId}`, "error.userNote.notFound");
    },
  };
}

export type UserNotesService = ReturnType<typeof createUserNotesService>;
