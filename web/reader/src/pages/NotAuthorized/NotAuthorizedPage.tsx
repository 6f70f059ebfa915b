// A route the user may not open (spec 1 §6, 3 §8: 'You are not authorized to access this page.').
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <section className="card card--narrow" role="alert" aria-labelledby="not-authorized-title">
        <p className="card__eyebrow">403</p>
        <h1 id="not-authorized-title" className="card__title">
          {t("notAuthorized.title")}
        </h1>
        <p className="card__intro">{t("notAuthorized.message")}</p>
        <Link to="/" className="button button--secondary">
          {t("notFound.home")}
        </Link>
      </section>
    </div>
  );
}
