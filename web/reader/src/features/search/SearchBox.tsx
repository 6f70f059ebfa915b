// The search box of the header and of the home page's hero (spec 1 §2, §5): one text input
// (500 characters), the search-type radios of the tenant, Enter submits, type-ahead suggestions
// after more than 2 characters (debounced 500 ms) when the tenant has type-ahead-search. The
// suggestions' component (with the search queries it needs) is a chunk loaded when the box first
// gets the focus, not part of the first screen's JavaScript.
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../auth/AuthContext.tsx";
import { notify } from "../notify/notify-store.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { hasFeature, type SearchTypeCode } from "../tenant/tenant-config.ts";
import { availableSearchTypes, canSubmit, SEARCH_ROUTES, SEARCH_TEXT_LIMIT, searchTypeOfPath } from "./search-types.ts";
import { optionId, type TypeAheadStatus } from "./type-ahead.ts";
import "./search.css";
import "./search-box.css";

const TypeAhead = lazy(async () => ({ default: (await import("./TypeAhead.tsx")).TypeAhead }));

const TYPE_LABEL_KEYS: Record<
  SearchTypeCode,
  "search.type.content" | "search.type.my-subscription" | "search.type.semantic"
> = {
  content: "search.type.content",
  mysubscription: "search.type.my-subscription",
  semantic: "search.type.semantic",
};

