// MARC records (/user-resources/marc; spec 3 §2): journals, manuals and the standards-abbreviation
// list, each as MARC 21 (.mrc) or MARCXML (GET /api/documents/getMarcDocument).
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadMarc, type MarcTitle } from "../../features/help/help-documents.ts";
import "./user-resources.css";

const TITLES: MarcTitle[] = ["journals", "manuals", "standards_abbreviations"];
const FORMATS = ["mrc", "xml"] as const;

export function MarcRecordsPage() {
  const { t } = useTranslation();
  // One download at a time: every button waits while one is on its way.
  const download = useMutation({
    mutationFn: ({ title, format }: { title: MarcTitle; format: (typeof FORMATS)[number] }) =>
      downloadMarc(title, format),
  });
  const busy = download.isPending ? `${download.variables.title}.${download.variables.format}` : null;
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link to="/user-resources">{t("resources.title")}</Link>
      </p>
      <h1 className="page__title">{t("marc.title")}</h1>
      <p className="page__intro">{t("marc.intro")}</p>
      <table className="table">
        <caption className="visually-hidden">{t("marc.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("marc.collection")}</th>
            {FORMATS.map((f) => (
              <th key={f} scope="col">
                {t(`marc.formats.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TITLES.map((title) => (
            <tr key={title}>
              <th scope="row">{t(`marc.titles.${title}`)}</th>
              {FORMATS.map((f) => (
                <td key={f}>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    disabled={busy !== null}
                    aria-label={t("marc.downloadNamed", {
                      title: t(`marc.titles.${title}`),
                      format: t(`marc.formats.${f}`),
                    })}
                    onClick={() => download.mutate({ title, format: f })}
                  >
                    {busy === `${title}.${f}` ? t("common.loading") : t("marc.download")}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
