// The HTML tab (spec 1 §2): the document's HTML in the sandboxed frame, with Print, and the
// compass points marked in it (select text to create one), and labels at the clauses that changed
// since the previous edition.

import { isProblem } from "@norma/web-shared/problem";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { PrintIcon } from "../../components/icons.tsx";
import { ChangeLabels } from "../../features/changes/ChangeLabels.tsx";
import { HtmlAnnotations } from "../../features/compass-points/HtmlAnnotations.tsx";
import { CompassPointTools } from "../../features/compass-points/ViewerTools.tsx";
import { documentFailure } from "../../features/documents/access-messages.ts";
import { HtmlFrame, printHtml } from "../../features/documents/HtmlFrame.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

export function HtmlTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const navigate = useNavigate();
  const file = metadata.htmlVersions.find((v) => v.contentId === metadata.contentId);
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState<false | "unavailable" | "not-prepared">(false);
  // The frame's loaded document: the compass point layer attaches to it, and again to each new one.
  const [loaded, setLoaded] = useState<{ frame: HTMLIFrameElement; document: Document } | null>(null);

  useEffect(() => {
    if (!file) return;
    let live = true;
    setHtml(null);
    setFailed(false);
    void client
      .GET("/api/documents/html/{id}", { params: { path: { id: file.id } }, parseAs: "text", ...ui({ silent: true }) })
      .then(async (result) => {
        if (!live) return;
        if (result.data !== undefined) {
          setHtml(result.data as unknown as string);
          return;
        }
        setFailed("unavailable");
        const outcome = await documentFailure(
          config,
          result.response.status,
          isProblem(result.error) ? result.error : null,
        );
        if (outcome === "not-prepared" && live) setFailed("not-prepared");
        if (outcome === "no-content" || outcome === "no-access") navigate("/", { replace: true });
      })
      .catch(() => live && setFailed("unavailable"));
    return () => {
      live = false;
    };
  }, [file, config, navigate]);

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
