// The group's name and description fields (spec 2 §5): at most 255 characters each, a notice
// when exactly 255 are typed, Enter blocked in the name field.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { atLimit, GROUP_TEXT_MAX } from "./group-rules.ts";

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
  const nameId = useId();
  const descId = useId();
  return (
    <div className="form">
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          {t("groups.name")} <span aria-hidden="true">*</span>
        </label>
        <input
          id={nameId}
          ref={nameRef}
          className="field__input"
          required
          maxLength={GROUP_TEXT_MAX}
          value={name}
          aria-describedby={atLimit(name) ? `${nameId}-limit` : undefined}
          onChange={(e) => onName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
          }}
        />
        {atLimit(name) && (
          <span id={`${nameId}-limit`} className="field__hint" role="status">
            {t("groups.limitReached", { max: GROUP_TEXT_MAX })}
          </span>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={descId}>
          {t("groups.description")} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={descId}
          className="field__input"
          rows={3}
          required
          maxLength={GROUP_TEXT_MAX}
          value={description}
          aria-describedby={atLimit(description) ? `${descId}-limit` : undefined}
          onChange={(e) => onDescription(e.target.value)}
        />
        {atLimit(description) && (
          <span id={`${descId}-limit`} className="field__hint" role="status">
            {t("groups.limitReached", { max: GROUP_TEXT_MAX })}
          </span>
        )}
      </div>
    </div>
  );
}
