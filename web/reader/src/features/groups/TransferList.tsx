// Spec 2 §2: members and documents move between an 'available' list and a 'group' list with
// arrow buttons; each list has select-all and unselect-all. The items are checkboxes (keyboard:
// Tab and Space); the arrows move the checked items. The available side brings its own search
// (the caller's `availableSearch`), the group side a client filter (`filterGroup`).
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { moveItems } from "./group-rules.ts";

interface Props<T> {
  /** Candidates (those already in the group are left out here). */
  available: T[];
  group: T[];
  onChange: (group: T[]) => void;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  availableTitle: string;
  groupTitle: string;
  /** The search box above the available list. */
  availableSearch: ReactNode;
  /** Shown in the available list when it is empty. */
  availableEmpty: string;
  groupEmpty: string;
  /** The group list's client filter and its label. */
  filterGroup: (items: T[], text: string) => T[];
  filterLabel: string;
}

function Side<T>({
  title,
  items,
  checked,
  setChecked,
  keyOf,
  render,
  empty,
  header,
}: {
  title: string;
  items: T[];
  checked: Set<string>;
  setChecked: (s: Set<string>) => void;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  empty: string;
  header: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (key: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setChecked(next);
  };
  return (
    <section className="transfer__side" aria-labelledby={id}>
      <h3 id={id} className="transfer__title">
        {title} <span className="muted">({items.length})</span>
      </h3>
      {header}
      <div className="transfer__tools">
        <button
          type="button"
          className="link-button"
          disabled={items.length === 0}
          onClick={() => setChecked(new Set([...checked, ...items.map(keyOf)]))}
        >
          {t("groups.selectAll")}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={checked.size === 0}
          onClick={() => setChecked(new Set())}
        >
          {t("groups.unselectAll")}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="transfer__empty muted">{empty}</p>
      ) : (
        <ul className="transfer__list" aria-label={title}>
          {items.map((item) => {
            const key = keyOf(item);
            return (
              <li key={key}>
                <label className="transfer__item">
                  <input type="checkbox" checked={checked.has(key)} onChange={(e) => toggle(key, e.target.checked)} />
                  <span>{render(item)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function TransferList<T>({
  available,
  group,
  onChange,
  keyOf,
  render,
  availableTitle,
  groupTitle,
  availableSearch,
  availableEmpty,
  groupEmpty,
  filterGroup,
  filterLabel,
}: Props<T>) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [right, setRight] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const inGroup = new Set(group.map(keyOf));
  const candidates = available.filter((a) => !inGroup.has(keyOf(a)));
  const shownGroup = filterGroup(group, filter);
  // Only what is shown can be checked (a filter hides the rest).
  const leftChecked = new Set(candidates.map(keyOf).filter((k) => left.has(k)));
  const rightChecked = new Set(shownGroup.map(keyOf).filter((k) => right.has(k)));

  const add = () => {
    onChange(moveItems(candidates, group, leftChecked, keyOf)[1]);
    setLeft(new Set());
  };
  const remove = () => {
    onChange(group.filter((g) => !rightChecked.has(keyOf(g))));
    setRight(new Set());
  };

  return (
    <div className="transfer">
      <Side
        title={availableTitle}
        items={candidates}
        checked={leftChecked}
        setChecked={setLeft}
        keyOf={keyOf}
        render={render}
        empty={availableEmpty}
        header={availableSearch}
      />
      <div className="transfer__arrows">
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={leftChecked.size === 0}
          onClick={add}
          aria-label={t("groups.addChecked", { n: leftChecked.size })}
        >
          <span aria-hidden="true" className="transfer__arrow">
            →
          </span>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={rightChecked.size === 0}
          onClick={remove}
          aria-label={t("groups.removeChecked", { n: rightChecked.size })}
        >
          <span aria-hidden="true" className="transfer__arrow">
            ←
          </span>
        </button>
      </div>
      <Side
        title={groupTitle}
        items={shownGroup}
        checked={rightChecked}
        setChecked={setRight}
        keyOf={keyOf}
        render={render}
        empty={groupEmpty}
        header={
          <div className="field">
            <label className="field__label visually-hidden" htmlFor={filterId}>
              {filterLabel}
            </label>
            <input
              id={filterId}
              className="field__input field__input--sm"
              type="search"
              placeholder={filterLabel}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        }
      />
    </div>
  );
}
