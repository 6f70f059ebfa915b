// The free-text comment a review keeps with a decision, a sign-off or an action marked done: one
// field for the three, so its label, size and the contract's limit (ReviewDecision, ReviewSignOff
// and ReviewActionState all allow 2,000 characters) live in one place.

/** openapi.yaml: `comment` of ReviewDecision, ReviewSignOff and ReviewActionState. */
export const REVIEW_COMMENT_MAX = 2000;

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function CommentField({ label, value, onChange }: Props) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <textarea
        className="field__input"
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
