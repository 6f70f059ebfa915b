// The tenant's help PDFs (help_documents, stored as blobs): the help menu's files.
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { NotFound } from "../../lib/errors.ts";
import type { FileReply } from "./help-types.ts";

export interface HelpDocumentsServiceDeps {
  db: Db;
  storage: BlobStorage;
}

export function createHelpDocumentsService({ db, storage }: HelpDocumentsServiceDeps) {
  return {
    /** A help file of the tenant (default: the support guide as PDF). */
    async helpDocument(tenantId: number, title: string, format: string): Promise<FileReply> {
      const row = await db.helpDocument.findUnique({ where: { tenantId_title_format: { tenantId, title, format } } });
      if (!row || !(await storage.exists(row.storageKey)))
        throw new NotFound(`The help document ${title}.${format} does not exist`, "error.help.not-found");
      return {
        body: storage.stream(row.storageKey),
        byteSize: row.byteSize,
        contentType: row.contentType,
        filename: `${row.title}.${row.format}`,
      };
    },
  };
}
