// The compare result views (spec 1 §2, §4, §8), loaded on demand: the HTML compare (requested,
// then checked at once, soon after and every 10 s, at most 10 times (delayBeforeCheck), showing
// 'Generating HTML compare result...' until the result exists, else 'Load HTML Compare Result
// Failed, please try again later') and the PDF redline (the header redline-exist-flag says whether
// it is the redline or, while the redline is made, the newer version, asked again on the same
// schedule until the redline is there). Print, the redline download (consecutive versions with
// a redline, in the PDF tab), change versions and close. Documents too large for a PDF compare
// get the 'too large' dialog, then the compare closes.

import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { client } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import type { Schemas } from "../../api/types.ts";
import { PrintIcon } from "../../components/icons.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { type ClauseChange, documentChangesQuery } from "../changes/change-queries.ts";
import { documentFailure } from "../documents/access-messages.ts";
import { statusLabel } from "../documents/Badges.tsx";
import { HtmlFrame, PRINT_DELAY_MS, printHtml } from "../documents/HtmlFrame.tsx";
import { showDialog } from "../notify/notify-store.ts";
import PdfViewer from "../pdf/PdfViewer.tsx";
import { useTenant } from "../tenant/TenantContext.tsx";
import { CompareNavigator } from "./CompareNavigator.tsx";
import {
  type HtmlCompareIds,
  htmlCompareOutcome,
  htmlCompareRequestQuery,
  htmlCompareResultQuery,
  pdfCompareQuery,
} from "./compare-queries.ts";
import { type ComparePair, canDownloadRedline, comparePair, defaultCompareTab, fileOf } from "./compare-rules.ts";
import { localiseSummary } from "./localise-summary.ts";
import "./compare.css";

type DocumentMetadata = Schemas["DocumentMetadata"];
type CompareTab = "html" | "pdf";

type HtmlState =
  | { phase: "generating" }
  | { phase: "ready"; html: string; sanitized: boolean }
  // notPrepared: the result exists but the API could not sanitise it (503 document-not-prepared).
  | { phase: "failed"; notPrepared?: boolean };
type PdfState =
  | { phase: "loading" }
  | { phase: "ready"; data: ArrayBuffer; redlineExists: boolean }
  | { phase: "failed" };

const label = (v: Schemas["DocumentVersion"]) => v.displayDesignation ?? v.designationNo;

