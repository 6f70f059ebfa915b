// Short names for the contract's schemas the screens use.
import type { components } from "@norma/contracts/api-types";

export type Schemas = components["schemas"];
export type TenantConfig = Schemas["TenantConfig"];
export type AccountSession = Schemas["Session"];
export type ListedDocument = Schemas["ListedDocument"];
