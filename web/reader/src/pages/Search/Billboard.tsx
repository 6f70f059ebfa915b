// The billboard of the publisher a search is scoped to (spec 1 §2, §3): its logo and title, and a
// way back to all publishers (not in publisher-only mode, where there is no other publisher).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { publisherLogoUrl } from "../../features/search/publisher-logo.ts";
import type { Billboard as BillboardData } from "../../features/search/search-api.ts";

export function Billboard({ billboard, onClear }: { billboard: BillboardData; onClear: () => void }) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = publisherLogoUrl(billboard["publisher-code"], billboard.PublisherLogoFileName);
  const name = billboard.billboardName || billboard["publisher-code"] || billboard.PublisherSearchKey;
  return (
    <aside className="billboard" aria-label={name}>
      {logo && !logoFailed && (
        <img
          className="billboard__logo"
          src={logo}
          alt={t("search.billboard.logo", { name })}
          height="48"
          onError={() => setLogoFailed(true)}
        />
      )}
      <div className="billboard__text" dir="auto">
        <p className="billboard__name">{name}</p>
        {billboard.BillBoardTitle && <p className="billboard__title">{billboard.BillBoardTitle}</p>}
      </div>
      {!billboard["tenant-publisher-only"] && (
        <button type="button" className="link-button billboard__clear" onClick={onClear}>
          {t("search.billboard.clear")}
        </button>
      )}
    </aside>
  );
}
