// The share dialog (spec 2 §2, §4, §5; issue 15), reached from the document's more menu: a
// search box for users and groups (500 ms after the last key, only above 2 characters), results
// with 'add', or 'sent' for those the document was shared with before, group rosters of 3 names
// then '+N more', a no-match state, and a valid e-mail that matches no user offered as an
// external user (an invitation). Without group support only e-mail sharing is offered. The
// selection shows 1 until expanded; Share sends to each, clears the selection and closes the
// dialog. A second tab creates and governs share links (ShareLinksPanel).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebounced } from "../../components/delayed.ts";
import { Modal } from "../../components/Modal.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { useAuth } from "../auth/AuthContext.tsx";
import { isAnonymous } from "../auth/session.ts";
import { groupEnableQuery } from "../groups/groups-queries.ts";
import { notify } from "../notify/notify-store.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { hasFeature } from "../tenant/tenant-config.ts";
import { ShareLinksPanel } from "./ShareLinksPanel.tsx";
import {
  addTarget,
  externalTarget,
  isEmail,
  isSent,
  rosterPreview,
  SEARCH_DEBOUNCE_MS,
  SELECTION_PREVIEW,
  type SharedDocument,
  type ShareTarget,
  searchable,
  searchState,
  targetKey,
} from "./share-rules.ts";
import { shareDocumentMutation, shareRecipientsQuery, shareTargetsQuery } from "./sharing-queries.ts";
import "./share.css";

/** Group support: the tenant's group-enable flag and the account's (GET /api/group/getGroupEnable). */
export function useGroupSupport(): boolean {
  const { config } = useTenant();
  const { account } = useAuth();
  const individual = account !== null && account.userType === "INDIVIDUAL" && !isAnonymous(account);
  const q = useQuery({ ...groupEnableQuery(account?.selectedAccountId ?? 0), enabled: individual && account !== null });
  return individual && hasFeature(config, "group-enable") && q.data?.groupEnable === true;
}

