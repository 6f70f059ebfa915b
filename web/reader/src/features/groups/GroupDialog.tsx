// What every group dialog shares (spec 2 §2, §5): the modal with Cancel and a confirm button in
// its footer, the failure line (spec 2 §8: a failed group action only sets a failure flag) and the
// save step (busy while the call runs; on success a notice and the dialog closes).
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import type { Message } from "../notify/message.ts";
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
 * The save step of a group dialog, over one of the groups' mutation factories (groups-queries.ts,
 * which invalidate what they change): `run(variables, success, done)` marks the dialog busy while
 * the call runs; when it succeeds the `success` notice shows and `done` follows with its answer,
 * otherwise the failure line shows.
 */
export function useGroupSave<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>) {
  const save = useMutation(options);
  function run(variables: TVariables, success: Message, done: (answer: TData) => void): Promise<void> {
    if (save.isPending) return Promise.resolve();
    return save.mutateAsync(variables).then(
      (answer) => {
        notify("SUCCESS", success);
        done(answer);
      },
      () => {},
    );
  }
  return { busy: save.isPending, failed: save.isError, run, reset: save.reset };
}
