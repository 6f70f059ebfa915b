// The search-scope radios (spec 1 §2): all content or my subscriptions. Switching keeps the query
// string, but the text is reset and the results of the other scope load afresh.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { SEARCH_ROUTES } from "../../features/search/search-types.ts";
import { scopeSwitchSearch } from "../../features/search/search-url.ts";
import type { SearchTypeCode } from "../../features/tenant/tenant-config.ts";

export function ScopeRadios({ current, available }: { current: SearchTypeCode; available: SearchTypeCode[] }) {
  const { t } = useTranslation();
  const name = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const scopes = (["content", "mysubscription"] as const).filter((s) => available.includes(s));
  if (scopes.length < 2 || current === "semantic") return null;
  return (
    <fieldset className="search-scope">
      <legend className="visually-hidden">{t("search.scope.legend")}</legend>
      {scopes.map((scope) => (
        <label key={scope} className="radio">
          <input
            type="radio"
            name={name}
            value={scope}
            checked={current === scope}
            onChange={() => navigate(`${SEARCH_ROUTES[scope]}?${scopeSwitchSearch(search)}`)}
          />
          <span>{t(`search.scope.${scope}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
