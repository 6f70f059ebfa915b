// The create group wizard (spec 2 §2, §5): step 0 name and description, step 1 members, step 2
// documents, whose confirm creates the group. Next needs a non-blank name and description, then
// a member; the confirm needs a document. Back returns one step and clears the searches and the
// available lists (each step's picker keeps them, and goes away). After create: the group's page.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Modal } from "../../components/Modal.tsx";
import { useAuth } from "../auth/AuthContext.tsx";
import { notify } from "../notify/notify-store.ts";
import { GroupTextFields } from "./GroupTextFields.tsx";
import { canAdvance, type WizardStep } from "./group-rules.ts";
import { createGroup, type GroupDocument, type GroupUser } from "./groups-api.ts";
import { DocumentPicker, MemberPicker } from "./Pickers.tsx";
import "./group-dialogs.css";

export function CreateGroupWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(0);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [members, setMembers] = useState<GroupUser[]>([]);
  const [documents, setDocuments] = useState<GroupDocument[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const state = { name, description, memberCount: members.length, documentCount: documents.length };

  // A new step: its heading takes the focus (the previous step's controls are gone).
  useEffect(() => {
    if (open && step > 0) stepRef.current?.focus();
  }, [open, step]);

  function close() {
    setStep(0);
    setName("");
    setDescription("");
    setMembers([]);
    setDocuments([]);
    setBusy(false);
    setFailed(false);
    onClose();
  }

  async function confirm() {
    if (!canAdvance(2, state) || busy) return;
    setBusy(true);
    setFailed(false);
    const id = await createGroup({
      name: name.trim(),
      longDesc: description.trim(),
      memberIds: members.map((m) => m.userId),
      contentCodes: documents.map((d) => d.contentCode),
    });
    setBusy(false);
    // Spec 2 §8: a failed group action only sets a failure flag.
    if (id === null) {
      setFailed(true);
      return;
    }
    notify("SUCCESS", t("groups.created"));
    close();
    navigate(`/group-detail/?groupId=${id}`);
  }

  const titles = [t("groups.stepDetails"), t("groups.stepMembers"), t("groups.stepDocuments")];
  const next = !canAdvance(step, state) || busy;

  return (
    <Modal
      open={open}
      title={t("groups.createTitle")}
      onClose={close}
      size="xl"
      className="group-dialog"
      initialFocus={nameRef}
      footer={
        <div className="button-row group-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={close}>
            {t("common.cancel")}
          </button>
          {step > 0 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep((step - 1) as WizardStep)}
              disabled={busy}
            >
              {t("groups.back")}
            </button>
          )}
          {step < 2 ? (
            <button
              type="button"
              className="button button--primary"
              disabled={next}
              onClick={() => setStep((step + 1) as WizardStep)}
            >
              {t("groups.next")}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={next} onClick={() => void confirm()}>
              {t("groups.create")}
            </button>
          )}
        </div>
      }
    >
      <ol className="group-steps" aria-label={t("groups.steps")}>
        {titles.map((title, i) => (
          <li
            key={title}
            className={i === step ? "group-steps__step group-steps__step--current" : "group-steps__step"}
            aria-current={i === step ? "step" : undefined}
          >
            <span className="group-steps__number">{i + 1}</span> {title}
          </li>
        ))}
      </ol>
      <h3 ref={stepRef} tabIndex={-1} className="group-dialog__step">
        {t("groups.stepOf", { n: step + 1, total: 3, title: titles[step] })}
      </h3>
      {step === 0 && (
        <GroupTextFields
          name={name}
          description={description}
          onName={setName}
          onDescription={setDescription}
          nameRef={nameRef}
        />
      )}
      {step === 1 && <MemberPicker group={members} onChange={setMembers} exclude={account?.id ? [account.id] : []} />}
      {step === 2 && <DocumentPicker group={documents} onChange={setDocuments} />}
      {failed && (
        <p className="field__error" role="alert">
          {t("groups.actionFailed")}
        </p>
      )}
    </Modal>
  );
}
