// The groups' text fields (spec 2 §5): a required, labelled input or text area with a length
// limit. The group's name and description: at most 255 characters each, a notice when exactly
// 255 are typed, Enter blocked in the name field. The e-mail dialog's subject and message are
// the same fields.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { atLimit, GROUP_TEXT_MAX } from "./group-rules.ts";

export function GroupField({
  label,
  value,
  onChange,
  max = GROUP_TEXT_MAX,
  rows,
  noticeAtLimit = false,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max?: number;
  /** A text area of this many rows (else a one-line input, where Enter does not submit). */
  rows?: number;
  /** Say so when the limit is reached. */
  noticeAtLimit?: boolean;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const limitId = `${id}-limit`;
  const limited = noticeAtLimit && atLimit(value, max);
  const common = {
    id,
    className: "field__input",
    required: true,
    maxLength: max,
    value,
    "aria-describedby": limited ? limitId : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
          }}
        />
      )}
      {limited && (
        <span id={limitId} className="field__hint" role="status">
          {t("groups.limitReached", { max })}
        </span>
      )}
    </div>
  );
}

export function GroupTextFields({
  name,
  description,
  onName,
  onDescription,
  nameRef,
}: {
  name: string;
  description: string;
  onName: (v: string) => void;
  onDescription: (v: string) => void;
  nameRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="form">
      <GroupField label={t("groups.name")} value={name} onChange={onName} inputRef={nameRef} noticeAtLimit />
      <GroupField label={t("groups.description")} value={description} onChange={onDescription} rows={3} noticeAtLimit />
    </div>
  );
}
