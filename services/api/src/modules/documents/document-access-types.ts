// What the document access parts share: their deps, the tenant as they read it, the tenant's
// messages and the refusals' texts (document-access.ts composes the parts).
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import type { DocumentsRepo } from "./documents-repo.ts";

export const CAN_NOT_FIND_CONTENT = "Can not find content";
export const NOT_ENTITLED = "User is not entitled for the Document";

export type Tenant = Awaited<ReturnType<DocumentsRepo["tenant"]>>;

/** The tenant's text for a message key (its access messages), or the fallback key. */
export const tenantMessage = (tenant: Tenant, key: string, fallback: string) => tenant.accessMessages[key] ?? fallback;

export interface DocumentAccessDeps {
  repo: DocumentsRepo;
  entitlements: EntitlementsService;
  clock: () => Date;
  /** Usage events, counted the COUNTER way (modules/usage). */
  usage: UsageRecorder;
  log?: { warn: (obj: object, msg: string) => void };
}
