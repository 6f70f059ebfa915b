// Group detail (/group-detail/?groupId=…; spec 2 §2, §9): the owner, the members (6, then 'N
// more...' and 'show less'), the description and the group's documents; the name is cut at 50
// characters. The creator has the buttons edit name and description, edit members, add
// documents, delete group and delete document; any member e-mails the group. A back link to
// /groups; after delete the user goes to /groups.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import {
  EditDocumentsDialog,
  type EditKind,
  EditMembersDialog,
  EditNameDialog,
} from "../../features/groups/EditGroupDialogs.tsx";
import { EmailGroupDialog } from "../../features/groups/EmailGroupDialog.tsx";
import { DETAIL_MEMBER_PREVIEW, groupIdOf, preview, truncateName } from "../../features/groups/group-rules.ts";
import {
  type GroupDetail,
  type GroupDocument,
  groupDetailQuery,
  updateGroupDocumentsMutation,
} from "../../features/groups/groups-queries.ts";
import { notify, showDialog } from "../../features/notify/notify-store.ts";
import { GroupActionFailed, MailIcon, ownerName, useDeleteGroup } from "./group-page-parts.tsx";
import "./groups.css";

export function GroupDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = groupIdOf(params.get("groupId"));
  const q = useQuery({ ...groupDetailQuery(id ?? 0), enabled: id !== null });

  return (
    <div className="page page--wide group-detail">
      <p className="breadcrumb">
        <Link to="/groups">
          <span aria-hidden="true" className="group-detail__back-arrow">
            ←
          </span>{" "}
          {t("groups.backToGroups")}
        </Link>
      </p>
      {id === null || q.data === null ? (
        <p className="empty">{t("groups.notFound")}</p>
      ) : q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <Detail group={q.data} />
      )}
    </div>
  );
}

function Detail({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<EditKind | null>(null);
  const [mailing, setMailing] = useState(false);
  const mine = group.createdById === account?.id;
  const { shown, more } = preview(group.rosters, DETAIL_MEMBER_PREVIEW, expanded);
  const deletion = useDeleteGroup();
  const removal = useMutation(updateGroupDocumentsMutation());

  async function removeDocument(d: GroupDocument) {
    if (removal.isPending) return;
    const answer = await showDialog({
      kind: "confirm",
      title: t("groups.deleteDocumentTitle"),
      message: t("groups.deleteDocumentConfirm", { designation: d.displayDesignation || d.designationNo }),
      confirmLabel: t("groups.delete"),
    });
    if (answer !== "CONFIRM") return;
    const change = { sharedWithGroupID: group.groupID, addContentCodes: [], removeContentIds: [d.contentID] };
    try {
      await removal.mutateAsync(change);
    } catch {
      return; // the page's failure line says so
    }
    notify("SUCCESS", { key: "groups.documentDeleted" });
  }

  return (
    <>
      <div className="page__head">
        <h1 className="page__title" title={group.name}>
          {truncateName(group.name)}
        </h1>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => setMailing(true)}>
            <MailIcon /> {t("groups.email")}
          </button>
          {mine && (
            <button
              type="button"
              className="button button--danger"
              disabled={deletion.busy}
              onClick={async () => {
                if (await deletion.confirm(group)) navigate("/groups");
              }}
            >
              {t("groups.deleteGroup")}
            </button>
          )}
        </div>
      </div>
      <GroupActionFailed failed={deletion.failed || removal.isError} />

      <section className="group-detail__section" aria-labelledby="group-about">
        <div className="group-detail__section-head">
          <h2 id="group-about" className="group-detail__heading">
            {t("groups.about")}
          </h2>
          {mine && (
            <button type="button" className="button button--secondary button--sm" onClick={() => setEditing("name")}>
              {t("groups.editNameButton")}
            </button>
          )}
        </div>
        <p className="group-detail__desc">{group.longDesc}</p>
        <p>
          {t("groups.owner")}: {ownerName(group)}
          {mine && <strong> {t("groups.me")}</strong>}
        </p>
      </section>

      <section className="group-detail__section" aria-labelledby="group-members">
        <div className="group-detail__section-head">
          <h2 id="group-members" className="group-detail__heading">
            {t("groups.members")} <span className="muted">({group.rosters.length})</span>
          </h2>
          {mine && (
            <button type="button" className="button button--secondary button--sm" onClick={() => setEditing("members")}>
              {t("groups.editMembersButton")}
            </button>
          )}
        </div>
        <ul className="group-detail__members">
          {shown.map((r) => (
            <li key={r.user.userId}>
              {r.userName}
              {r.user.userId === group.createdById && <span className="muted"> ({t("groups.owner")})</span>}
            </li>
          ))}
        </ul>
        {(more > 0 || expanded) && group.rosters.length > DETAIL_MEMBER_PREVIEW && (
          <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t("groups.showLess") : t("groups.nMore", { n: more })}
          </button>
        )}
      </section>

      <section className="group-detail__section" aria-labelledby="group-documents">
        <div className="group-detail__section-head">
          <h2 id="group-documents" className="group-detail__heading">
            {t("groups.documents")} <span className="muted">({group.sharedDocuments.length})</span>
          </h2>
          {mine && (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setEditing("documents")}
            >
              {t("groups.addDocuments")}
            </button>
          )}
        </div>
        {group.sharedDocuments.length === 0 ? (
          <p className="empty">{t("groups.noDocuments")}</p>
        ) : (
          <table className="table group-detail__documents">
            <thead>
              <tr>
                <th scope="col">{t("groups.designation")}</th>
                <th scope="col">{t("groups.documentTitle")}</th>
                {mine && (
                  <th scope="col">
                    <span className="visually-hidden">{t("common.actions")}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {group.sharedDocuments.map((d) => (
                <tr key={d.contentCode}>
                  <th scope="row">
                    <Link to={documentUrl(d.contentCode)}>{d.displayDesignation || d.designationNo}</Link>
                  </th>
                  <td>{d.documentTitle}</td>
                  {mine && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--sm"
                        disabled={removal.isPending}
                        onClick={() => void removeDocument(d)}
                        aria-label={t("groups.deleteDocument", {
                          designation: d.displayDesignation || d.designationNo,
                        })}
                      >
                        {t("groups.delete")}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {editing === "name" && <EditNameDialog group={group} onClose={() => setEditing(null)} />}
      {editing === "members" && <EditMembersDialog group={group} onClose={() => setEditing(null)} />}
      {editing === "documents" && <EditDocumentsDialog group={group} onClose={() => setEditing(null)} />}
      {mailing && <EmailGroupDialog group={group} onClose={() => setMailing(false)} />}
    </>
  );
}
