// The licence agreement of the tenant (spec 3 §5): reading it and accepting its current version.
import type { Actor } from "../../lib/actor.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { AccountRepo } from "./account-repo.ts";

export function createLicenseAgreementOps(deps: { repo: AccountRepo }) {
  const { repo } = deps;
  return {
    async licenseAgreement(actor: Actor) {
      const agreement = await repo.currentAgreement(actor.tenantId);
      if (!agreement) throw new NotFound("This tenant has no licence agreement");
      const acceptance = actor.userId !== null ? await repo.acceptance(actor.userId, agreement.id) : null;
      return {
        responseData: {
          value: {
            licenseContent: agreement.content,
            version: agreement.version,
            accepted: actor.userId === null || acceptance !== null,
            acceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
          },
        },
      };
    },

    async acceptLicenseAgreement(actor: Actor, version?: number) {
      const agreement = await repo.currentAgreement(actor.tenantId);
      if (!agreement) throw new NotFound("This tenant has no licence agreement");
      if (version !== undefined && version !== agreement.version) {
        throw new Conflict(`Version ${agreement.version} of the agreement replaced version ${version}; read it again`, {
          messageKey: "error.lca.outdated",
        });
      }
      const acceptance = await repo.accept(actor.tenantId, actor.userId!, agreement.id);
      return {
        responseData: {
          value: {
            licenseContent: agreement.content,
            version: agreement.version,
            accepted: true,
            acceptedAt: acceptance.acceptedAt.toISOString(),
          },
        },
      };
    },
  };
}
