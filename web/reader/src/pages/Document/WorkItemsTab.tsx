// Work items (spec 1 §2, §3): publisher and work item number, initiated date, technical contact
// and ballots (ballot number, item status, item number). Collapsible when there is more than one,
// one expanded at a time. 'What is this' opens an explanation. Signed-in users can track a work
// item (work item tracking saved).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schemas } from "../../api/types.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isAnonymous } from "../../features/auth/session.ts";
import { workItemsQuery } from "../../features/documents/document-queries.ts";
import { showDialog } from "../../features/notify/notify-store.ts";
import { workItemTrackingMutation, workItemTrackingQuery } from "../../features/tracking/tracking-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import type { DocumentMetadata } from "./document-rules.ts";
import "./accordion.css";

type WorkItem = Schemas["WorkItem"];

export function WorkItemsTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const q = useQuery(workItemsQuery(metadata.contentCode));
  const items = q.data ?? [];
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (items.length) setOpen((o) => o ?? items[0].id);
  }, [items]);

  return (
    <div className="work-items">
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() =>
            void showDialog({ kind: "info", title: t("workItems.whatTitle"), message: t("workItems.whatText") })
          }
        >
          {t("workItems.what")}
        </button>
      </p>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : items.length === 0 ? (
        <p className="empty">{t("workItems.none")}</p>
      ) : items.length === 1 ? (
        <WorkItemBody item={items[0]} />
      ) : (
        <ul className="accordion">
          {items.map((item) => (
            <AccordionItem
              key={item.id}
              title={`${item.publisherName ?? item.publisher} ${item.workItemNumber}${item.title ? ` — ${item.title}` : ""}`}
              open={open === item.id}
              onToggle={() => setOpen((o) => (o === item.id ? null : item.id))}
            >
              <WorkItemBody item={item} />
            </AccordionItem>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AccordionItem({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <li className="accordion__item">
      <h3 className="accordion__heading">
        <button type="button" className="accordion__button" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          <span className="accordion__chevron" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          {title}
        </button>
      </h3>
      <div id={id} className="accordion__panel" hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}

function WorkItemBody({ item }: { item: WorkItem }) {
  const { t } = useTranslation();
  const fmt = useDates();
  return (
    <div className="work-item">
      <dl className="facts">
        <div className="facts__row">
          <dt>{t("workItems.number")}</dt>
          <dd>
            {item.publisherName ?? item.publisher} {item.workItemNumber}
          </dd>
        </div>
        {item.title && (
          <div className="facts__row">
            <dt>{t("workItems.titleLabel")}</dt>
            <dd>{item.title}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t("workItems.initiated")}</dt>
          <dd>{item.initiatedDate ? fmt(item.initiatedDate, "long") : "—"}</dd>
        </div>
        <div className="facts__row">
          <dt>{t("workItems.contact")}</dt>
          <dd>{item.technicalContact || "—"}</dd>
        </div>
      </dl>
      {item.ballotList.length > 0 && (
        <table className="table">
          <caption>{t("workItems.ballots")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("workItems.ballotNumber")}</th>
              <th scope="col">{t("workItems.itemStatus")}</th>
              <th scope="col">{t("workItems.itemNumber")}</th>
            </tr>
          </thead>
          <tbody>
            {item.ballotList.map((b) => (
              <tr key={`${b.ballotNumber}-${b.itemNumber}`}>
                <td>{b.ballotNumber}</td>
                <td>{b.itemStatus}</td>
                <td>{b.itemNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <WorkItemTracking item={item} />
    </div>
  );
}

function WorkItemTracking({ item }: { item: WorkItem }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const signedIn = account !== null && !isAnonymous(account);

  const flag =
    useQuery({ ...workItemTrackingQuery(item.publisher, item.workItemNumber), enabled: signedIn }).data ?? null;
  const save = useMutation(
    workItemTrackingMutation(item.publisher, item.workItemNumber, { key: "workItems.trackingSaved" }),
  );

  if (!signedIn || flag === null) return null;
  return (
    <label className="checkbox">
      <input type="checkbox" checked={flag} disabled={save.isPending} onChange={(e) => save.mutate(e.target.checked)} />
      <span>{t("workItems.track")}</span>
    </label>
  );
}
