// Version comparison (spec 1 §4, §7, §8):
//   - HTML: a request queues one compare per pair (idempotent, compare-scheduling.ts); the
//     result check says whether the result exists (header html-result-exist) and gives it;
//   - PDF: the redline when it exists (redline-exist-flag: true), else the newer PDF (false) while
//     the redline is queued; documents over the size limits (pages counted in the file when it
//     was stored, bytes), or whose redline the worker found too large, get 'The documents are too
//     large to be compare';
//   - the redline of a version against its predecessor, as a download (refused like any
//     download when the tenant reads in DRM mode or a document is not downloadable).
// Both documents must be editions of the same line, presented by the tenant and entitled.
// A redline counts only for the PDF files it was made from (the documents' current ones); a
// result whose file is gone is made again (compare-scheduling.ts).

import { createHtmlCompareOps } from "./compare-html-service.ts";
import { type CompareServiceDeps, createComparePairs } from "./compare-pairs.ts";
import { createPdfCompareOps } from "./compare-pdf-service.ts";

export { type CompareServiceDeps, TOO_LARGE } from "./compare-pairs.ts";

export function createCompareService(deps: CompareServiceDeps) {
  const pairs = createComparePairs(deps);
  return {
    ...createHtmlCompareOps(deps, pairs),
    ...createPdfCompareOps(deps, pairs),
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
