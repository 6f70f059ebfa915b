// A review for auditors as CSV (issue 28): a block naming the document, the change, the reviewers,
// the due date and the sign-off, then one row per item with its decision, comment, action and who
// decided when, and for an action whether it is done (by whom, when, with what comment). UTF-8
// with a byte-order mark (spreadsheets read it as UTF-8); a cell a spreadsheet would read as a
// formula is written as text.
import type { Review } from "./reviews-shapes.ts";

/** A cell starting with = + - @ (or a tab or carriage return) is prefixed with ' so it stays text. */
const inert = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export function csvCell(raw: string | number | null | undefined): string {
  const s = inert(raw === null || raw === undefined ? "" : String(raw));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

const detailText = (i: Review["itemList"][number]) => {
  const d = i.detail as Record<string, unknown>;
  if (i.kind === "CLAUSE") return [d.change, d.quote].filter(Boolean).join(": ");
  if (i.kind === "COMPASS_POINT") return String(d.placement ?? "");
  return [d.title, d.kind].filter(Boolean).join(" / ");
};

export function reviewCsv(r: Review): string {
  const head = [
    line(["Review", r.id]),
    line(["Document", `${r.document.designation} ${r.document.title}`]),
    line(["Previous edition", r.previousDocument ? r.previousDocument.designation : ""]),
    line(["Change", r.change]),
    line(["Opened", r.openedAt, r.openedBy?.name ?? r.origin]),
    line(["Due date", r.dueDate]),
    line(["Reviewers", r.reviewers.map((p) => p.name).join("; ")]),
    line(["Reviewer group", r.reviewerGroup?.name ?? ""]),
    line(["Status", r.status]),
    line(["Signed off by", r.signOff?.name ?? "", r.signOff?.at ?? "", r.signOff?.comment ?? ""]),
    "\r\n",
  ];
  const columns = line([
    "Kind",
    "Item",
    "Detail",
    "Decision",
    "Comment",
    "Action owner",
    "Action due date",
    "Decided by",
    "Decided at",
    "Action done by",
    "Action done at",
    "Action done comment",
  ]);
  const rows = r.itemList.map((i) =>
    line([
      i.kind,
      i.label,
      detailText(i),
      i.decision,
      i.comment,
      i.actionOwner?.name,
      i.actionDueDate,
      i.decidedBy?.name,
      i.decidedAt,
      i.actionDone?.by.name,
      i.actionDone?.at,
      i.actionDone?.comment,
    ]),
  );
  return `\uFEFF${head.join("")}${columns}${rows.join("")}`;
}
