// Reads of the refinement catalogue: taxonomy nodes with their translations, publishers, and
// which publishers a tenant presents. The catalogue is shared by all tenants; what a tenant
// sees of it is decided by the service.
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

export interface NodeRow {
  id: number;
  taxonomy: string;
  key: string;
  name: string;
  parentId: number | null;
  depth: number;
  position: number;
  displayFlag: string;
  publisherId: number | null;
  infoText: string | null;
}

export interface PublisherRow {
  id: number;
  key: string;
  name: string;
  searchKey: string;
  showBillboard: boolean;
  billboardName: string | null;
  billboardTitle: string | null;
  billboardLogo: string | null;
  logoFileName: string | null;
  isOtherContent: boolean;
  position: number;
}

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createRefinementsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    async nodes(): Promise<NodeRow[]> {
      return db.refinementNode.findMany({
        select: {
          id: true,
          taxonomy: true,
          key: true,
          name: true,
          parentId: true,
          depth: true,
          position: true,
          displayFlag: true,
          publisherId: true,
          infoText: true,
        },
        orderBy: [{ taxonomy: "asc" }, { depth: "asc" }, { position: "asc" }, { key: "asc" }],
      });
    },

    async translations(): Promise<{ nodeId: number; language: string; name: string }[]> {
      return db.refinementNodeTranslation.findMany({ select: { nodeId: true, language: true, name: true } });
    },

    async publishers(): Promise<PublisherRow[]> {
      return db.publisher.findMany({
        select: {
          id: true,
          key: true,
          name: true,
          searchKey: true,
          showBillboard: true,
          billboardName: true,
          billboardTitle: true,
          billboardLogo: true,
          logoFileName: true,
          isOtherContent: true,
          position: true,
        },
        orderBy: [{ position: "asc" }, { key: "asc" }],
      });
    },

    /** Publishers the tenant presents, in its order, with its own publisher marked. */
    async tenantPublishers(
      tenantId: number,
    ): Promise<readonly { publisherId: number; isOwn: boolean; position: number }[]> {
      return (await settings.of(tenantId)).publishers;
    },
  };
}

export type RefinementsRepo = ReturnType<typeof createRefinementsRepo>;
