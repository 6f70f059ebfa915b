// The audit of a compass point's changes: one compass_point_audits row per change, in the change's
// transaction, with the point as it is after and as it was before, and who made it by name.
import type { Prisma } from "@norma/db";
import type { SignedIn } from "./compass-point-gates.ts";
import type { CompassPointsRepo, PointRow } from "./compass-points-repo.ts";
import { type AuditType, auditValues, personName } from "./compass-points-types.ts";

/** The audit row of a change, written in its transaction. */
export async function auditPoint(
  tx: Prisma.TransactionClient,
  pointId: number,
  type: AuditType,
  actor: SignedIn,
  userName: string,
  current: PointRow,
  previous: PointRow | null,
) {
  await tx.compassPointAudit.create({
    data: {
      compassPointId: pointId,
      dbTransactionType: type,
      transactionUserId: actor.userId,
      transactionUserName: userName,
      auditData: { current: auditValues(current), previous: previous ? auditValues(previous) : null },
    },
  });
}

/** Blank required fields (after trimming) are refused, each named (spec 2 §5). */
/** The name the audit records for the actor. */
export async function auditUserName(repo: CompassPointsRepo, actor: SignedIn) {
  return personName(await repo.user(actor.userId));
}
