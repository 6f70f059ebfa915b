// User resources (/user-resources, main tenant only; spec 3 §2): the downloads block and the
// resource sections; the title list scrolls to each section.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadHelpDocument } from "../../features/help/help-documents.ts";
import "./user-resources.css";

const SECTIONS = [
  { id: "librarians", items: ["counter", "discovery", "publisher", "doi", "reprints", "federated", "activeStatus"] },
  { id: "administrators", items: ["users", "usage", "ip"] },
  { id: "authors", items: ["submit", "cite"] },
  { id: "researchers", items: ["search", "track", "compare"] },
  { id: "tips", items: ["favorites", "compassPoints", "alerts"] },
] as const;

export function UserResourcesPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--wide resources">
      <h1 className="page__title">{t("resources.title")}</h1>
      <p className="page__intro">{t("resources.intro")}</p>
      <div className="resources__layout">
        <nav className="resources__toc" aria-label={t("resources.contents")}>
          <ul>
            <li>
              <a href="#resources-downloads">{t("resources.downloads.title")}</a>
            </li>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#resources-${s.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document
                      .getElementById(`resources-${s.id}`)
                      ?.scrollIntoView({ behavior: "smooth", block: "start" });
                    document.getElementById(`resources-${s.id}`)?.focus({ preventScroll: true });
                  }}
                >
                  {t(`resources.sections.${s.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="resources__content">
          <section
            id="resources-downloads"
            className="card card--full"
            aria-labelledby="resources-downloads-title"
            tabIndex={-1}
          >
            <h2 id="resources-downloads-title" className="card__title card__title--sm">
              {t("resources.downloads.title")}
            </h2>
            <ul className="link-list">
              <li>
                <Link to="/user-resources/marc">{t("resources.downloads.marc")}</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={() => void downloadHelpDocument()}>
                  {t("resources.downloads.guide")}
                </button>
              </li>
            </ul>
          </section>
          {SECTIONS.map((s) => (
            <section
              key={s.id}
              id={`resources-${s.id}`}
              className="card card--full"
              aria-labelledby={`resources-${s.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`resources-${s.id}-title`} className="card__title card__title--sm">
                {t(`resources.sections.${s.id}.title`)}
              </h2>
              <dl className="resources__items">
                {s.items.map((item) => (
                  <div key={item}>
                    <dt>{t(`resources.sections.${s.id}.${item}.title` as never)}</dt>
                    <dd>{t(`resources.sections.${s.id}.${item}.text` as never)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
