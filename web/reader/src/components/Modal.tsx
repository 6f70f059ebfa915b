// An accessible modal on the native <dialog>: focus stays inside, Escape closes (unless the
// backdrop is static, spec 3 §2 feedback modal), the title names the dialog.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./modal.css";

interface Props {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Static backdrop: Escape does not close; only the buttons do. */
  staticBackdrop?: boolean;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
  /** Element to focus first (else the dialog's first focusable element). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  staticBackdrop,
  size = "md",
  className,
  initialFocus,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (!staticBackdrop) onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [staticBackdrop]);

  return (
    <dialog ref={ref} className={`modal modal--${size}${className ? ` ${className}` : ""}`} aria-labelledby={titleId}>
      {open && (
        <div className="modal__content">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t("common.close")}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
