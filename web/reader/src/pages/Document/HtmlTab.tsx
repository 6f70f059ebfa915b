// The HTML tab (spec 1 §2): the document's HTML in the sandboxed frame, with Print, and the
// compass points marked in it (select text to create one), and labels at the clauses that changed
// since the previous edition, and the documents it references as links (issue 27), and the words
// of a clause search with its "next match" (issue 29).

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PrintIcon } from "../../components/icons.tsx";
import { ChangeLabels } from "../../features/changes/ChangeLabels.tsx";
import { SearchHighlights } from "../../features/clause-search/SearchHighlights.tsx";
import { HtmlAnnotations } from "../../features/compass-points/HtmlAnnotations.tsx";
import { CompassPointTools } from "../../features/compass-points/ViewerTools.tsx";
import { documentFailure } from "../../features/documents/access-messages.ts";
import { type ContentOpening, documentHtmlQuery } from "../../features/documents/content-queries.ts";
import { HtmlFrame, printHtml } from "../../features/documents/HtmlFrame.tsx";
import { ReferenceLinks } from "../../features/references/ReferenceLinks.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { type DocumentMetadata, tabsOf } from "./document-rules.ts";

export function HtmlTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const navigate = useNavigate();
  const file = metadata.htmlVersions.find((v) => v.contentId === metadata.contentId);
  const { data: opening, isError } = useQuery({ ...documentHtmlQuery(file?.id ?? 0), enabled: file !== undefined });
  const html = opening?.content ?? null;
  // The failed opening the documentFailure check found not prepared yet (another file's: not this one).
  const [notPrepared, setNotPrepared] = useState<ContentOpening<string> | null>(null);
  const failed: false | "unavailable" | "not-prepared" =
    opening && opening === notPrepared ? "not-prepared" : isError || opening?.content === null ? "unavailable" : false;
  // The frame's loaded document: the compass point layer attaches to it, and again to each new one.
  const [loaded, setLoaded] = useState<{ frame: HTMLIFrameElement; document: Document } | null>(null);

  useEffect(() => {
    if (opening?.content !== null || !opening) return;
    let live = true;
    void documentFailure(config, opening.status, opening.problem).then((outcome) => {
      if (outcome === "not-prepared" && live) setNotPrepared(opening);
      if (outcome === "no-content" || outcome === "no-access") navigate("/", { replace: true });
    });
    return () => {
      live = false;
    };
  }, [opening, config, navigate]);

  if (!file) return <p className="empty">{t("document.noHtml")}</p>;
  const title = `${metadata.displayDesignation} — ${metadata.title}`;
  return (
    <div className="html-tab">
      <div className="html-tab__tools">
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!html}
          onClick={() => html && printHtml(html, title)}
        >
          <PrintIcon /> {t("document.print")}
        </button>
        <CompassPointTools />
        {html !== null && <SearchHighlights frame={loaded?.frame ?? null} doc={loaded?.document ?? null} />}
      </div>
      {html !== null ? (
        <HtmlFrame
          html={html}
          title={t("document.htmlFrame", { designation: metadata.displayDesignation })}
          onDocument={setLoaded}
        />
      ) : (
        <p className="empty" aria-busy={!failed} role={failed === "not-prepared" ? "alert" : undefined}>
          {failed === "not-prepared"
            ? t("document.notPrepared")
            : failed
              ? t("document.unavailable")
              : t("common.loading")}
        </p>
      )}
      {html !== null && <HtmlAnnotations frame={loaded?.frame ?? null} doc={loaded?.document ?? null} />}
      {html !== null && (
        <ReferenceLinks
          doc={loaded?.document ?? null}
          contentId={metadata.contentId}
          enabled={tabsOf(metadata.tabs).includes("REFERENCES")}
        />
      )}
      {html !== null && (
        <ChangeLabels
          frame={loaded?.frame ?? null}
          doc={loaded?.document ?? null}
          contentId={metadata.contentId}
          enabled={metadata.versions.length > 1}
        />
      )}
    </div>
  );
}
