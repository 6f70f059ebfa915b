// The edit dialogs of a group (spec 2 §2, §5), for its creator: name and description (update
// waits until a field was touched and both are non-blank), members (update disabled without a
// member) and documents (update disabled without a document). Each starts from the group as it
// is; closing resets the searches (the pickers go away with the dialog).
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import { notify } from "../notify/notify-store.ts";
import { GroupTextFields } from "./GroupTextFields.tsx";
import { canUpdateText, documentChanges } from "./group-rules.ts";
import {
  type Group,
  type GroupDetail,
  type GroupDocument,
  type GroupUser,
  updateGroupDocuments,
  updateGroupMembers,
  updateGroupName,
} from "./groups-api.ts";
import { DocumentPicker, MemberPicker } from "./Pickers.tsx";
import "./group-dialogs.css";

export type EditKind = "name" | "members" | "documents";

function Buttons({
  onCancel,
  onConfirm,
  disabled,
  label,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="button-row group-dialog__buttons">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t("common.cancel")}
      </button>
      <button type="button" className="button button--primary" disabled={disabled} onClick={onConfirm}>
        {label}
      </button>
    </div>
  );
}

function Failed({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p className="field__error" role="alert">
      {t("groups.actionFailed")}
    </p>
  ) : null;
}

/** Name and description. */
export function EditNameDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.longDesc);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  async function save() {
    setBusy(true);
    const ok = await updateGroupName(group.groupID, name.trim(), description.trim());
    setBusy(false);
    setFailed(!ok);
    if (!ok) return;
    notify("SUCCESS", t("groups.updated"));
    onClose();
  }

  return (
    <Modal
      open
      title={t("groups.editNameTitle")}
      onClose={onClose}
      className="group-dialog"
      initialFocus={nameRef}
      footer={
        <Buttons
          onCancel={onClose}
          onConfirm={() => void save()}
          disabled={busy || !canUpdateText(touched, name, description)}
          label={t("groups.update")}
        />
      }
    >
      <GroupTextFields
        name={name}
        description={description}
        nameRef={nameRef}
        onName={(v) => {
          setName(v);
          setTouched(true);
        }}
        onDescription={(v) => {
          setDescription(v);
          setTouched(true);
        }}
      />
      <Failed failed={failed} />
    </Modal>
  );
}

/** The members, without the creator (who stays a member). */
export function EditMembersDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<GroupUser[]>(
    group.rosters.map((r) => r.user).filter((u) => u.userId !== group.createdById),
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save() {
    setBusy(true);
    const ok = await updateGroupMembers(
      group.groupID,
      members.map((m) => m.userId),
    );
    setBusy(false);
    setFailed(!ok);
    if (!ok) return;
    notify("SUCCESS", t("groups.membersUpdated"));
    onClose();
  }

  return (
    <Modal
      open
      title={t("groups.editMembersTitle")}
      onClose={onClose}
      size="xl"
      className="group-dialog"
      footer={
        <Buttons
          onCancel={onClose}
          onConfirm={() => void save()}
          disabled={busy || members.length === 0}
          label={t("groups.update")}
        />
      }
    >
      <MemberPicker group={members} onChange={setMembers} exclude={[group.createdById]} />
      <Failed failed={failed} />
    </Modal>
  );
}

/** The documents: added ones are shared with the members, removed ones stop being shared. */
export function EditDocumentsDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [documents, setDocuments] = useState<GroupDocument[]>(group.sharedDocuments);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save() {
    const change = documentChanges(group.sharedDocuments, documents);
    if (change.addContentCodes.length === 0 && change.removeContentIds.length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    const ok = await updateGroupDocuments(group.groupID, change);
    setBusy(false);
    setFailed(!ok);
    if (!ok) return;
    notify("SUCCESS", t("groups.documentsUpdated"));
    onClose();
  }

  return (
    <Modal
      open
      title={t("groups.editDocumentsTitle")}
      onClose={onClose}
      size="xl"
      className="group-dialog"
      footer={
        <Buttons
          onCancel={onClose}
          onConfirm={() => void save()}
          disabled={busy || documents.length === 0}
          label={t("groups.update")}
        />
      }
    >
      <DocumentPicker group={documents} onChange={setDocuments} />
      <Failed failed={failed} />
    </Modal>
  );
}
