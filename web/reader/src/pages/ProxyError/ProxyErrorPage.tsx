// The proxy-access error page (spec 1 §2): a title, an explanation and a link to a setup document.
import { useTranslation } from "react-i18next";
import { downloadHelpDocument } from "../../features/help/help-documents.ts";

export function ProxyErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page page--centered">
      <section className="card card--narrow" role="alert" aria-labelledby="proxy-title">
        <h1 id="proxy-title" className="card__title">
          {t("proxyError.title")}
        </h1>
        <p className="card__intro">{t("proxyError.text")}</p>
        <button type="button" className="button button--secondary" onClick={() => void downloadHelpDocument()}>
          {t("proxyError.setup")}
        </button>
      </section>
    </main>
  );
}
