// An accessible modal on the native <dialog>: focus stays inside, Escape closes (unless the
// backdrop is static, spec 3 §2 feedback modal), the title names the dialog. When it closes
// (closed, or gone with its owner) the focus returns to the element that had it when it opened
// (WCAG 2.4.3, issue 12), unless the focus went elsewhere meanwhile (a page the dialog led to).
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

/** Gives the focus back to `opener` when the dialog had it or it was lost (on <body>). */
function returnFocus(dialog: HTMLDialogElement | null, opener: HTMLElement | null): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || dialog?.contains(active);
  if (lost && opener?.isConnected && !dialog?.contains(opener)) opener.focus();
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
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus(dialog, opener.current);
      opener.current = null;
    }
  }, [open, initialFocus]);

  // A dialog removed while open (its owner stopped rendering it) closes without a close event.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      returnFocus(dialog, opener.current);
    };
  }, []);

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
