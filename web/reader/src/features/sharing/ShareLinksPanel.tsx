// Share links (issue 15, beyond the spec): a link to a document that expires after 1 day, 7 days,
// 30 days or never; it opens only for signed-in users of the same tenant who may open the document.
// The panel of the share dialog creates one and lists the document's links; ShareLinkList (also
// the /share-links page) copies, revokes and shows each link's access log (who opened it, when).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useDates } from "../../i18n/useDates.ts";
import { documentUrl } from "../documents/document-links.ts";
import { notify, showDialog } from "../notify/notify-store.ts";
import { LINK_EXPIRIES, type LinkExpiry, type SharedDocument } from "./share-rules.ts";
import {
  createShareLinkMutation,
  revokeShareLinkMutation,
  shareLinkAccessesQuery,
  shareLinksQuery,
  sharingKeys,
} from "./sharing-queries.ts";

type ShareLink = Schemas["ShareLink"];

const EXPIRY_LABELS = {
  ONE_DAY: "shareLinks.expiry.ONE_DAY",
  SEVEN_DAYS: "shareLinks.expiry.SEVEN_DAYS",
  THIRTY_DAYS: "shareLinks.expiry.THIRTY_DAYS",
  NEVER: "shareLinks.expiry.NEVER",
} as const satisfies Record<LinkExpiry, string>;

/**
 * The link's address as the reader opens it (the API's address names the tenant); empty when the
 * API cannot show it again (its token was sealed under a key since changed: it still opens).
 */
export function linkAddress(link: Pick<ShareLink, "url">): string {
  return link.url ?? "";
}

export function ShareLinksPanel({ document }: { document: SharedDocument }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [expiry, setExpiry] = useState<LinkExpiry>("SEVEN_DAYS");
  const creation = useMutation(createShareLinkMutation());
  // The last link made, shown to copy (it stays while another is being made).
  const [created, setCreated] = useState<ShareLink | null>(null);

  function create() {
    creation.mutate(
      { contentId: document.contentId, expiresIn: expiry },
      {
        onSuccess: (link) => {
          setCreated(link);
          notify("SUCCESS", { key: "shareLinks.created" });
        },
      },
    );
  }

  return (
    <div className="share-links">
      <p className="muted">{t("shareLinks.explain")}</p>
      <div className="share-links__create">
        <label htmlFor={selectId}>{t("shareLinks.expiresIn")}</label>
        <select
          id={selectId}
          className="field__input"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value as LinkExpiry)}
        >
          {LINK_EXPIRIES.map((e) => (
            <option key={e} value={e}>
              {t(EXPIRY_LABELS[e])}
            </option>
          ))}
        </select>
        <button type="button" className="button button--primary" disabled={creation.isPending} onClick={create}>
          {t("shareLinks.create")}
        </button>
      </div>
      {created && <CopyField link={created} autoFocus />}
      <h3 className="share__subtitle">{t("shareLinks.ofDocument")}</h3>
      <ShareLinkList contentId={document.contentId} />
    </div>
  );
}

function CopyField({ link, autoFocus }: { link: ShareLink; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(linkAddress(link));
      notify("SUCCESS", { key: "shareLinks.copied" });
    } catch {
      // No clipboard (an insecure origin, or refused): the field is selected for a manual copy.
      (window.document.getElementById(id) as HTMLInputElement | null)?.select();
      notify("INFO", { key: "shareLinks.copyManually" });
    }
  }
  return (
    <div className="share-links__copy">
      <label className="visually-hidden" htmlFor={id}>
        {t("shareLinks.address")}
      </label>
      <input
        id={id}
        className="field__input share-links__url"
        readOnly
        dir="ltr"
        value={linkAddress(link)}
        // biome-ignore lint/a11y/noAutofocus: the new link is what the user came for
        autoFocus={autoFocus}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        {t("shareLinks.copy")}
      </button>
    </div>
  );
}

