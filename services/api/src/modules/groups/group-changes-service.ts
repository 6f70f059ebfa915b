// Changes to groups (spec 2 §5–§6): create, rename, members, documents and delete, each by the
// group's creator, in a transaction that locks the group first.
import type { GroupAccess } from "./group-access.ts";
import type { GroupContents } from "./group-contents.ts";
import { createGroupEditsService } from "./group-edits-service.ts";
import { createGroupLifecycleService } from "./group-lifecycle-service.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupChangesService(deps: { repo: GroupsRepo; access: GroupAccess; contents: GroupContents }) {
  return {
    ...createGroupLifecycleService(deps),
    ...createGroupEditsService(deps),
  };
}
