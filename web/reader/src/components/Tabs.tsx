// Tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, the panel is labelled by its tab.
import type { ReactNode } from "react";
import "./tabs.css";

export interface TabDef {
  id: string;
  label: ReactNode;
}

export function Tabs({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: {
  label: string;
  idPrefix: string;
  tabs: TabDef[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  className?: string;
}) {
  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    // From the tab that has focus (keys pressed quickly may come before the page has re-rendered
    // with the newly selected tab), else the selected one.
    const focusedIndex = tabs.findIndex((t) => `${idPrefix}-${t.id}` === (e.target as HTMLElement).id);
    const index = focusedIndex >= 0 ? focusedIndex : tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (e.key === "ArrowRight") next = (index + (document.dir === "rtl" ? -1 : 1) + tabs.length) % tabs.length;
    else if (e.key === "ArrowLeft") next = (index + (document.dir === "rtl" ? 1 : -1) + tabs.length) % tabs.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    // Focus moves at once (every tab is already drawn), so the next key starts from it even while
    // the selection is still being rendered.
    document.getElementById(`${idPrefix}-${tabs[next].id}`)?.focus();
    onSelect(tabs[next].id);
  }
  return (
    <div className={`tabs${className ? ` ${className}` : ""}`}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${idPrefix}-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${selected}`}
        className="tabs__panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