export function SearchBox({ variant }: { variant: "hero" | "header" }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const listId = useId();
  const radioName = useId();
  const available = useMemo(() => availableSearchTypes(config, account), [config, account]);
  const currentType = searchTypeOfPath(location.pathname);
  const query = new URLSearchParams(location.search);
  const [text, setText] = useState(() => (currentType ? (query.get("content") ?? "") : ""));
  const [type, setType] = useState<SearchTypeCode | null>(() =>
    currentType && available.includes(currentType) ? currentType : (available[0] ?? null),
  );
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<TypeAheadStatus>("idle");
  // The listbox is always in the page (aria-controls names it); the suggestions in it are loaded
  // from the box's first focus (or typing) on.
  const [engaged, setEngaged] = useState(false);
  const [listShown, setListShown] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const onStatus = useCallback((status: TypeAheadStatus) => {
    setSuggestions(status);
    setActive(-1);
  }, []);
  /** The listbox's options, in order (suggestions and the groups' actions). */
  const options = () => [...(document.getElementById(listId)?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];

  // Suggestions close when a click or the focus goes elsewhere.
  useEffect(() => {
    if (!suggestionsOpen) return;
    const outside = (event: Event) => {
      if (!fieldRef.current?.contains(event.target as Node | null)) setSuggestionsOpen(false);
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [suggestionsOpen]);
  const disabled = available.length === 0;

  // The box follows the search shown (a link, the back button, a scope radio).
  const content = currentType ? (query.get("content") ?? "") : null;
  useEffect(() => {
    if (content !== null) setText(content);
    if (currentType && available.includes(currentType)) setType(currentType);
  }, [content, currentType, available]);

  useEffect(() => {
    if (type === null && available.length) setType(available[0]);
  }, [type, available]);

  useEffect(() => {
    // Spec 1 §4: no search type for the account (and no semantic flag): say so; input disabled.
    if (disabled && variant === "hero") notify("ERROR", { key: "search.noSearchType" });
  }, [disabled, variant]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!type || !canSubmit(type, text)) return;
    setSuggestionsOpen(false);
    const params = new URLSearchParams();
    // The text goes into the URL as typed (trimmed, 500 at most): percent signs stay what they are.
    params.set("content", text.trim().slice(0, SEARCH_TEXT_LIMIT));
    const stype = currentType ? query.get("stype") : null;
    params.set("stype", stype === "K" || stype === "D" || stype === "A" ? stype : "A");
    const publisherid = currentType === type ? query.get("publisherid") : null;
    if (publisherid) params.set("publisherid", publisherid);
    // A new search keeps the page size and sort chosen; refinements and the page start over.
    for (const name of ["sortcounts", "sort"]) {
      const value = currentType ? query.get(name) : null;
      if (value) params.set(name, value);
    }
    navigate(`${SEARCH_ROUTES[type]}?${params.toString()}`);
  }

  const valid = type !== null && canSubmit(type, text);
  const typeAhead = hasFeature(config, "type-ahead-search") && type !== "semantic";
  const count = typeof suggestions === "object" ? suggestions.count : 0;
  const expanded = typeAhead && suggestionsOpen && count > 0;
  const announcement =
    !typeAhead || !suggestionsOpen
      ? ""
      : suggestions === "loading"
        ? t("search.typeAhead.loading")
        : typeof suggestions === "object"
          ? count > 0
            ? t("search.typeAhead.count", { count })
            : t("search.typeAhead.none")
          : "";

  return (
    <search className={`search-box search-box--${variant}`}>
      <form className="search-box__form" onSubmit={onSubmit} aria-label={t("search.formLabel")}>
        <div className="search-box__row">
          <label htmlFor={inputId} className="visually-hidden">
            {t("search.inputLabel")}
          </label>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape on a suggestion the pointer focused */}
          <div
            className="search-box__field"
            ref={fieldRef}
            onKeyDown={(e) => {
              // An option clicked holds the focus: Escape closes the list and gives it back to the box.
              if (e.key !== "Escape" || e.target === inputRef.current || !suggestionsOpen) return;
              e.preventDefault();
              setSuggestionsOpen(false);
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the input is a combobox (role set below) whenever it has aria-expanded. */}
            <input
              id={inputId}
              ref={inputRef}
              type="search"
              className="search-box__input"
              value={text}
              maxLength={SEARCH_TEXT_LIMIT}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              disabled={disabled}
              // The combobox pattern: the focus stays here, the active option is pointed at.
              role={typeAhead ? "combobox" : undefined}
              aria-autocomplete={typeAhead ? "list" : undefined}
              aria-expanded={typeAhead ? expanded : undefined}
              aria-controls={typeAhead && type ? listId : undefined}
              aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
              onFocus={() => setEngaged(true)}
              onChange={(e) => {
                setEngaged(true);
                setText(e.target.value);
                setSuggestionsOpen(true);
                setActive(-1);
              }}
              onKeyDown={(e) => {
                if (!typeAhead) return;
                if (e.key === "Escape" && suggestionsOpen) {
                  e.preventDefault();
                  setSuggestionsOpen(false);
                  setActive(-1);
                  return;
                }
                if (e.key === "ArrowDown" || e.key === "ArrowUp") {
                  const n = options().length;
                  if (!suggestionsOpen) setSuggestionsOpen(true);
                  if (n === 0) return;
                  e.preventDefault();
                  const next = e.key === "ArrowDown" ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
                  setActive(next);
                  options()[next]?.scrollIntoView({ block: "nearest" });
                  return;
                }
                // Enter on an active option follows it (a suggestion) or runs it (an action).
                if (e.key === "Enter" && expanded && active >= 0) {
                  const target = options()[active];
                  if (target) {
                    e.preventDefault();
                    target.click();
                  }
                }
              }}
            />
            {typeAhead && type && (
              <div
                id={listId}
                role="listbox"
                className="type-ahead"
                aria-label={t("search.typeAhead.label")}
                hidden={!listShown}
              >
                {engaged && (
                  <Suspense fallback={null}>
                    <TypeAhead
                      id={listId}
                      term={text}
                      searchType={type}
                      open={suggestionsOpen}
                      activeIndex={active}
                      onStatus={onStatus}
                      onShown={setListShown}
                      onClose={() => {
                        setSuggestionsOpen(false);
                        setActive(-1);
                      }}
                    />
                  </Suspense>
                )}
              </div>
            )}
            <div className="visually-hidden" role="status" aria-live="polite">
              {announcement}
            </div>
          </div>
          <button type="submit" className="button button--primary search-box__submit" disabled={disabled || !valid}>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
              <path
                fill="currentColor"
                d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
              />
            </svg>
            <span className={variant === "header" ? "visually-hidden" : undefined}>{t("search.submit")}</span>
          </button>
        </div>
        {available.length > 1 && (
          <fieldset className="search-box__types">
            <legend className="visually-hidden">{t("search.typeLegend")}</legend>
            {available.map((code) => (
              <label key={code} className="radio">
                <input
                  type="radio"
                  name={radioName}
                  value={code}
                  checked={type === code}
                  onChange={() => setType(code)}
                />
                <span>{t(TYPE_LABEL_KEYS[code])}</span>
                {code === "semantic" && <span className="badge badge--beta">{t("search.beta")}</span>}
              </label>
            ))}
          </fieldset>
        )}
      </form>
    </search>
  );
}
