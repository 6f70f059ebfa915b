// Anonymous company sessions by network address (auth-service.ts), and what the sign-in page is
// told about the caller's address.
import { type Actor, sessionAuthType } from "../../lib/actor.ts";
import { Forbidden, Unauthorized } from "../../lib/errors.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo } from "./auth-repo.ts";
import { normaliseAddress, type SignInCommon } from "./sign-in-common.ts";

export interface IpLoginServiceDeps {
  repo: AuthRepo;
  settings: TenantSettingsReader;
  tokens: TokenService;
  common: SignInCommon;
}

export function createIpLoginService({ repo, settings, tokens, common }: IpLoginServiceDeps) {
  const { hitAddress } = common;
  return {
    async authenticateByIp(tenant: TenantContext, remoteAddress: string) {
      const address = normaliseAddress(remoteAddress);
      await hitAddress(address);
      if (!(await settings.of(tenant.id)).ipLoginEnabled) {
        throw new Forbidden("This library does not offer sign-in by network address", {
          messageKey: "error.login.method-disabled",
        });
      }
      const account = await repo.findCompanyAccountByAddress(tenant.id, address);
      if (!account) {
        await repo.audit(tenant.id, address, "AUTHENTICATION_FAILURE", {
          message: "IP not registered",
          remoteAddress: address,
        });
        throw new Unauthorized(`No subscription is registered for the address ${address}`, "error.login.ip", address);
      }
      await repo.audit(tenant.id, account.acronym ?? account.name, "AUTHENTICATION_SUCCESS", {
        message: "IP",
        remoteAddress: address,
      });
      return {
        id_token: tokens.issue({
          userId: null,
          accountId: account.id,
          tenantCode: tenant.code,
          userType: "COMPANY",
          authType: "IP",
          authorities: [],
        }).token,
      };
    },

    async authenticationData(
      tenant: TenantContext,
      actor: Actor | null,
      meta: { requestId: string; remoteAddress: string },
    ) {
      const address = normaliseAddress(meta.remoteAddress);
      // A tenant that does not offer sign-in by address names no account to sign in as.
      const ipOffered = (await settings.of(tenant.id)).ipLoginEnabled;
      const account = ipOffered ? await repo.findCompanyAccountByAddress(tenant.id, address) : null;
      return {
        authType: actor ? sessionAuthType(actor) : account ? ("IP" as const) : null,
        requestId: meta.requestId,
        originatedIpAddress: address,
        originatedWhiteListedAccount: account ? account.name : null,
      };
    },
  };
}
