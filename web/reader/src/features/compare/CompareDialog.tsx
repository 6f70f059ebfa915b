// The compare dialog (spec 1 §2, §5): the document's versions as checkboxes; exactly two must be
// checked for Compare to work, and once two are checked the others are disabled. With two or
// fewer versions both are preselected; with more, the ones chosen before, else the Active one.
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schemas } from "../../api/types.ts";
import { Modal } from "../../components/Modal.tsx";
import { useDates } from "../../i18n/useDates.ts";
import { canCompare, isDisabled, preselect, toggleVersion } from "./compare-rules.ts";
import "./compare.css";

type DocumentMetadata = Schemas["DocumentMetadata"];

export function CompareDialog({
  metadata,
  selected,
  onClose,
  onCompare,
}: {
  metadata: DocumentMetadata;
  /** The pair compared before (when the user changes a compare). */
  selected?: readonly number[];
  onClose: () => void;
  onCompare: (ids: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const fmt = useDates();
  const hintId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const versions = metadata.versions;
  const [checked, setChecked] = useState<number[]>(() => preselect(versions, selected));
  const ready = canCompare(checked);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canCompare(checked)) onCompare([checked[0], checked[1]]);
  }

  return (
    <Modal
      open
      size="md"
      title={t("compare.dialogTitle")}
      onClose={onClose}
      initialFocus={ready ? submitRef : undefined}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            ref={submitRef}
            type="submit"
            form="compare-form"
            className="button button--primary"
            disabled={!ready}
            aria-describedby={ready ? undefined : hintId}
          >
            {t("compare.submit")}
          </button>
        </>
      }
    >
      <form id="compare-form" onSubmit={onSubmit}>
        <fieldset className="compare-versions">
          <legend>{t("compare.versionsLabel", { designation: metadata.designation })}</legend>
          <p className="muted">{t("compare.intro")}</p>
          <ul className="compare-versions__list">
            {versions.map((v) => {
              const date = v.publishedDate
                ? fmt(v.publishedDate, "long")
                : v.editionYear
                  ? String(v.editionYear)
                  : null;
              return (
                <li key={v.id}>
                  <label className="checkbox compare-versions__item">
                    <input
                      type="checkbox"
                      name="version"
                      value={v.id}
                      checked={checked.includes(v.id)}
                      disabled={isDisabled(checked, v.id)}
                      onChange={() => setChecked((c) => toggleVersion(c, v.id))}
                    />
                    <span>
                      <strong>{v.displayDesignation ?? v.designationNo}</strong>{" "}
                      <span className="badge">{v.status}</span>
                      {date && <span className="muted"> · {t("compare.published", { date })}</span>}
                      {v.id === metadata.contentId && <span className="muted"> · {t("compare.current")}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {!ready && (
            <p id={hintId} className="field__hint" aria-live="polite">
              {t("compare.selectTwo")}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
