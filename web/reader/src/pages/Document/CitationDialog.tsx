// The citation dialog (spec 1 §2, 3 §2): a citation-style select, the citation text, close, and an
// export dropdown with RIS (saved as citation.ris), BibTeX (citation.bib) and an info tooltip.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../../api/download.ts";
import type { Schemas } from "../../api/types.ts";
import { InfoTip } from "../../components/InfoTip.tsx";
import { Menu } from "../../components/Menu.tsx";
import { Modal } from "../../components/Modal.tsx";
import {
  type CitationFileRequest,
  citationFileMutation,
  citationQuery,
  citationStylesQuery,
} from "../../features/documents/document-queries.ts";
import type { DocumentMetadata } from "./document-rules.ts";

type Style = Schemas["CitationStyle"];

export function CitationDialog({ metadata, onClose }: { metadata: DocumentMetadata; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const types = useQuery(citationStylesQuery()).data ?? [];
  // The first style until the user chooses one.
  const [chosen, setStyle] = useState<Style | null>(null);
  const style = chosen ?? types[0]?.value ?? null;
  const citation = useQuery({
    ...citationQuery({
      contentId: metadata.contentId,
      contentType: metadata.contentType,
      // No style yet: the query waits (disabled), the key's style is a stand-in never asked for.
      citationStyle: style ?? "APA",
      assetType: metadata.assetType,
      language: i18n.language,
    }),
    enabled: style !== null,
  });
  const text = citation.isPending ? null : citation.data;

  // The export menu waits while a file is fetched.
  const exporting = useMutation({
    ...citationFileMutation(),
    onSuccess: ({ file, fileName }) => saveBlob(file, fileName),
  });
  function exportFile(format: CitationFileRequest["format"]) {
    if (exporting.isPending) return;
    const { contentId, contentType, assetType } = metadata;
    exporting.mutate({ format, contentId, contentType, assetType, citationStyle: style });
  }

  return (
    <Modal
      open
      title={t("citation.title")}
      onClose={onClose}
      footer={
        <>
          <div className="citation__export">
            <Menu
              label={t("citation.export")}
              buttonClassName="button button--secondary"
              align="start"
              items={[
                {
                  key: "ris",
                  label: t("citation.ris"),
                  disabled: exporting.isPending,
                  onSelect: () => exportFile("ris"),
                },
                {
                  key: "bibtex",
                  label: t("citation.bibtex"),
                  disabled: exporting.isPending,
                  onSelect: () => exportFile("bibtex"),
                },
              ]}
            />
            <InfoTip label={t("citation.exportInfoLabel")}>{t("citation.exportInfo")}</InfoTip>
          </div>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t("common.close")}
          </button>
        </>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t("citation.style")}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={style ?? ""}
          onChange={(e) => setStyle(e.target.value as Style)}
          disabled={!types.length}
        >
          {types.map((ct) => (
            <option key={ct.value} value={ct.value}>
              {ct.text}
            </option>
          ))}
        </select>
      </div>
      <div className="citation__text" aria-live="polite">
        {text === null ? t("common.loading") : text || t("citation.none")}
      </div>
    </Modal>
  );
}
