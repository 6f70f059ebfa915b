// E-mail the group (spec 2 §2, §5): subject, message and a copy-me option; send is disabled
// while the subject or the message is blank after trimming; Enter in the subject does not send.
// Any member may send.
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import { notify } from "../notify/notify-store.ts";
import { canSendMail, GROUP_TEXT_MAX } from "./group-rules.ts";
import { sendMailToGroup } from "./groups-api.ts";
import "./group-dialogs.css";

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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const subjectId = useId();
  const messageId = useId();
  const copyId = useId();

  async function send() {
    if (!canSendMail(subject, message) || busy) return;
    setBusy(true);
    const ok = await sendMailToGroup({
      groupId: group.groupID,
      subject: subject.trim(),
      message: message.trim(),
      copyMeFlag: copyMe,
    });
    setBusy(false);
    setFailed(!ok);
    if (!ok) return;
    notify("SUCCESS", t("groups.mailSent"));
    onClose();
  }

  return (
    <Modal
      open
      title={t("groups.emailTitle", { name: group.name })}
      onClose={onClose}
      className="group-dialog"
      initialFocus={subjectRef}
      footer={
        <div className="button-row group-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !canSendMail(subject, message)}
            onClick={() => void send()}
          >
            {t("groups.send")}
          </button>
        </div>
      }
    >
      <div className="form">
        <div className="field">
          <label className="field__label" htmlFor={subjectId}>
            {t("groups.subject")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={subjectId}
            ref={subjectRef}
            className="field__input"
            required
            maxLength={GROUP_TEXT_MAX}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            {t("groups.message")} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={messageId}
            className="field__input"
            rows={6}
            required
            maxLength={GROUP_MAIL_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <div className="group-dialog__check">
          <input id={copyId} type="checkbox" checked={copyMe} onChange={(e) => setCopyMe(e.target.checked)} />
          <label htmlFor={copyId}>{t("groups.copyMe")}</label>
        </div>
      </div>
      {failed && (
        <p className="field__error" role="alert">
          {t("groups.actionFailed")}
        </p>
      )}
    </Modal>
  );
}
