// Page numbers with '...' (spec 1 §2): the first and last page, the current page and its
// neighbours; gaps become '...'. Pages are 0-based; labels are 1-based.
export type PageItem = number | "gap-start" | "gap-end";

export function pageItems(current: number, totalPages: number, neighbours = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  if (totalPages <= 5 + 2 * neighbours) return Array.from({ length: totalPages }, (_, i) => i);
  const from = Math.max(1, current - neighbours);
  const to = Math.min(last - 1, current + neighbours);
  const items: PageItem[] = [0];
  // Show a page instead of '...' when the gap is one page.
  if (from > 2) items.push("gap-start");
  else if (from === 2) items.push(1);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < last - 2) items.push("gap-end");
  else if (to === last - 2) items.push(last - 1);
  items.push(last);
  return items;
}
