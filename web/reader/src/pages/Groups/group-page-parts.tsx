// Pieces the groups page and the group detail page share: the owner's name, the e-mail icon and
// the delete confirmation.
import type { TFunction } from "i18next";
import { deleteGroup, type Group } from "../../features/groups/groups-api.ts";
import { notify, showDialog } from "../../features/notify/notify-store.ts";

export function ownerName(g: Group): string {
  const first = g.createdByFirstName ?? g.userInfo.createFirstName;
  const last = g.createdByLastName ?? g.userInfo.createLastName;
  const name = [first, last].filter((x) => x?.trim()).join(" ");
  if (name) return name;
  return g.rosters.find((r) => r.user.userId === g.createdById)?.userName ?? "";
}

/** Asks, then deletes; true when the group is gone. */
export async function confirmDeleteGroup(t: TFunction, g: Group): Promise<boolean> {
  const answer = await showDialog({
    kind: "confirm",
    title: t("groups.deleteTitle"),
    message: t("groups.deleteConfirm", { name: g.name }),
    confirmLabel: t("groups.delete"),
  });
  if (answer !== "CONFIRM") return false;
  const ok = await deleteGroup(g.groupID);
  if (ok) notify("SUCCESS", t("groups.deleted"));
  return ok;
}

export function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M3 6h18v12H3z M3 6l9 7 9-7" />
    </svg>
  );
}
