// E-mail the group (spec 2 §2, §5): subject, message and a copy-me option; send is disabled
// while the subject or the message is blank after trimming; Enter in the subject does not send.
// Any member may send.
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { GroupDialog, useGroupSave } from "./GroupDialog.tsx";
import { GroupField } from "./GroupTextFields.tsx";
import { canSendMail } from "./group-rules.ts";
import { sendGroupMailMutation } from "./groups-queries.ts";

/** The server's limit of the message (openapi.yaml GroupMail.message). */
export const GROUP_MAIL_MESSAGE_MAX = 5000;

export function EmailGroupDialog({
  group,
  onClose,
}: {
  group: { groupID: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [copyMe, setCopyMe] = useState(false);
  const save = useGroupSave(sendGroupMailMutation());
  const subjectRef = useRef<HTMLInputElement>(null);
  const copyId = useId();

  function send() {
    if (!canSendMail(subject, message)) return;
    void save.run(
      { groupId: group.groupID, subject: subject.trim(), message: message.trim(), copyMeFlag: copyMe },
      { key: "groups.mailSent" },
      onClose,
    );
  }

  return (
    <GroupDialog
      title={t("groups.emailTitle", { name: group.name })}
      onClose={onClose}
      initialFocus={subjectRef}
      confirmLabel={t("groups.send")}
      confirmDisabled={save.busy || !canSendMail(subject, message)}
      onConfirm={send}
      failed={save.failed}
    >
      <div className="form">
        <GroupField label={t("groups.subject")} value={subject} onChange={setSubject} inputRef={subjectRef} />
        <GroupField
          label={t("groups.message")}
          value={message}
          onChange={setMessage}
          rows={6}
          max={GROUP_MAIL_MESSAGE_MAX}
        />
        <div className="group-dialog__check">
          <input id={copyId} type="checkbox" checked={copyMe} onChange={(e) => setCopyMe(e.target.checked)} />
          <label htmlFor={copyId}>{t("groups.copyMe")}</label>
        </div>
      </div>
    </GroupDialog>
  );
}