export default function CompareView({
  metadata,
  ids,
  onClose,
  onEdit,
}: {
  metadata: DocumentMetadata;
  ids: [number, number];
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const pair = useMemo(() => comparePair(metadata.versions, ids), [metadata.versions, ids]);
  const files = useMemo(() => {
    if (!pair) return null;
    const html = [fileOf(metadata.htmlVersions, pair.newer.id), fileOf(metadata.htmlVersions, pair.older.id)];
    const pdf = [fileOf(metadata.pdfVersions, pair.newer.id), fileOf(metadata.pdfVersions, pair.older.id)];
    return {
      html: html[0] && html[1] ? { newHtmlId: html[0].id, oldHtmlId: html[1].id } : null,
      pdf: pdf[0] && pdf[1] ? true : null,
    };
  }, [metadata, pair]);
  const tabs: CompareTab[] = [];
  if (files?.html) tabs.push("html");
  if (files?.pdf) tabs.push("pdf");
  // The HTML compare when both versions have HTML, otherwise the PDF redline.
  const [tab, setTab] = useState<CompareTab>(defaultCompareTab(files) ?? "html");
  const [pdfWanted, setPdfWanted] = useState(tab === "pdf");
  // Both results are kept here, whichever tab shows: switching tabs neither restarts the checks
  // nor fetches the PDF again, and print and the redline download use what is shown.
  const htmlState = useHtmlCompare(files?.html ?? null);
  const html = htmlState.phase === "ready" ? htmlState.html : null;
  const pdf = usePdfCompare(files?.pdf ? pair : null, pdfWanted, onClose);
  // A link from the "What changed" panel (…&change=N) opens at that clause, when this compare is
  // the edition against the one it superseded (what the summary was made of).
  const [params] = useSearchParams();
  const changeIndex = params.get("change");
  const { data: changes } = useQuery({ ...documentChangesQuery(metadata.contentId), enabled: changeIndex !== null });
  const jumpTo =
    changeIndex !== null &&
    changes?.status === "READY" &&
    pair?.newer.id === metadata.contentId &&
    pair.older.id === changes.previous?.contentId
      ? (changes.clauses[Number(changeIndex)] ?? null)
      : null;

  if (!pair || !files) {
    return (
      <section className="compare" aria-label={t("compare.dialogTitle")}>
        <p className="empty">{t("compare.selectTwo")}</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("compare.close")}
        </button>
      </section>
    );
  }

  const older = label(pair.older);
  const newer = label(pair.newer);
  const title = t("compare.title", { older, newer });
  const redline = tab === "pdf" && pdf.phase === "ready" && canDownloadRedline(pair, pdf.redlineExists);
  const printable = tab === "html" ? html !== null : pdf.phase === "ready";

  function print() {
    if (tab === "html" && html !== null) printHtml(html, title);
    else if (tab === "pdf" && pdf.phase === "ready") printPdf(pdf.data);
  }

  return (
    <section className="compare" aria-labelledby="compare-title">
      <header className="compare__head">
        <h2 id="compare-title" className="compare__title">
          {title}
        </h2>
        <dl className="compare__pair">
          <div>
            <dt>{t("compare.older")}</dt>
            <dd>
              {older} <span className="badge">{statusLabel(t, pair.older.status)}</span>
            </dd>
          </div>
          <div>
            <dt>{t("compare.newer")}</dt>
            <dd>
              {newer} <span className="badge">{statusLabel(t, pair.newer.status)}</span>
            </dd>
          </div>
        </dl>
        <div className="compare__tools">
          <button type="button" className="button button--secondary button--sm" disabled={!printable} onClick={print}>
            <PrintIcon /> {t("compare.print")}
          </button>
          {redline && <RedlineDownload pair={pair} />}
          <button type="button" className="button button--secondary button--sm" onClick={onEdit}>
            {t("compare.edit")}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            {t("compare.close")}
          </button>
        </div>
      </header>
      {tabs.length === 0 ? (
        <p className="empty">{t("compare.noHtml")}</p>
      ) : (
        <Tabs
          label={t("compare.tabsLabel")}
          idPrefix="compare-tab"
          tabs={tabs.map((id) => ({ id, label: t(id === "html" ? "compare.tabs.html" : "compare.tabs.pdf") }))}
          selected={tab}
          onSelect={(id) => {
            setTab(id as CompareTab);
            if (id === "pdf") setPdfWanted(true);
          }}
        >
          {/* Both stay mounted once started, so switching tabs neither restarts the poll nor refetches the PDF. */}
          {files.html && (
            <div hidden={tab !== "html"}>
              <HtmlCompare state={htmlState} frameTitle={t("compare.resultFrame", { older, newer })} jumpTo={jumpTo} />
            </div>
          )}
          {!files.html && tab === "html" && <p className="empty">{t("compare.noHtml")}</p>}
          {files.pdf && pdfWanted && (
            <div hidden={tab !== "pdf"}>
              <PdfCompare pair={pair} state={pdf} title={title} />
            </div>
          )}
          {!files.pdf && tab === "pdf" && <p className="empty">{t("compare.noPdf")}</p>}
        </Tabs>
      )}
    </section>
  );
}

/** The HTML compare's state: requested, then its result checked until it exists or the checks run out. */
function useHtmlCompare(ids: HtmlCompareIds | null): HtmlState {
  const { config } = useTenant();
  const request = useQuery({ ...htmlCompareRequestQuery(ids ?? NO_HTML), enabled: ids !== null });
  const accepted = request.data?.accepted === true;
  const result = useQuery({ ...htmlCompareResultQuery(ids ?? NO_HTML), enabled: ids !== null && accepted });
  const refused = request.data?.accepted === false ? request.data : null;
  useEffect(() => {
    // A refusal with a status of the API's (not a call that never answered) is explained too.
    if (refused?.status != null) void documentFailure(config, refused.status, refused.problem);
  }, [refused, config]);
  if (refused || request.isError) return { phase: "failed" };
  if (!result.data) return result.isError ? { phase: "failed" } : { phase: "generating" };
  const outcome = htmlCompareOutcome(result.data);
  if (outcome === "show" && result.data.kind === "result")
    return { phase: "ready", html: result.data.html, sanitized: result.data.sanitized };
  if (outcome === "wait") return { phase: "generating" };
  return { phase: "failed", notPrepared: outcome === "not-prepared" };
}

const NO_HTML: HtmlCompareIds = { newHtmlId: 0, oldHtmlId: 0 };

