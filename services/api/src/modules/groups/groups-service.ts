// Groups (spec 2 §2, §5–§7, §9): an owner gathers members and documents; any member e-mails the
// group. Rules enforced here (the contract's guards add: signed-in individual users only, the
// tenant's group-enable feature):
//   - a group belongs to an account; its members are activated users of that account (same
//     tenant), its documents ones its creator may open through that account;
//   - only the creator changes the name, description, members or documents, or deletes it;
//   - members (the creator is always one) read it and e-mail it;
//   - groups of other tenants or accounts, and groups the caller is not in, are 404;
//   - names and descriptions: at most 255 characters (the contract), not blank after trimming;
//   - searches need more than 2 characters after trimming; member search answers up to 100 a
//     page, the document type-ahead up to 100.
//
// The service is composed of: group-access.ts (who reads, who changes), group-contents.ts
// (members and documents), group-reading-service.ts (lists, detail, pickers),
// group-changes-service.ts (the creator's changes) and group-mail-service.ts (e-mail to a
// group); group-views.ts shapes what they answer.
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { ShareDocuments } from "../sharing/share-documents.ts";
import type { ShareMail } from "../sharing/share-mail.ts";
import { createGroupAccess } from "./group-access.ts";
import { createGroupChangesService } from "./group-changes-service.ts";
import { createGroupContents } from "./group-contents.ts";
import { createGroupMailService } from "./group-mail-service.ts";
import { createGroupReadingService } from "./group-reading-service.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export interface GroupsServiceDeps {
  repo: GroupsRepo;
  documents: ShareDocuments;
  entitlements: EntitlementsService;
  mail: ShareMail;
}

export function createGroupsService(deps: GroupsServiceDeps) {
  const { repo, documents, entitlements, mail } = deps;
  const access = createGroupAccess({ repo });
  const contents = createGroupContents({ repo, documents, mail });
  return {
    ...createGroupReadingService({ repo, entitlements, access }),
    ...createGroupChangesService({ repo, access, contents }),
    ...createGroupMailService({ repo, mail, access }),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
