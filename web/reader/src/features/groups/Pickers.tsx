// The member and document pickers of the create wizard and the edit dialogs (spec 2 §2, §5).
// Members: the server search runs 500 ms after the last key, with more than 2 characters after
// trimming (up to 100 users); the group side filters on first plus last name. Documents: the
// search runs on Enter or the search button, with more than 2 characters (up to 100); the group
// side filters on title, asset id or designation. Each picker keeps its searches and its
// available list itself, so they are cleared when it goes away (Back, close).
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebounced } from "../../components/delayed.ts";
import { filterDocuments, filterMembers, personName, SEARCH_DEBOUNCE_MS, searchable } from "./group-rules.ts";
import { documentSearchQuery, type GroupDocument, type GroupUser, memberSearchQuery } from "./groups-queries.ts";
import { TransferList } from "./TransferList.tsx";
import "./group-dialogs.css";

export function MemberPicker({
  group,
  onChange,
  exclude,
}: {
  group: GroupUser[];
  onChange: (members: GroupUser[]) => void;
  /** Users never offered (the creator, who is a member anyway). */
  exclude: number[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery({ ...memberSearchQuery(q), enabled: searchable(q) });
  const available = searchable(q) ? (result.data ?? []).filter((u) => !exclude.includes(u.userId)) : [];
  return (
    <TransferList<GroupUser>
      available={available}
      group={group}
      onChange={onChange}
      keyOf={(u) => String(u.userId)}
      render={(u) => (
        <>
          <span>{personName(u)}</span> <span className="muted transfer__sub">{u.email}</span>
        </>
      )}
      availableTitle={t("groups.availableUsers")}
      groupTitle={t("groups.groupMembers")}
      availableEmpty={
        !searchable(q) ? t("groups.searchHint") : result.isLoading ? t("common.loading") : t("groups.noUsersFound")
      }
      groupEmpty={t("groups.noMembersYet")}
      filterGroup={filterMembers}
      filterLabel={t("groups.filterMembers")}
      availableSearch={
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t("groups.searchUsers")}
          </label>
          <input
            id={id}
            className="field__input field__input--sm"
            type="search"
            autoComplete="off"
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          {/* Once something is typed the hint stays until the search can run (the empty list says it before). */}
          <span id={`${id}-hint`} className="field__hint" hidden={text === "" || searchable(text)}>
            {t("groups.searchHint")}
          </span>
        </div>
      }
    />
  );
}

export function DocumentPicker({
  group,
  onChange,
}: {
  group: GroupDocument[];
  onChange: (documents: GroupDocument[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const result = useQuery({ ...documentSearchQuery(q), enabled: q !== "" });
  const run = () => {
    if (searchable(text)) setQ(text.trim());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      run();
    }
  };
  return (
    <TransferList<GroupDocument>
      available={q ? (result.data ?? []) : []}
      group={group}
      onChange={onChange}
      keyOf={(d) => d.contentCode}
      render={(d) => (
        <>
          <span className="transfer__designation">{d.displayDesignation || d.designationNo}</span>{" "}
          <span className="muted transfer__sub">{d.documentTitle}</span>
        </>
      )}
      availableTitle={t("groups.availableDocuments")}
      groupTitle={t("groups.groupDocuments")}
      availableEmpty={
        !q ? t("groups.searchHint") : result.isLoading ? t("common.loading") : t("groups.noDocumentsFound")
      }
      groupEmpty={t("groups.noDocumentsYet")}
      filterGroup={filterDocuments}
      filterLabel={t("groups.filterDocuments")}
      availableSearch={
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t("groups.searchDocuments")}
          </label>
          <div className="transfer__search">
            <input
              id={id}
              className="field__input field__input--sm"
              type="search"
              autoComplete="off"
              value={text}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={!searchable(text)}
              onClick={run}
            >
              {t("groups.search")}
            </button>
          </div>
          <span id={`${id}-hint`} className="field__hint" hidden={text === "" || searchable(text)}>
            {t("groups.searchHint")}
          </span>
        </div>
      }
    />
  );
}
