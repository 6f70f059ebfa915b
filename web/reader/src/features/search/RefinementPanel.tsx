// The refinement panel (spec 1 §2): seven trees — publisher / other content, category, document
// type, ICS code, committee, industry sector, topic — with checkbox filters and counts, spinners
// while counts load, collapsible children indented 15 px per level, info tooltips, 'see more'
// after 2 for the main tenant's publishers and for the selected refinements, the zero-count
// rules, and an option to hide options without results.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { InfoTip } from "../../components/InfoTip.tsx";
import { InlineSpinner } from "../../components/Spinner.tsx";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { publisherLogoUrl } from "./publisher-logo.ts";
import { type RefinementItem, type RootCode, removeItem, toggleNode } from "./refinement-selection.ts";
import {
  FOLDED_COUNT,
  foldsPublishers,
  indentOf,
  type ListName,
  type NodeView,
  SECTIONS,
  type SectionId,
  type TreeNode,
  type ViewOptions,
  visibleLevel,
} from "./refinement-tree.ts";
import type { SearchState } from "./search-url.ts";
import { type CountLoad, useRefinementCounts } from "./useRefinementCounts.ts";

interface PanelProps {
  type: SearchTypeCode;
  state: SearchState;
  language: string;
  mainTenant: boolean;
  publisherOnly: boolean;
  onChange: (categories: RefinementItem[]) => void;
}

