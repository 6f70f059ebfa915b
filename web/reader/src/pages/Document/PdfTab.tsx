// The PDF tab (spec 1 §2): the document's PDF in the viewer (loaded on demand), from the URL's page.
// The PDF's bytes are fetched at once, but the viewer (react-pdf and pdf.js, the largest piece of
// the reader) is loaded and run only after the document's header has been painted, so that the
// page's first content does not wait for it.
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { isProblem } from "../../api/problem.ts";
import { afterPaint } from "../../components/after-paint.ts";
import { documentFailure } from "../../features/documents/access-messages.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

const PdfViewer = lazy(() => import("../../features/pdf/PdfViewer.tsx"));

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
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);

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

  const waiting = (
    <p className="empty" aria-busy={status === "loading"}>
      {status === "loading" ? t("pdf.loading") : t("pdf.failed")}
    </p>
  );
  if (!data || !painted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PdfViewer
        data={data}
        title={t("document.pdfOf", { designation: metadata.displayDesignation })}
        page={page}
        onPageChange={onPageChange}
        onSettled={() => setStatus("completed")}
      />
    </Suspense>
  );
}
