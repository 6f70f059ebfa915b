// Pieces the groups page and the group detail page share: the owner's name, the e-mail icon, the
// delete confirmation and the failure line of an action started from the page (spec 2 §8: a failed
// group action only sets a failure flag, shown as the dialogs show theirs).
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteGroupMutation, type Group } from "../../features/groups/groups-queries.ts";
import { notify, showDialog } from "../../features/notify/notify-store.ts";

export function ownerName(g: Group): string {
  const first = g.createdByFirstName ?? g.userInfo.createFirstName;
  const last = g.createdByLastName ?? g.userInfo.createLastName;
  const name = [first, last].filter((x) => x?.trim()).join(" ");
  if (name) return name;
  return g.rosters.find((r) => r.user.userId === g.createdById)?.userName ?? "";
}

/**
 * The delete confirmation: `confirm(g)` asks, then deletes, and is true when the group is gone;
 * `busy` while the call runs (the delete buttons wait), `failed` after a refused delete.
 */
export function useDeleteGroup() {
  const { t } = useTranslation();
  const deletion = useMutation(deleteGroupMutation());
  async function confirm(g: Group): Promise<boolean> {
    if (deletion.isPending) return false;
    const answer = await showDialog({
      kind: "confirm",
      title: t("groups.deleteTitle"),
      message: t("groups.deleteConfirm", { name: g.name }),
      confirmLabel: t("groups.delete"),
    });
    if (answer !== "CONFIRM") return false;
    try {
      await deletion.mutateAsync(g.groupID);
    } catch {
      return false; // the page's failure line says so
    }
    notify("SUCCESS", { key: "groups.deleted" });
    return true;
  }
  return { busy: deletion.isPending, failed: deletion.isError, confirm };
}

/** The page's line for a failed group action (the dialogs' own line: GroupDialog). */
export function GroupActionFailed({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return null;
  return (
    <p className="field__error" role="alert">
      {t("groups.actionFailed")}
    </p>
  );
}

export function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M3 6h18v12H3z M3 6l9 7 9-7" />
    </svg>
  );
}
