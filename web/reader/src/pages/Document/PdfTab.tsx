// The PDF tab (spec 1 §2): the document's PDF in the viewer (loaded on demand), from the URL's page.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { isProblem } from "../../api/problem.ts";
import { documentFailure } from "../../features/documents/access-messages.ts";
import PdfViewer from "../../features/pdf/PdfViewer.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

export default function PdfTab({
  metadata,
  page,
  onPageChange,
}: {
  metadata: DocumentMetadata;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const navigate = useNavigate();
  const [data, setData] = useState<ArrayBuffer | null>(null);
  const [status, setStatus] = useState<"loading" | "completed">("loading");

  useEffect(() => {
    let live = true;
    setData(null);
    setStatus("loading");
    void client
      .GET("/api/documents/pdf/contentCode", {
        params: { query: { contentCode: metadata.contentCode } },
        parseAs: "arrayBuffer",
        ...ui({ silent: true }),
      })
      .then(async (result) => {
        if (!live) return;
        if (result.data) {
          setData(result.data as unknown as ArrayBuffer);
          return;
        }
        setStatus("completed");
        const outcome = await documentFailure(
          config,
          result.response.status,
          isProblem(result.error) ? result.error : null,
        );
        if (outcome === "no-content" || outcome === "no-access" || outcome === "no-pdf")
          navigate("/", { replace: true });
      })
      .catch(() => live && setStatus("completed"));
    return () => {
      live = false;
    };
  }, [metadata.contentCode, config, navigate]);

  if (!data)
    return (
      <p className="empty" aria-busy={status === "loading"}>
        {status === "loading" ? t("pdf.loading") : t("pdf.failed")}
      </p>
    );
  return (
    <PdfViewer
      data={data}
      title={t("document.pdfOf", { designation: metadata.displayDesignation })}
      page={page}
      onPageChange={onPageChange}
      onSettled={() => setStatus("completed")}
    />
  );
}
