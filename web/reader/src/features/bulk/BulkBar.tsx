// The bulk-action bar of the search results (issue 29 §2): how many are selected, "select this
// page", "select all N matching" (capped at the tenant's limit), and the actions — track, add to
// favourites, add to a custom collection, share with a group, export — each one request whose
// reply is said in full (done, already, refused and why) in a live region, and the refused
// documents are listed one by one, folded, below it. The search page and the clause search use it.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkRefused, refusedOf } from "./BulkRefused.tsx";
import {
  type BulkAction,
  type BulkReply,
  type BulkSelection,
  type ExportFormat,
  exportBulk,
  listCollections,
  listGroups,
  runBulk,
} from "./bulk-api.ts";
import { bulkSummary } from "./bulk-summary.ts";
import type { BulkOffer } from "./useBulkChoice.ts";
import "./bulk.css";

type Choice = BulkAction | "export";

export function BulkBar(props: {
  selection: BulkSelection | null;
  count: number;
  limit: number;
  matched: number;
  offer: BulkOffer;
  onSelectPage: () => void;
  /** "Select all N matching" where the API can re-run the list's search (not the clause search). */
  onSelectAll?: () => void;
  onClear: () => void;
  /** The designation the result list showed for a document (the API names only those it presents). */
  designationOf?: (contentId: number) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { selection, offer } = props;
  const [choice, setChoice] = useState<Choice>("export");
  const [format, setFormat] = useState<ExportFormat>("csv");
  const [targets, setTargets] = useState<{ id: number; name: string }[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string[]>([]);
  const [refused, setRefused] = useState<BulkReply["items"]>([]);
  // Each reply's list starts folded (a new key, a new list).
  const [runs, setRuns] = useState(0);

  useEffect(() => {
    setTarget(null);
    setTargets([]);
    if (choice !== "collection" && choice !== "share-group") return;
    let live = true;
    void (choice === "collection" ? listCollections() : listGroups()).then((list) => {
      if (!live) return;
      setTargets(list);
      setTarget(list[0]?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, [choice]);

  const choices: Choice[] = [
    ...(offer.track ? (["track"] as const) : []),
    ...(offer.favorites ? (["favorites"] as const) : []),
    ...(offer.collection ? (["collection"] as const) : []),
    ...(offer.share ? (["share-group"] as const) : []),
    "export",
  ];
  const needsTarget = choice === "collection" || choice === "share-group";

  async function apply() {
    if (!selection) return;
    setBusy(true);
    setSaid([]);
    setRefused([]);
    setRuns((n) => n + 1);
    try {
      if (choice === "export") {
        const n = await exportBulk(selection, format, i18n.language);
        setSaid(
          n === undefined
            ? [t("search.bulk.failed")]
            : [
                t("search.bulk.exported", { count: n.exported }),
                ...(n.refused > 0 ? [t("search.bulk.reason.not-found", { count: n.refused })] : []),
              ],
        );
      } else {
        const reply: BulkReply | undefined = await runBulk(choice, selection, {
          collectionId: target ?? undefined,
          groupId: target ?? undefined,
        });
        // The summary builds its keys (actions, reasons) from the reply: typed keys cannot name them.
        const say = (key: string, o?: Record<string, unknown>) => String(t(key as never, o as never));
        setSaid(reply ? bulkSummary(reply, choice, say) : [t("search.bulk.failed")]);
        setRefused(reply ? refusedOf(reply) : []);
      }
    } finally {
      setBusy(false);
    }
  }

  const allChosen = selection?.allMatching !== undefined;
  return (
    <section className="bulk-bar" aria-label={t("search.bulk.label")}>
      <div className="bulk-bar__select">
        <strong className="bulk-bar__count">
          {allChosen
            ? t("search.bulk.allSelected", { count: Math.min(props.matched, props.limit) })
            : t("search.bulk.selected", { count: props.count })}
        </strong>
        <button type="button" className="link-button" onClick={props.onSelectPage}>
          {t("search.bulk.selectPage")}
        </button>
        {props.onSelectAll && !allChosen && (
          <button type="button" className="link-button" onClick={props.onSelectAll}>
            {props.matched > props.limit
              ? t("search.bulk.selectAllCapped", { limit: props.limit, count: props.matched })
              : t("search.bulk.selectAll", { count: props.matched })}
          </button>
        )}
        {selection && (
          <button type="button" className="link-button" onClick={props.onClear}>
            {t("search.bulk.clear")}
          </button>
        )}
      </div>
      {selection && (
        <div className="bulk-bar__actions">
          <label className="bulk-bar__field">
            <span>{t("search.bulk.action")}</span>
            <select value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {t(`search.bulk.actions.${c}`)}
                </option>
              ))}
            </select>
          </label>
          {choice === "export" && (
            <label className="bulk-bar__field">
              <span>{t("search.bulk.format")}</span>
              <select value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
                <option value="csv">CSV</option>
                <option value="ris">RIS</option>
                <option value="bibtex">BibTeX</option>
              </select>
            </label>
          )}
          {needsTarget && (
            <label className="bulk-bar__field">
              <span>{t(choice === "collection" ? "search.bulk.collection" : "search.bulk.group")}</span>
              <select value={target ?? ""} onChange={(e) => setTarget(Number(e.target.value))}>
                {targets.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button
            type="button"
            className="button"
            disabled={busy || (needsTarget && target === null)}
            onClick={() => void apply()}
          >
            {t("search.bulk.apply")}
          </button>
        </div>
      )}
      <div className="bulk-bar__result" role="status" aria-live="polite">
        {said.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <BulkRefused key={runs} items={refused} designationOf={props.designationOf} />
    </section>
  );
}
