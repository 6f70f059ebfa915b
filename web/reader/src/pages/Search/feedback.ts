// Rules of the search feedback form (spec 1 §5): the first answer is required (trimmed; blank is
// refused) and at most 100 characters; the second is optional and at most 500.
export const FEEDBACK_LIMITS = { documentSearching: 100, additionalFeedback: 500 } as const;

export type FeedbackError = "required" | "maxLength";
export interface FeedbackErrors {
  documentSearching?: FeedbackError;
  additionalFeedback?: FeedbackError;
}

export function validateFeedback(input: {
  documentSearching: string;
  additionalFeedback: string;
}):
  | { ok: true; value: { documentSearching: string; additionalFeedback: string }; errors: FeedbackErrors }
  | { ok: false; errors: FeedbackErrors } {
  const documentSearching = input.documentSearching.trim();
  const additionalFeedback = input.additionalFeedback.trim();
  const errors: FeedbackErrors = {};
  if (!documentSearching) errors.documentSearching = "required";
  else if (documentSearching.length > FEEDBACK_LIMITS.documentSearching) errors.documentSearching = "maxLength";
  if (additionalFeedback.length > FEEDBACK_LIMITS.additionalFeedback) errors.additionalFeedback = "maxLength";
  if (errors.documentSearching || errors.additionalFeedback) return { ok: false, errors };
  return { ok: true, value: { documentSearching, additionalFeedback }, errors };
}

/**
 * Spec 3 §8: what a failed general feedback says — the server's message key (a field's, the
 * detail, the message) in the interface language (`translate`, null for no such key), else the
 * detail's own text, else the spec's 'Error submitting feedback' (`fallback`).
 */
export function feedbackFailureMessage(
  problem: { detail?: string; message?: string; fieldErrors?: { detail?: string }[] } | null,
  translate: (key: string) => string | null,
  fallback: string,
): string {
  for (const key of [problem?.fieldErrors?.[0]?.detail, problem?.detail, problem?.message]) {
    const text = typeof key === "string" ? translate(key) : null;
    if (text) return text;
  }
  return problem?.detail?.trim() || fallback;
}
