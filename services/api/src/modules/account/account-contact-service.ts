// The user's contact details for the selected account (spec 3 §5): checked, then written.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { AccountRepo } from "./account-repo.ts";

/** The body of PUT /api/account/userAccount, as the contract has it. */
export type UserAccountInput = components["schemas"]["UserAccountUpdate"];

export function createContactDetailsOps(deps: { repo: AccountRepo }) {
  const { repo } = deps;
  return {
    async updateUserAccount(actor: Actor, input: UserAccountInput) {
      if (actor.accountId === null) {
        throw new BadRequest("Choose an account first", {
          messageKey: "error.account.none-selected",
          params: "userAccount",
        });
      }
      const clean = (v: string | undefined) => (v === undefined ? undefined : v.trim());
      const country = input.country.trim().toUpperCase();
      const state = clean(input.state)?.toUpperCase() ?? "";
      const fieldErrors = [];
      if (!(await repo.metaDataCodes("COUNTRY")).has(country)) {
        fieldErrors.push({
          objectName: "userAccount",
          field: "country",
          message: "Pattern",
          detail: "is not an ISO 3166 country",
        });
      }
      if (country === "US") {
        if (!state)
          fieldErrors.push({
            objectName: "userAccount",
            field: "state",
            message: "NotNull",
            detail: "is required for the US",
          });
        else if (!(await repo.metaDataCodes("STATE")).has(state)) {
          fieldErrors.push({
            objectName: "userAccount",
            field: "state",
            message: "Pattern",
            detail: "is not a US state",
          });
        }
      } else if (state) {
        fieldErrors.push({
          objectName: "userAccount",
          field: "state",
          message: "Null",
          detail: "is only used when the country is US",
        });
      }
      for (const f of ["address1", "city", "postalCode"] as const) {
        if (!input[f].trim())
          fieldErrors.push({ objectName: "userAccount", field: f, message: "NotBlank", detail: "must not be blank" });
      }
      if (fieldErrors.length)
        throw new BadRequest(fieldErrors.map((f) => `${f.field} ${f.detail}`).join("; "), { fieldErrors });
      const row = await repo.upsertUserAccount(actor.tenantId, actor.userId!, actor.accountId, {
        firstName: clean(input.firstName),
        lastName: clean(input.lastName),
        companyName: clean(input.companyName),
        address1: clean(input.address1),
        address2: clean(input.address2) ?? null,
        city: clean(input.city),
        state: country === "US" ? state : null,
        postalCode: clean(input.postalCode),
        country,
        mobile: clean(input.mobile) ?? null,
      });
      return {
        id: row.id,
        accountId: row.accountId,
        firstName: row.firstName,
        lastName: row.lastName,
        companyName: row.companyName,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
        country: row.country,
        mobile: row.mobile,
      };
    },
  };
}