/** The caller's links (of one document, or all), with copy, revoke and the access log. */
export function ShareLinkList({ contentId, scope = "mine" }: { contentId?: number; scope?: "mine" | "tenant" }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const size = 20;
  const q = useQuery(shareLinksQuery(scope, contentId ?? null, { page, size }));
  if (q.isPending) return <p className="muted">{t("common.loading")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const links = q.data?.content ?? [];
  const total = q.data?.totalElements ?? 0;
  if (links.length === 0) return <p className="empty">{t("shareLinks.none")}</p>;
  return (
    <>
      <ul className="share-links__list">
        {links.map((link) => (
          <ShareLinkRow key={link.id} link={link} showDocument={contentId === undefined} />
        ))}
      </ul>
      {total > size && (
        <div className="share-links__pages">
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {t("pagination.previous")}
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={(page + 1) * size >= total}
            onClick={() => setPage((p) => p + 1)}
          >
            {t("pagination.next")}
          </button>
        </div>
      )}
    </>
  );
}

function ShareLinkRow({ link, showDocument }: { link: ShareLink; showDocument: boolean }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const [log, setLog] = useState(false);
  const logId = useId();
  const queryClient = useQueryClient();
  const revocation = useMutation(revokeShareLinkMutation({ key: "shareLinks.revoked" }));

  async function revoke() {
    const answer = await showDialog({
      kind: "confirm",
      title: t("shareLinks.revokeTitle"),
      message: t("shareLinks.revokeConfirm"),
      confirmLabel: t("shareLinks.revoke"),
    });
    if (answer === "CONFIRM") revocation.mutate(link.id);
  }

  return (
    <li className={`share-link share-link--${link.status.toLowerCase()}`}>
      <div className="share-link__head">
        {showDocument && (
          <strong className="share-link__doc">
            <Link to={documentUrl(link.contentCode)}>
              <bdi>{link.documentTitle}</bdi>
            </Link>
          </strong>
        )}
        <span className={`share-link__status share-link__status--${link.status.toLowerCase()}`}>
          {t(`shareLinks.status.${link.status}`)}
        </span>
        <span className="muted">
          {link.expiresAt
            ? t(link.status === "EXPIRED" ? "shareLinks.expired" : "shareLinks.expires", {
                date: fmt(link.expiresAt, "short"),
              })
            : t("shareLinks.neverExpires")}
        </span>
        <span className="muted">{t("shareLinks.createdOn", { date: fmt(link.createdDate, "short") })}</span>
        <span className="muted">{t("shareLinks.opened", { n: link.accessCount ?? 0 })}</span>
      </div>
      {link.status === "ACTIVE" && link.url && <CopyField link={link} />}
      <div className="share-link__actions">
        <button
          type="button"
          className="link-button"
          aria-expanded={log}
          aria-controls={logId}
          onClick={() => {
            // The log is asked again on opening, and the links' counts with it.
            if (!log) {
              void queryClient.invalidateQueries({ queryKey: sharingKeys.linkAccesses(link.id) });
              void queryClient.invalidateQueries({ queryKey: sharingKeys.linkList("mine") });
              void queryClient.invalidateQueries({ queryKey: sharingKeys.linkList("tenant") });
            }
            setLog((v) => !v);
          }}
        >
          {log ? t("shareLinks.hideLog") : t("shareLinks.showLog")}
        </button>
        {link.status === "ACTIVE" && (
          <button
            type="button"
            className="button button--danger button--sm"
            disabled={revocation.isPending}
            onClick={() => void revoke()}
          >
            {t("shareLinks.revoke")}
          </button>
        )}
      </div>
      {log && (
        <div id={logId}>
          <AccessLog linkId={link.id} />
        </div>
      )}
    </li>
  );
}

function AccessLog({ linkId }: { linkId: number }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const q = useQuery(shareLinkAccessesQuery(linkId));
  if (q.isPending) return <p className="muted">{t("common.loading")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const rows = q.data?.content ?? [];
  if (rows.length === 0) return <p className="muted">{t("shareLinks.noAccesses")}</p>;
  return (
    <table className="table share-link__log">
      <caption className="visually-hidden">{t("shareLinks.logCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("shareLinks.who")}</th>
          <th scope="col">{t("shareLinks.when")}</th>
          <th scope="col">{t("shareLinks.outcome")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id}>
            <td>
              <bdi>
                {a.user
                  ? [a.user.firstName, a.user.lastName].filter((x) => x?.trim()).join(" ") || a.user.email
                  : t("shareLinks.deletedUser")}
              </bdi>
            </td>
            <td>{fmt(a.accessedDate, "time")}</td>
            <td>{t(`shareLinks.outcomes.${a.outcome}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
