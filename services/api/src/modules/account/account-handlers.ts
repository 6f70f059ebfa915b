import { defineHandlers } from "../../lib/handlers.ts";
import type { AccountService } from "./account-service.ts";

export function accountHandlers(account: AccountService) {
  return defineHandlers({
    getAccount: async (request) => account.session(request.actor!),
    switchAccount: async (request) => account.switchAccount(request.actor!, request.body),
    logout: async (request, reply) => {
      await account.logout(request.actor!);
      return reply.code(204).send();
    },
    validateLicenseAgreement: async (request) => account.licenseAgreement(request.actor!),
    acceptLicenseAgreement: async (request) => account.acceptLicenseAgreement(request.actor!, request.body?.version),
    updateUserAccount: async (request) => account.updateUserAccount(request.actor!, request.body),
  });
}
