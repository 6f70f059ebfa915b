// Any route the app does not know (spec 1 §2, 3 §8: the alert 'The page does not exist.').
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <section className="card card--narrow" aria-labelledby="not-found-title">
        <p className="card__eyebrow">404</p>
        <h1 id="not-found-title" className="card__title">
          {t("notFound.title")}
        </h1>
        <p className="alert alert--warning" role="alert">
          {t("notFound.message")}
        </p>
        <Link to="/" className="button button--secondary">
          {t("notFound.home")}
        </Link>
      </section>
    </div>
  );
}
