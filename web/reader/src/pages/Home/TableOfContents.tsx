// The table of contents tab (feature home-page-toc): the library's collections — the account's
// subscriptions, each opening its subscription search, and the tenant's other offers.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { subscriptionOverviewQuery } from "../../features/account/account-queries.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { subscriptionSearchUrl } from "../../shell/Sidebar.tsx";

export function TableOfContents() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const q = useQuery({ ...subscriptionOverviewQuery(account?.selectedAccountId ?? 0), enabled: account !== null });
  if (q.isLoading) return <p className="empty">{t("common.loading")}</p>;
  const mine = q.data?.yourSubscriptions ?? [];
  const others = q.data?.subscriptionsMarketplace ?? [];
  return (
    <div className="toc">
      <section aria-labelledby="toc-mine">
        <h2 id="toc-mine" className="toc__title">
          {t("home.toc.mine")}
        </h2>
        {mine.length === 0 ? (
          <p className="empty">{t("home.toc.none")}</p>
        ) : (
          <ol className="toc__list">
            {mine.map((s) => (
              <li key={s.subscriptionAbbrName}>
                <Link to={subscriptionSearchUrl(s.publisherSearchKey)}>{s.subscriptionName}</Link>
                <span className="toc__abbr">{s.subscriptionAbbrName}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="toc-others">
          <h2 id="toc-others" className="toc__title">
            {t("home.toc.others")}
          </h2>
          <ul className="toc__list toc__list--plain">
            {others.map((s) => (
              <li key={s.subscriptionAbbrName}>
                {s.subscriptionName} <span className="toc__abbr">{s.subscriptionAbbrName}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