export function ShareDialog({ document, onClose }: { document: SharedDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"people" | "link">("people");
  const groupSupport = useGroupSupport();
  return (
    <Modal open title={t("share.title", { designation: document.designation })} onClose={onClose} size="lg">
      <Tabs
        label={t("share.title", { designation: document.designation })}
        idPrefix="share-tab"
        tabs={[
          { id: "people", label: t(groupSupport ? "share.peopleTab" : "share.peopleOnlyTab") },
          { id: "link", label: t("share.linkTab") },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id === "link" ? "link" : "people")}
      >
        {tab === "people" ? (
          <SharePeople document={document} onClose={onClose} />
        ) : (
          <ShareLinksPanel document={document} />
        )}
      </Tabs>
    </Modal>
  );
}

function SharePeople({ document, onClose }: { document: SharedDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const groupSupport = useGroupSupport();
  const inputId = useId();
  const hintId = useId();
  const [keyword, setKeyword] = useState("");
  const [selection, setSelection] = useState<ShareTarget[]>([]);
  const [expanded, setExpanded] = useState(false);
  const sending = useMutation(shareDocumentMutation(document));
  const settled = useDebounced(keyword, SEARCH_DEBOUNCE_MS);
  const sent = useQuery(shareRecipientsQuery(document.contentId));
  const searchKey = searchable(settled) && (groupSupport || isEmail(settled)) ? settled.trim() : null;
  const search = useQuery({ ...shareTargetsQuery(groupSupport, searchKey ?? ""), enabled: searchKey !== null });
  // The reply belongs to the settled keyword; while typing, the last state stays until it settles.
  const state = searchState(settled, groupSupport, searchKey === null ? [] : search.data);
  const pending = searchable(keyword) && (keyword !== settled || (searchKey !== null && search.isLoading));
  const chosen = new Set(selection.map(targetKey));

  function share() {
    // Recipients and the lists of shared documents are asked again either way (the mutation's own).
    sending.mutate(selection, {
      onSuccess: () => {
        notify("SUCCESS", { key: "share.shared" });
        setSelection([]);
        setKeyword("");
        onClose();
      },
    });
  }

  const shownSelection = expanded ? selection : selection.slice(0, SELECTION_PREVIEW);
  const hiddenCount = selection.length - shownSelection.length;

  return (
    <div className="share">
      <label className="field__label" htmlFor={inputId}>
        {groupSupport ? t("share.searchLabel") : t("share.emailLabel")}
      </label>
      <input
        id={inputId}
        className="field__input share__search"
        type={groupSupport ? "search" : "email"}
        autoComplete="off"
        maxLength={254}
        value={keyword}
        aria-describedby={hintId}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.preventDefault();
        }}
      />
      <p id={hintId} className="muted share__hint">
        {groupSupport ? t("share.searchHint") : t("share.emailHint")}
      </p>

      <div className="share__results" aria-live="polite" aria-busy={pending || undefined}>
        {pending ? (
          <p className="muted">{t("share.searching")}</p>
        ) : state.kind === "needEmail" ? (
          <p className="share__state">{t("share.needEmail")}</p>
        ) : state.kind === "noMatch" ? (
          <p className="share__state share__state--none">{t("share.noMatch", { keyword: settled.trim() })}</p>
        ) : state.kind === "external" ? (
          <ul className="share__list">
            <TargetRow
              target={externalTarget(state.email)}
              sent={isSent(externalTarget(state.email), sent.data)}
              chosen={chosen.has(targetKey(externalTarget(state.email)))}
              onAdd={(x) => setSelection((s) => addTarget(s, x))}
            />
          </ul>
        ) : state.kind === "results" ? (
          <ul className="share__list">
            {state.targets.map((target) => (
              <TargetRow
                key={targetKey(target)}
                target={target}
                sent={isSent(target, sent.data)}
                chosen={chosen.has(targetKey(target))}
                onAdd={(x) => setSelection((s) => addTarget(s, x))}
              />
            ))}
          </ul>
        ) : null}
      </div>

      {selection.length > 0 && (
        <section className="share__selection" aria-label={t("share.selected", { n: selection.length })}>
          <h3 className="share__subtitle">{t("share.selected", { n: selection.length })}</h3>
          <ul className="share__chips">
            {shownSelection.map((target) => (
              <li key={targetKey(target)} className="share__chip">
                <bdi>{target.name}</bdi>
                {target.isExternalUser && <span className="share__tag">{t("share.external")}</span>}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t("share.remove", { name: target.name })}
                  onClick={() => setSelection((s) => s.filter((x) => targetKey(x) !== targetKey(target)))}
                >
                  ×
                </button>
              </li>
            ))}
            {(hiddenCount > 0 || expanded) && selection.length > SELECTION_PREVIEW && (
              <li>
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={expanded}
                  onClick={() => setExpanded((e) => !e)}
                >
                  {expanded ? t("share.showLess") : t("share.more", { n: hiddenCount })}
                </button>
              </li>
            )}
          </ul>
        </section>
      )}

      <div className="modal__footer share__footer">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={selection.length === 0 || sending.isPending}
          onClick={share}
        >
          {t("share.share")}
        </button>
      </div>
    </div>
  );
}

function TargetRow({
  target,
  sent,
  chosen,
  onAdd,
}: {
  target: ShareTarget;
  sent: boolean;
  chosen: boolean;
  onAdd: (t: ShareTarget) => void;
}) {
  const { t } = useTranslation();
  const roster = rosterPreview((target.rosters ?? []).map((r) => r.userName));
  return (
    <li className="share__row">
      <div className="share__who">
        <span className="share__name">
          <bdi>{target.name}</bdi>
          {target.isGroup && <span className="share__tag share__tag--group">{t("share.group")}</span>}
        </span>
        {target.isExternalUser ? (
          <span className="muted">{t("share.externalOffer")}</span>
        ) : target.isGroup ? (
          <span className="muted share__roster">
            {roster.shown.join(", ")}
            {roster.more > 0 && ` ${t("share.more", { n: roster.more })}`}
          </span>
        ) : (
          target.email && (
            <span className="muted">
              <bdi>{target.email}</bdi>
            </span>
          )
        )}
      </div>
      {sent ? (
        <span className="share__sent">✓ {t("share.sent")}</span>
      ) : (
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={chosen}
          aria-label={t("share.addName", { name: target.name })}
          onClick={() => onAdd(target)}
        >
          {chosen ? t("share.added") : t("share.add")}
        </button>
      )}
    </li>
  );
}
