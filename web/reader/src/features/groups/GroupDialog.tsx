// What every group dialog shares (spec 2 §2, §5): the modal with Cancel and a confirm button in
// its footer, the failure line (spec 2 §8: a failed group action only sets a failure flag) and the
// save step (busy while the call runs; on success a notice and the dialog closes).
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import { notify } from "../notify/notify-store.ts";
import "./group-dialogs.css";

export function GroupDialog({
  title,
  onClose,
  open = true,
  size,
  initialFocus,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  before,
  failed,
  children,
}: {
  title: string;
  onClose: () => void;
  open?: boolean;
  size?: "md" | "xl";
  initialFocus?: React.RefObject<HTMLElement | null>;
  confirmLabel: string;
  confirmDisabled: boolean;
  onConfirm: () => void;
  /** Buttons between Cancel and the confirm button (the wizard's Back). */
  before?: ReactNode;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      className="group-dialog"
      initialFocus={initialFocus}
      footer={
        <div className="button-row group-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          {before}
          <button type="button" className="button button--primary" disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
      {failed && (
        <p className="field__error" role="alert">
          {t("groups.actionFailed")}
        </p>
      )}
    </Modal>
  );
}

/**
 * The save step of a group dialog: `run(call, success, done)` marks the dialog busy while `call`
 * runs; when it succeeds (true) the `success` notice shows and `done` follows, otherwise the
 * failure line shows.
 */
export function useGroupSave() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function run(call: () => Promise<boolean>, success: string, done: () => void): Promise<void> {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const ok = await call();
    setBusy(false);
    setFailed(!ok);
    if (!ok) return;
    notify("SUCCESS", success);
    done();
  }
  function reset() {
    setBusy(false);
    setFailed(false);
  }
  return { busy, failed, run, reset };
}
