// A menu button: a button that opens a list of links and actions (account, language, help and
// "more" menus). Escape and a click outside close it; arrow keys move between the items.
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import "./menu.css";

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** A route or an address; external addresses open in a new tab. */
  href?: string;
  external?: boolean;
  /**
   * A page of this origin that is not one of the app's routes (the console at /admin/): a plain
   * link, loaded in the same tab (its session storage, which holds the session, is the tab's).
   */
  page?: boolean;
  onSelect?: () => void;
  disabled?: boolean;
  current?: boolean;
  /** The language of the label when it is not the interface's. */
  lang?: string;
  /** The language of the linked document. */
  hrefLang?: string;
}

interface Props {
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  items: MenuItem[];
  className?: string;
  buttonClassName?: string;
  align?: "start" | "end";
  renderLink?: (
    item: MenuItem,
    close: () => void,
    props: { role: "menuitem"; className: string; tabIndex: number },
  ) => ReactNode;
}

export function Menu({ label, ariaLabel, items, className, buttonClassName, align = "end", renderLink }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback((focusButton = false) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    const first = rootRef.current?.querySelector<HTMLElement>("[role='menuitem']:not([aria-disabled='true'])");
    first?.focus();
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  function onKeyDown(e: React.KeyboardEvent) {
    if (!open) return;
    const entries = [...(rootRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    } else if (e.key === "Home") {
      e.preventDefault();
      entries[0]?.focus();
    } else if (e.key === "End") {
      e.preventDefault();
      entries[entries.length - 1]?.focus();
    } else if (e.key === "Tab") setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the menu's items
    <div ref={rootRef} className={`menu${className ? ` ${className}` : ""}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? "menu__button"}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <div id={listId} role="menu" className={`menu__list menu__list--${align}`}>
          {items.map((item) => {
            const props = {
              role: "menuitem" as const,
              className: `menu__item${item.current ? " menu__item--current" : ""}`,
              tabIndex: -1,
            };
            if (item.href && renderLink && !item.external && !item.page)
              return <div key={item.key}>{renderLink(item, () => close(), props)}</div>;
            if (item.href)
              return (
                <a
                  key={item.key}
                  {...props}
                  href={item.href}
                  lang={item.lang}
                  hrefLang={item.hrefLang}
                  target={item.external ? "_blank" : undefined}
                  rel={item.external ? "noopener noreferrer" : undefined}
                  onClick={() => close()}
                >
                  {item.label}
                </a>
              );
            return (
              <button
                key={item.key}
                type="button"
                {...props}
                lang={item.lang}
                aria-disabled={item.disabled || undefined}
                aria-current={item.current || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