export function RefinementPanel({ type, state, language, mainTenant, publisherOnly, onChange }: PanelProps) {
  const { t } = useTranslation();
  const counts = useRefinementCounts(type, state, language, true);
  const [hideZero, setHideZero] = useState(false);
  const [open, setOpen] = useState<Set<SectionId>>(() => new Set(["pub", "cat"]));
  const hideZeroId = useId();

  function toggleSection(id: SectionId, loadedBy: "publisher" | "category" | "full") {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else {
      next.add(id);
      if (loadedBy === "full") counts.ensure("full");
    }
    setOpen(next);
  }

  return (
    <div className="refinements">
      <SelectedRefinements items={state.categories} onChange={onChange} />
      <div className="refinements__option">
        <input id={hideZeroId} type="checkbox" checked={hideZero} onChange={(e) => setHideZero(e.target.checked)} />
        <label htmlFor={hideZeroId}>{t("search.refinements.hideEmpty")}</label>
      </div>
      {SECTIONS.map((section) => {
        const isOpen = open.has(section.id);
        const loads: CountLoad[] =
          section.loadedBy === "publisher"
            ? ["publisherTop", "publisher"]
            : section.loadedBy === "category"
              ? ["categoryTop", "full"]
              : ["full"];
        const loading = loads.some((l) => counts.loading.has(l));
        const failed = loads.every((l) => !counts.loaded.has(l)) && loads.some((l) => counts.failed.has(l));
        const title =
          section.id === "pub"
            ? t("search.refinements.publishersAndOther")
            : t(`search.refinements.roots.${section.id}`);
        const bodyId = `refinement-section-${section.id}`;
        const nodes = section.lists.flatMap((list) => counts.lists[list] ?? []);
        return (
          <section key={section.id} className="refinements__section" aria-label={title}>
            <h3 className="refinements__heading">
              <button
                type="button"
                className="refinements__toggle"
                aria-expanded={isOpen}
                aria-controls={bodyId}
                onClick={() => toggleSection(section.id, section.loadedBy)}
              >
                <span className="refinements__chevron" aria-hidden="true">
                  {isOpen ? "▾" : "▸"}
                </span>
                {title}
              </button>
              <InfoTip label={t("search.refinements.infoLabel", { name: title })}>
                {t(`search.refinements.info.${section.id}`)}
              </InfoTip>
              {loading && <InlineSpinner label={t("search.refinements.loadingCounts")} />}
            </h3>
            {isOpen && (
              <div id={bodyId} className="refinements__body">
                {failed && (
                  <p className="refinements__note">
                    {t("search.refinements.failed")}{" "}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => counts.ensure(section.loadedBy === "publisher" ? "publisher" : "full")}
                    >
                      {t("search.retry")}
                    </button>
                  </p>
                )}
                {!loading && !failed && nodes.length === 0 && (
                  <p className="refinements__note">{t("search.refinements.none")}</p>
                )}
                {section.lists.map((list) => {
                  const listNodes = counts.lists[list];
                  if (!listNodes?.length) return null;
                  return (
                    <div key={list} className="refinements__list">
                      {section.id === "pub" && list === "otherContentList" && (
                        <h4 className="refinements__subheading">{t("search.refinements.roots.oc")}</h4>
                      )}
                      <TreeLevel
                        nodes={listNodes}
                        list={list}
                        level={0}
                        options={{
                          selection: state.categories,
                          hideZero,
                          entitled: type === "mysubscription",
                          publisherOnly,
                        }}
                        mainTenant={mainTenant}
                        countsLoading={counts.loading.has(section.loadedBy === "publisher" ? "publisher" : "full")}
                        onOpen={() => counts.ensure(section.loadedBy === "publisher" ? "publisher" : "full")}
                        onToggle={(node, root) =>
                          onChange(
                            toggleNode(state.categories, {
                              key: node.key,
                              name: node.name,
                              root,
                              parentKey: node.parentKey,
                            }),
                          )
                        }
                      />
                    </div>
                  );
                })}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

function TreeLevel({
  nodes,
  list,
  level,
  options,
  mainTenant,
  countsLoading,
  onOpen,
  onToggle,
}: {
  nodes: TreeNode[];
  list: ListName;
  level: number;
  options: Omit<ViewOptions, "root">;
  mainTenant: boolean;
  countsLoading: boolean;
  onOpen: () => void;
  onToggle: (node: TreeNode, root: RootCode) => void;
}) {
  const { t } = useTranslation();
  const [folded, setFolded] = useState(true);
  const fold = foldsPublishers(list, mainTenant, level) ? { folded, limit: FOLDED_COUNT } : null;
  const { views, hidden } = visibleLevel(nodes, list, options, fold);
  if (views.length === 0) return null;
  return (
    <>
      <ul className="refinements__level">
        {views.map((view) => (
          <TreeItem
            key={view.node.key}
            view={view}
            list={list}
            level={level}
            options={options}
            mainTenant={mainTenant}
            countsLoading={countsLoading}
            onOpen={onOpen}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {fold && (hidden > 0 || !folded) && (
        <button
          type="button"
          className="link-button refinements__more"
          style={{ marginInlineStart: indentOf(level) }}
          aria-expanded={!folded}
          onClick={() => setFolded((f) => !f)}
        >
          {folded ? t("search.refinements.seeMore") : t("search.refinements.seeLess")}
        </button>
      )}
    </>
  );
}

function TreeItem({
  view,
  list,
  level,
  options,
  mainTenant,
  countsLoading,
  onOpen,
  onToggle,
}: {
  view: NodeView;
  list: ListName;
  level: number;
  options: Omit<ViewOptions, "root">;
  mainTenant: boolean;
  countsLoading: boolean;
  onOpen: () => void;
  onToggle: (node: TreeNode, root: RootCode) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { node } = view;
  const hasChildren = node.child.length > 0;
  // Publisher nodes with a billboard show its logo and name (spec 1 §2, §3).
  const billboard = node.showBillboard === true && (!!node.billboardLogo || !!node.billboardName);
  const childrenUncounted = node.child.some((c) => c.count === null);
  return (
    <li className="refinements__item">
      <div className="refinements__row" style={{ paddingInlineStart: indentOf(level) }}>
        {hasChildren ? (
          <button
            type="button"
            className="refinements__expand"
            aria-expanded={expanded}
            aria-label={
              expanded
                ? t("search.refinements.collapse", { name: node.name })
                : t("search.refinements.expand", { name: node.name })
            }
            onClick={() => {
              if (!expanded && childrenUncounted) onOpen();
              setExpanded(!expanded);
            }}
          >
            <span aria-hidden="true">{expanded ? "−" : "+"}</span>
          </button>
        ) : (
          <span className="refinements__expand-spacer" aria-hidden="true" />
        )}
        <input
          id={id}
          type="checkbox"
          checked={view.checked}
          disabled={view.disabled || view.inherited}
          onChange={() => onToggle(node, view.root)}
        />
        <label htmlFor={id} className={`refinements__label${view.disabled ? " refinements__label--disabled" : ""}`}>
          <bdi className="refinements__name">{node.name}</bdi>
          {node.count !== null ? (
            <span className="refinements__count">
              <span aria-hidden="true">({node.count})</span>
              <span className="visually-hidden">{t("search.refinements.count", { count: node.count })}</span>
            </span>
          ) : (
            countsLoading && <InlineSpinner label={t("search.refinements.loadingCounts")} />
          )}
          {/* After the name, so the checkbox is still named by its publisher first. */}
          {billboard && <BillboardMark node={node} />}
        </label>
        {node.info && <InfoTip label={t("search.refinements.infoLabel", { name: node.name })}>{node.info}</InfoTip>}
      </div>
      {hasChildren && expanded && (
        <TreeLevel
          nodes={node.child}
          list={list}
          level={level + 1}
          options={options}
          mainTenant={mainTenant}
          countsLoading={countsLoading}
          onOpen={onOpen}
          onToggle={onToggle}
        />
      )}
    </li>
  );
}

/** A billboard publisher's logo (the API's image; hidden if it fails) and billboard name. */
function BillboardMark({ node }: { node: TreeNode }) {
  const [failed, setFailed] = useState(false);
  const logo = publisherLogoUrl(node.key, node.billboardLogo);
  return (
    <span className="refinements__billboard">
      {logo && !failed && (
        // The name beside it says what the logo shows: the image itself is decoration.
        <img className="refinements__logo" src={logo} alt="" width="60" height="18" onError={() => setFailed(true)} />
      )}
      {node.billboardName && (
        <bdi className="refinements__billboard-name" dir="auto">
          {node.billboardName}
        </bdi>
      )}
    </span>
  );
}

/** The chosen refinements: 2, then 'see more'; each removable, and all at once. */
function SelectedRefinements({
  items,
  onChange,
}: {
  items: RefinementItem[];
  onChange: (items: RefinementItem[]) => void;
}) {
  const { t } = useTranslation();
  const [folded, setFolded] = useState(true);
  if (items.length === 0) return null;
  const shown = folded ? items.slice(0, FOLDED_COUNT) : items;
  return (
    <section className="refinements__selected" aria-label={t("search.refinements.selected")}>
      <div className="refinements__selected-head">
        <h3 className="refinements__heading">{t("search.refinements.selected")}</h3>
        <button type="button" className="link-button" onClick={() => onChange([])}>
          {t("search.refinements.clearAll")}
        </button>
      </div>
      <ul className="refinements__chips">
        {shown.map((item) => (
          <li key={`${item.r}:${item.k}`} className="refinements__chip">
            <span className="refinements__chip-root">{t(`search.refinements.roots.${item.r}`)}:</span>{" "}
            {item.n ?? item.k}
            <button
              type="button"
              className="refinements__chip-remove"
              aria-label={t("search.refinements.remove", { name: item.n ?? item.k })}
              onClick={() => onChange(removeItem(items, item))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > FOLDED_COUNT && (
        <button type="button" className="link-button" aria-expanded={!folded} onClick={() => setFolded((f) => !f)}>
          {folded ? t("search.refinements.seeMore") : t("search.refinements.seeLess")}
        </button>
      )}
    </section>
  );
}