/** The HTML compare's result, or why there is none yet. */
function HtmlCompare({
  state,
  frameTitle,
  jumpTo,
}: {
  state: HtmlState;
  frameTitle: string;
  /** A changed clause to open the result at (a link from the "What changed" panel). */
  jumpTo: ClauseChange | null;
}) {
  const { t, i18n } = useTranslation();
  // The result's document, once loaded: its summary box is put in the reader's language, again
  // when the language changes.
  const [result, setResult] = useState<{ frame: HTMLIFrameElement; document: Document } | null>(null);
  const resultDoc = result?.document ?? null;
  useEffect(() => {
    if (resultDoc) localiseSummary(resultDoc, t, i18n.language, i18n.dir(i18n.language));
  }, [resultDoc, t, i18n]);

  if (state.phase === "failed")
    return (
      <p className="alert alert--warning" role="alert">
        {state.notPrepared ? t("document.notPrepared") : t("compare.failed")}
      </p>
    );
  const ready = state.phase === "ready";
  return (
    <>
      {ready ? (
        <p className="compare__legend">
          <span className="compare__mark compare__mark--ins">{t("compare.inserted")}</span>{" "}
          <span className="compare__mark compare__mark--del">{t("compare.deleted")}</span> {t("compare.legend")}
        </p>
      ) : (
        <p className="empty compare__status" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t("compare.generating")}
        </p>
      )}
      {ready && result && <CompareNavigator frame={result.frame} doc={result.document} jumpTo={jumpTo} />}
      {/* Made (hidden) while the result is awaited: when it comes, only its srcdoc is set. */}
      <HtmlFrame
        html={ready ? state.html : null}
        sanitized={ready && state.sanitized}
        title={frameTitle}
        onDocument={setResult}
      />
    </>
  );
}

/**
 * The PDF compare's state, fetched once wanted (the PDF tab was opened): the redline, or the newer
 * version while the redline is made, fetched again until the redline is there. A first fetch that
 * fails says why — too large for a compare (a dialog, then the compare closes) or the API's
 * document message.
 */
function usePdfCompare(pair: ComparePair | null, wanted: boolean, onTooLarge: () => void): PdfState {
  const { t } = useTranslation();
  const { config } = useTenant();
  const tooLarge = useRef(onTooLarge);
  tooLarge.current = onTooLarge;
  const q = useQuery({
    ...pdfCompareQuery(pair?.older.id ?? 0, pair?.newer.id ?? 0),
    enabled: pair !== null && wanted,
  });
  const refused = q.data?.ok === false ? q.data : null;
  // Said once per refusal, not again when the language changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is read when the refusal comes.
  useEffect(() => {
    if (!refused) return;
    void (async () => {
      if (refused.tooLarge) {
        await showDialog({
          kind: "info",
          title: t("compare.pdf-compare-error-message.title"),
          message: t("compare.pdf-compare-error-message.message"),
        });
        tooLarge.current();
      } else if (refused.status !== null) await documentFailure(config, refused.status, refused.problem);
    })();
  }, [refused, config]);
  if (q.data?.ok) return { phase: "ready", data: q.data.data, redlineExists: q.data.redlineExists };
  if (refused) return { phase: "failed" };
  return { phase: "loading" };
}

/** The PDF compare: the redline, or the newer version (with a notice) while the redline is made. */
function PdfCompare({ pair, state, title }: { pair: ComparePair; state: PdfState; title: string }) {
  const { t } = useTranslation();
  if (state.phase === "loading")
    return (
      <p className="empty" aria-busy="true">
        {t("compare.loadingPdf")}
      </p>
    );
  if (state.phase === "failed") return <p className="empty">{t("pdf.failed")}</p>;
  return (
    <>
      {!state.redlineExists && (
        <p className="alert alert--info" role="status">
          {t("compare.redlinePending")}
        </p>
      )}
      {state.redlineExists && !pair.consecutive && <p className="muted">{t("compare.redlineNotConsecutive")}</p>}
      <PdfViewer data={state.data} title={title} />
    </>
  );
}

/** The redline of the newer version against the one just before it, as a file. */
function RedlineDownload({ pair }: { pair: ComparePair }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async () => {
      const result = await client
        .GET("/api/documents/download/redline/{id}", { params: { path: { id: pair.newer.id } }, parseAs: "blob" })
        .catch(() => null);
      if (result?.data)
        saveBlob(
          result.data as unknown as Blob,
          fileNameOf(result.response.headers.get("content-disposition"), `${label(pair.newer)} redline.pdf`),
        );
    },
  });
  return (
    <button
      type="button"
      className="button button--primary button--sm"
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      <span aria-hidden="true">⤓</span> {t("compare.downloadRedline")}
    </button>
  );
}

/** Prints a PDF through a hidden frame (spec 1 §9: the print starts after 1 s). */
function printPdf(data: ArrayBuffer): void {
  const url = URL.createObjectURL(new Blob([data.slice(0)], { type: "application/pdf" }));
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  frame.title = "print";
  frame.src = url;
  frame.addEventListener("load", () => {
    setTimeout(() => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      // The print dialog keeps the frame's document; it is removed a minute later.
      setTimeout(() => {
        frame.remove();
        URL.revokeObjectURL(url);
      }, 60_000);
    }, PRINT_DELAY_MS);
  });
  document.body.appendChild(frame);
}
