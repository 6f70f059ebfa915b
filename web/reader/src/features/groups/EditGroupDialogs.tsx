// The edit dialogs of a group (spec 2 §2, §5), for its creator: name and description (update
// waits until a field was touched and both are non-blank), members (update disabled without a
// member) and documents (update disabled without a document). Each starts from the group as it
// is; closing resets the searches (the pickers go away with the dialog).
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { GroupDialog, useGroupSave } from "./GroupDialog.tsx";
import { GroupTextFields } from "./GroupTextFields.tsx";
import { canUpdateText, documentChanges } from "./group-rules.ts";
import {
  type Group,
  type GroupDetail,
  type GroupDocument,
  type GroupUser,
  updateGroupDocumentsMutation,
  updateGroupMembersMutation,
  updateGroupNameMutation,
} from "./groups-queries.ts";
import { DocumentPicker, MemberPicker } from "./Pickers.tsx";

export type EditKind = "name" | "members" | "documents";

/** Name and description. */
export function EditNameDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.longDesc);
  const [touched, setTouched] = useState(false);
  const save = useGroupSave(updateGroupNameMutation());
  const nameRef = useRef<HTMLInputElement>(null);
  const touch = (set: (v: string) => void) => (v: string) => {
    set(v);
    setTouched(true);
  };

  return (
    <GroupDialog
      title={t("groups.editNameTitle")}
      onClose={onClose}
      initialFocus={nameRef}
      confirmLabel={t("groups.update")}
      confirmDisabled={save.busy || !canUpdateText(touched, name, description)}
      onConfirm={() =>
        void save.run(
          { groupID: group.groupID, name: name.trim(), longDesc: description.trim() },
          { key: "groups.updated" },
          onClose,
        )
      }
      failed={save.failed}
    >
      <GroupTextFields
        name={name}
        description={description}
        nameRef={nameRef}
        onName={touch(setName)}
        onDescription={touch(setDescription)}
      />
    </GroupDialog>
  );
}

/** The members, without the creator (who stays a member). */
export function EditMembersDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<GroupUser[]>(
    group.rosters.map((r) => r.user).filter((u) => u.userId !== group.createdById),
  );
  const save = useGroupSave(updateGroupMembersMutation());

  return (
    <GroupDialog
      title={t("groups.editMembersTitle")}
      onClose={onClose}
      size="xl"
      confirmLabel={t("groups.update")}
      confirmDisabled={save.busy || members.length === 0}
      onConfirm={() =>
        void save.run(
          { groupID: group.groupID, memberIds: members.map((m) => m.userId) },
          { key: "groups.membersUpdated" },
          onClose,
        )
      }
      failed={save.failed}
    >
      <MemberPicker group={members} onChange={setMembers} exclude={[group.createdById]} />
    </GroupDialog>
  );
}

/** The documents: added ones are shared with the members, removed ones stop being shared. */
export function EditDocumentsDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [documents, setDocuments] = useState<GroupDocument[]>(group.sharedDocuments);
  const save = useGroupSave(updateGroupDocumentsMutation());

  function confirm() {
    const change = documentChanges(group.sharedDocuments, documents);
    // Nothing changed: nothing to send.
    if (change.addContentCodes.length === 0 && change.removeContentIds.length === 0) onClose();
    else void save.run({ sharedWithGroupID: group.groupID, ...change }, { key: "groups.documentsUpdated" }, onClose);
  }

  return (
    <GroupDialog
      title={t("groups.editDocumentsTitle")}
      onClose={onClose}
      size="xl"
      confirmLabel={t("groups.update")}
      confirmDisabled={save.busy || documents.length === 0}
      onConfirm={confirm}
      failed={save.failed}
    >
      <DocumentPicker group={documents} onChange={setDocuments} />
    </GroupDialog>
  );
}
