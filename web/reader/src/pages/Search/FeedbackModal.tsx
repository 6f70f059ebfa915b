// 'Search result not found' feedback (spec 1 §2, §4, §5, §8; 3 §5): a modal with a static
// backdrop; what the user was searching for is required (at most 100 characters, trimmed; a
// blank answer is refused and the field gets focus), anything else is optional (at most 500).
// Closing or a successful submit resets the form; the form is busy while sending. A failure is
// only logged; a success thanks the user.
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import { notify } from "../../features/notify/notify-store.ts";
import { sendSearchFeedback } from "../../features/search/search-api.ts";
import { FEEDBACK_LIMITS, type FeedbackErrors, validateFeedback } from "./feedback.ts";

export function FeedbackModal({
  open,
  onClose,
  searchText,
}: {
  open: boolean;
  onClose: () => void;
  /** The search that found nothing. */
  searchText: string;
}) {
  const { t } = useTranslation();
  const [documentSearching, setDocumentSearching] = useState("");
  const [additionalFeedback, setAdditionalFeedback] = useState("");
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLTextAreaElement>(null);
  const firstId = useId();
  const secondId = useId();

  function reset() {
    setDocumentSearching("");
    setAdditionalFeedback("");
    setErrors({});
    setBusy(false);
  }

  function close() {
    reset();
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateFeedback({ documentSearching, additionalFeedback });
    setErrors(checked.errors);
    if (!checked.ok) {
      if (checked.errors.documentSearching) firstRef.current?.focus();
      return;
    }
    setBusy(true);
    const stored = await sendSearchFeedback({
      documentSearching: checked.value.documentSearching,
      ...(checked.value.additionalFeedback ? { additionalFeedback: checked.value.additionalFeedback } : {}),
      searchText: searchText.slice(0, 500),
    });
    setBusy(false);
    // Spec 1 §8: a failed submit is only logged (sendSearchFeedback does); the form stays open.
    if (!stored) return;
    notify("SUCCESS", t("search.feedback.thanks"));
    close();
  }

  const left = (value: string, max: number) => max - value.length;

  return (
    <Modal open={open} title={t("search.feedback.title")} onClose={close} staticBackdrop initialFocus={firstRef}>
      <form className="feedback-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p>{t("search.feedback.intro")}</p>
        <div className="field">
          <label className="field__label" htmlFor={firstId}>
            {t("search.feedback.q1")} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={firstId}
            ref={firstRef}
            className="field__input"
            rows={2}
            required
            maxLength={FEEDBACK_LIMITS.documentSearching}
            value={documentSearching}
            aria-invalid={errors.documentSearching ? true : undefined}
            aria-describedby={`${firstId}-hint${errors.documentSearching ? ` ${firstId}-error` : ""}`}
            onChange={(e) => setDocumentSearching(e.target.value)}
          />
          <span id={`${firstId}-hint`} className="field__hint">
            {t("search.feedback.remaining", { count: left(documentSearching, FEEDBACK_LIMITS.documentSearching) })}
          </span>
          {errors.documentSearching && (
            <span id={`${firstId}-error`} className="field__error" role="alert">
              {errors.documentSearching === "required"
                ? t("search.feedback.required")
                : t("search.feedback.maxLength", { max: FEEDBACK_LIMITS.documentSearching })}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={secondId}>
            {t("search.feedback.q2")}
          </label>
          <textarea
            id={secondId}
            className="field__input"
            rows={4}
            maxLength={FEEDBACK_LIMITS.additionalFeedback}
            value={additionalFeedback}
            aria-invalid={errors.additionalFeedback ? true : undefined}
            aria-describedby={`${secondId}-hint${errors.additionalFeedback ? ` ${secondId}-error` : ""}`}
            onChange={(e) => setAdditionalFeedback(e.target.value)}
          />
          <span id={`${secondId}-hint`} className="field__hint">
            {t("search.feedback.remaining", { count: left(additionalFeedback, FEEDBACK_LIMITS.additionalFeedback) })}
          </span>
          {errors.additionalFeedback && (
            <span id={`${secondId}-error`} className="field__error" role="alert">
              {t("search.feedback.maxLength", { max: FEEDBACK_LIMITS.additionalFeedback })}
            </span>
          )}
        </div>
        <div className="feedback-form__buttons">
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {t("search.feedback.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("search.feedback.sending") : t("search.feedback.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
