// The create group wizard (spec 2 §2, §5): step 0 name and description, step 1 members, step 2
// documents, whose confirm creates the group. Next needs a non-blank name and description, then
// a member; the confirm needs a document. Back returns one step and clears the searches and the
// available lists (each step's picker keeps them, and goes away). After create: the group's page.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthContext.tsx";
import { GroupDialog, useGroupSave } from "./GroupDialog.tsx";
import { GroupTextFields } from "./GroupTextFields.tsx";
import { canAdvance, type WizardStep } from "./group-rules.ts";
import { createGroupMutation, type GroupDocument, type GroupUser } from "./groups-queries.ts";
import { DocumentPicker, MemberPicker } from "./Pickers.tsx";

export function CreateGroupWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(0);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [members, setMembers] = useState<GroupUser[]>([]);
  const [documents, setDocuments] = useState<GroupDocument[]>([]);
  const save = useGroupSave(createGroupMutation());
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
    save.reset();
    onClose();
  }

  function confirm() {
    if (!canAdvance(2, state)) return;
    void save.run(
      {
        name: name.trim(),
        longDesc: description.trim(),
        memberIds: members.map((m) => m.userId),
        contentCodes: documents.map((d) => d.contentCode),
      },
      { key: "groups.created" },
      (id) => {
        close();
        navigate(`/group-detail/?groupId=${id}`);
      },
    );
  }

  const titles = [t("groups.stepDetails"), t("groups.stepMembers"), t("groups.stepDocuments")];
  const next = !canAdvance(step, state) || save.busy;

  return (
    <GroupDialog
      open={open}
      title={t("groups.createTitle")}
      onClose={close}
      size="xl"
      initialFocus={nameRef}
      before={
        step > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep((step - 1) as WizardStep)}
            disabled={save.busy}
          >
            {t("groups.back")}
          </button>
        )
      }
      confirmLabel={step < 2 ? t("groups.next") : t("groups.create")}
      confirmDisabled={next}
      onConfirm={step < 2 ? () => setStep((step + 1) as WizardStep) : confirm}
      failed={save.failed}
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
    </GroupDialog>
  );
}
