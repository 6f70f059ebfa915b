// 'Search result not found' feedback (spec 1 §2, §4, §5, §8; 3 §5): a modal with a static
// backdrop; what the user was searching for is required (at most 100 characters, trimmed; a
// blank answer is refused and the field gets focus), anything else is optional (at most 500).
// Closing or a successful submit resets the form; the form is busy while sending. A failure is
// only logged; a success thanks the user.
// The general feedback form (spec 1 §3, 3 §5, §8) is the same modal about the results shown:
// POST /api/user/feedback with the search's text, type and refinements (q1/q2, version
// 'classic'); its failure shows the server's message or 'Error submitting feedback' in the form.
import { isProblem } from "@norma/web-shared/problem";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { Modal } from "../../components/Modal.tsx";
import { notify } from "../../features/notify/notify-store.ts";
import type { RefinementItem } from "../../features/search/refinement-selection.ts";
import { sendSearchFeedback } from "../../features/search/search-api.ts";
import i18n from "../../i18n/index.ts";
import { translateKey } from "../../i18n/translate-key.ts";
import { FEEDBACK_LIMITS, type FeedbackErrors, feedbackFailureMessage, validateFeedback } from "./feedback.ts";

/** What the general feedback is about: the search on screen. */
export interface GeneralFeedback {
  searchType: string;
  refinements: RefinementItem[];
}

/** The general feedback (POST /api/user/feedback): null when stored, else the message to show. */
async function sendGeneralFeedback(body: {
  searchQuery: string;
  searchType: string;
  q1Response: string;
  q2Response?: string;
  refinements: RefinementItem[];
}): Promise<string | null> {
  const result = await client
    .POST("/api/user/feedback", { body: { ...body, version: "classic" }, ...ui({ silent: true }) })
    .catch(() => null);
  if (result?.data) return null;
  const problem = result && isProblem(result.error) ? result.error : null;
  return feedbackFailureMessage(problem, (key) => translateKey(key), i18n.t("search.feedback.error"));
}

export function FeedbackModal({
  open,
  onClose,
  searchText,
  general,
}: {
  open: boolean;
  onClose: () => void;
  /** The search that found nothing (or, for the general form, the search on screen). */
  searchText: string;
  /** The general feedback form about the results on screen (else the 'not found' feedback). */
  general?: GeneralFeedback;
}) {
  const { t } = useTranslation();
  const [documentSearching, setDocumentSearching] = useState("");
  const [additionalFeedback, setAdditionalFeedback] = useState("");
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstRef = useRef<HTMLTextAreaElement>(null);
  const firstId = useId();
  const secondId = useId();

  function reset() {
    setDocumentSearching("");
    setAdditionalFeedback("");
    setErrors({});
    setBusy(false);
    setFailure(null);
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
    setFailure(null);
    if (general) {
      const failed = await sendGeneralFeedback({
        searchQuery: searchText.slice(0, 500),
        searchType: general.searchType,
        q1Response: checked.value.documentSearching,
        ...(checked.value.additionalFeedback ? { q2Response: checked.value.additionalFeedback } : {}),
        refinements: general.refinements.slice(0, 50),
      });
      setBusy(false);
      if (failed) {
        setFailure(failed);
        return;
      }
      notify("SUCCESS", { key: "search.feedback.thanks" });
      close();
      return;
    }
    const stored = await sendSearchFeedback({
      documentSearching: checked.value.documentSearching,
      ...(checked.value.additionalFeedback ? { additionalFeedback: checked.value.additionalFeedback } : {}),
      searchText: searchText.slice(0, 500),
    });
    setBusy(false);
    // Spec 1 §8: a failed submit is only logged (sendSearchFeedback does); the form stays open.
    if (!stored) return;
    notify("SUCCESS", { key: "search.feedback.thanks" });
    close();
  }

  const left = (value: string, max: number) => max - value.length;

  return (
    <Modal
      open={open}
      title={general ? t("search.feedback.generalTitle") : t("search.feedback.title")}
      onClose={close}
      staticBackdrop
      initialFocus={firstRef}
    >
      <form className="feedback-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p>{general ? t("search.feedback.generalIntro") : t("search.feedback.intro")}</p>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={firstId}>
            {general ? t("search.feedback.generalQ1") : t("search.feedback.q1")} <span aria-hidden="true">*</span>
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
                ? t("feedbackform.required")
                : t("search.feedback.maxLength", { max: FEEDBACK_LIMITS.documentSearching })}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={secondId}>
            {general ? t("search.feedback.generalQ2") : t("search.feedback.q2")}
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
