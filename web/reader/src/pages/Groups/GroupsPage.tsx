// Groups (/groups; spec 2 §2, §9): the cards of the groups the user created or belongs to in the
// selected account, sorted A-Z or Z-A by name, with a create button. The creator's card shows
// '(Me)' and a menu (edit, e-mail, delete); other members get an e-mail icon. Each card links to
// /group-detail/?groupId=…, lists 3 members and then '+N more'. An empty state without groups.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Menu } from "../../components/Menu.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { CreateGroupWizard } from "../../features/groups/CreateGroupWizard.tsx";
import { EditNameDialog } from "../../features/groups/EditGroupDialogs.tsx";
import { EmailGroupDialog } from "../../features/groups/EmailGroupDialog.tsx";
import {
  CARD_MEMBER_PREVIEW,
  groupSort,
  preview,
  sortGroups,
  truncateName,
} from "../../features/groups/group-rules.ts";
import { type Group, groupsQuery } from "../../features/groups/groups-queries.ts";
import { GroupActionFailed, MailIcon, ownerName, useDeleteGroup } from "./group-page-parts.tsx";
import "./groups.css";

type Open = { kind: "edit" | "mail"; group: Group } | null;

export function GroupsPage() {
  const { t, i18n } = useTranslation();
  const { account } = useAuth();
  const [params, setParams] = useSearchParams();
  const sort = groupSort(params.get("sort"));
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const q = useQuery(groupsQuery());
  const deletion = useDeleteGroup();
  const groups = sortGroups(q.data ?? [], sort, i18n.language);

  return (
    <div className="page page--wide groups-page">
      <div className="page__head">
        <h1 className="page__title">{t("groups.title")}</h1>
        <div className="groups-page__tools">
          <label className="groups-page__sort">
            {t("groups.sort")}{" "}
            <select
              className="field__input field__input--sm"
              value={sort}
              onChange={(e) => setParams(e.target.value === "desc" ? { sort: "desc" } : {})}
            >
              <option value="asc">{t("groups.sortAsc")}</option>
              <option value="desc">{t("groups.sortDesc")}</option>
            </select>
          </label>
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            {t("groups.createButton")}
          </button>
        </div>
      </div>
      <GroupActionFailed failed={deletion.failed} />
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : groups.length === 0 ? (
        <p className="empty">{t("groups.none")}</p>
      ) : (
        <ul className="group-cards">
          {groups.map((g) => {
            const mine = g.createdById === account?.id;
            const { shown, more } = preview(g.rosters, CARD_MEMBER_PREVIEW);
            return (
              <li key={g.groupID}>
                <article className="group-card" aria-labelledby={`group-${g.groupID}`}>
                  <div className="group-card__head">
                    <h2 className="group-card__name" id={`group-${g.groupID}`}>
                      <Link to={`/group-detail/?groupId=${g.groupID}`} title={g.name}>
                        {truncateName(g.name)}
                      </Link>
                    </h2>
                    {mine ? (
                      <Menu
                        label={<span aria-hidden="true">⋮</span>}
                        ariaLabel={t("groups.actionsOf", { name: g.name })}
                        buttonClassName="icon-button"
                        items={[
                          { key: "edit", label: t("groups.edit"), onSelect: () => setOpen({ kind: "edit", group: g }) },
                          {
                            key: "mail",
                            label: t("groups.email"),
                            onSelect: () => setOpen({ kind: "mail", group: g }),
                          },
                          {
                            key: "delete",
                            label: t("groups.delete"),
                            disabled: deletion.busy,
                            onSelect: () => void deletion.confirm(g),
                          },
                        ]}
                      />
                    ) : (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t("groups.emailGroup", { name: g.name })}
                        title={t("groups.emailGroup", { name: g.name })}
                        onClick={() => setOpen({ kind: "mail", group: g })}
                      >
                        <MailIcon />
                      </button>
                    )}
                  </div>
                  <p className="group-card__desc">{g.longDesc}</p>
                  <p className="group-card__owner">
                    {t("groups.owner")}: {ownerName(g)}
                    {mine && <strong> {t("groups.me")}</strong>}
                  </p>
                  <p className="group-card__counts muted">
                    {t("groups.memberCount", { n: g.memberCount })} · {t("groups.documentCount", { n: g.contentCount })}
                  </p>
                  <p className="group-card__roster">
                    {shown.map((r) => r.userName).join(", ")}
                    {more > 0 && <span className="muted"> {t("groups.plusMore", { n: more })}</span>}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <CreateGroupWizard open={creating} onClose={() => setCreating(false)} />
      {open?.kind === "edit" && <EditNameDialog group={open.group} onClose={() => setOpen(null)} />}
      {open?.kind === "mail" && <EmailGroupDialog group={open.group} onClose={() => setOpen(null)} />}
    </div>
  );
}
