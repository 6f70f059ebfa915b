// How groups are shown (spec 2 §5–§7): a group with its roster (the creator first, then by
// name), its documents, and the trimmed texts the calls take.
import { BadRequest } from "../../lib/errors.ts";
import type { ShareableDocument } from "../sharing/share-documents.ts";
import { displayName, type MailUser } from "../sharing/share-mail.ts";
import type { GroupDetailRow, GroupRow } from "./groups-repo.ts";

const roster = (u: MailUser) => ({
  user: { userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
  userName: displayName(u),
});

export const groupDocument = (d: ShareableDocument) => ({
  contentCode: d.contentCode,
  contentID: d.id,
  designationNo: d.designationNo,
  displayDesignation: d.displayDesignation,
  assetId: d.assetId,
  documentTitle: d.title,
  publisherName: d.publisher.name,
});

/** The roster: the creator first, then by last and first name. */
function rosterOf(g: GroupRow) {
  const others = g.members
    .map((m) => m.user)
    .filter((u) => u.id !== g.createdById)
    .sort(
      (a, b) =>
        (a.lastName ?? "").localeCompare(b.lastName ?? "") ||
        (a.firstName ?? "").localeCompare(b.firstName ?? "") ||
        a.id - b.id,
    );
  return [g.createdBy, ...others];
}

/** A-Z by name, whatever the case (the database's collation would put capitals first). */
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;

export function groupView(g: GroupRow) {
  const members = rosterOf(g);
  return {
    groupID: g.id,
    accountID: g.accountId,
    name: g.name,
    longDesc: g.longDesc,
    memberCount: members.length,
    contentCount: g._count.documents,
    createdById: g.createdById,
    createdByFirstName: g.createdBy.firstName,
    createdByLastName: g.createdBy.lastName,
    userInfo: { createFirstName: g.createdBy.firstName, createLastName: g.createdBy.lastName },
    rosters: members.map(roster),
    createdDate: g.createdAt.toISOString(),
  };
}

export function detailView(g: GroupDetailRow) {
  return {
    ...groupView({ ...g, _count: { documents: g.documents.length } }),
    sharedDocuments: g.documents.map((d) => groupDocument(d.document)),
  };
}

/** Trimmed text that must not be blank. */
export function text(objectName: string, field: string, value: string): string {
  const t = value.trim();
  if (t === "") throw BadRequest.field(objectName, field, "NotBlank", "must not be blank");
  return t;
}
