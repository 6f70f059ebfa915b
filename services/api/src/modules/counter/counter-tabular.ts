// A COUNTER JSON report as a tabular report (COUNTER R5.1 section 3.2: the header rows, a blank
// row, the column headings and a row per item, attribute values and metric type, with the
// reporting period's total and a column per month), as TSV or CSV.

type Json = Record<string, unknown>;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ATTRIBUTE_COLUMNS = ["Data_Type", "YOP", "Access_Type", "Access_Method"];
const ID_COLUMNS = ["DOI", "Proprietary_ID", "ISBN", "Print_ISSN", "Online_ISSN", "URI"];

const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]}-${ym.slice(0, 4)}`;

function orgIds(v: unknown): string {
  if (!v || typeof v !== "object") return "";
  return Object.entries(v as Record<string, unknown>)
    .flatMap(([k, list]) => (Array.isArray(list) ? list.map((x) => `${k}:${x}`) : [`${k}:${list}`]))
    .join("; ");
}

function filtersText(filters: Json): string {
  return Object.entries(filters)
    .filter(([k]) => k !== "Begin_Date" && k !== "End_Date" && k !== "Metric_Type")
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join("|") : String(v)}`)
    .join("; ");
}

/** The header rows of a tabular report and the blank row under them. */
export function headerRows(h: Json): string[][] {
  const filters = (h.Report_Filters ?? {}) as Json;
  const attributes = (h.Report_Attributes ?? {}) as Json;
  const exceptions = (h.Exceptions ?? []) as { Code: number; Message: string; Data?: string }[];
  const metricTypes = (filters.Metric_Type as string[] | undefined) ?? [];
  return [
    ["Report_Name", String(h.Report_Name)],
    ["Report_ID", String(h.Report_ID)],
    ["Release", "5.1"],
    ["Institution_Name", String(h.Institution_Name)],
    ["Institution_ID", orgIds(h.Institution_ID)],
    ["Metric_Types", metricTypes.join("; ")],
    ["Report_Filters", filtersText(filters)],
    [
      "Report_Attributes",
      Object.entries(attributes)
        .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join("|") : String(v)}`)
        .join("; "),
    ],
    ["Exceptions", exceptions.map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ""}`).join("; ")],
    ["Reporting_Period", `Begin_Date=${filters.Begin_Date}; End_Date=${filters.End_Date}`],
    ["Created", String(h.Created)],
    ["Created_By", String(h.Created_By)],
    ["Registry_Record", String(h.Registry_Record ?? "")],
    [],
  ];
}

/** The column naming each row's title, item or database, by the report's id (none in a PR). */
export function nameColumnOf(reportId: string): string | null {
  return reportId.startsWith("TR")
    ? "Title"
    : reportId.startsWith("IR")
      ? "Item"
      : reportId.startsWith("DR")
        ? "Database"
        : null;
}

/** The column headings. */
export function columnHeadings(
  nameColumn: string | null,
  hasParents: boolean,
  shownAttributes: string[],
  months: string[],
): string[] {
  return [
    ...(nameColumn ? [nameColumn] : []),
    ...(nameColumn ? ["Publisher", "Publisher_ID"] : []),
    "Platform",
    ...(nameColumn && nameColumn !== "Database" ? ID_COLUMNS : []),
    ...(hasParents ? ["Parent_Title", "Parent_Proprietary_ID", "Parent_Print_ISSN", "Parent_ISBN"] : []),
    ...shownAttributes,
    "Metric_Type",
    "Reporting_Period_Total",
    ...months.map(monthLabel),
  ];
}

/** The cells that name an item, before its parent's and its attribute values. */
export function itemCells(item: Json, nameColumn: string | null): string[] {
  const ids = (item.Item_ID ?? {}) as Json;
  return [
    ...(nameColumn ? [String(item[nameColumn] ?? "")] : []),
    ...(nameColumn ? [String(item.Publisher ?? ""), orgIds(item.Publisher_ID)] : []),
    String(item.Platform ?? ""),
    ...(nameColumn && nameColumn !== "Database"
      ? ID_COLUMNS.map((c) => String(ids[c === "Proprietary_ID" ? "Proprietary" : c] ?? ""))
      : []),
  ];
}

/** The parent's cells (blank without a parent). */
export function parentCells(parent: Json | null): string[] {
  const parentIds = (parent?.Item_ID ?? {}) as Json;
  return [
    String(parent?.Title ?? ""),
    String(parentIds.Proprietary ?? ""),
    String(parentIds.Print_ISSN ?? ""),
    String(parentIds.ISBN ?? ""),
  ];
}

/** The attribute columns a tabular report may have, in their order. */
export const TABULAR_ATTRIBUTES = ATTRIBUTE_COLUMNS;

/** Per metric type of an Attribute_Performance element: the metric, the period's total and each month's count. */
export function performanceCells(ap: Json, months: string[]): string[][] {
  const perf = (ap.Performance ?? {}) as Record<string, Record<string, number>>;
  return Object.entries(perf).map(([metric, counts]) => {
    let total = 0;
    for (const n of Object.values(counts)) total += n;
    return [metric, String(total), ...months.map((m) => String(counts[m] ?? 0))];
  });
}

/** Rows (arrays of cells) of a tabular report built whole from its JSON (the platform and database reports). */
export function tabularRows(report: { Report_Header: Json; Report_Items: Json[] }, months: string[]): string[][] {
  const h = report.Report_Header;
  // Items of an Item Report sit under their parent (or none).
  const items: { item: Json; parent: Json | null }[] = [];
  for (const entry of report.Report_Items) {
    if (Array.isArray(entry.Items)) {
      const parent = "Item_ID" in entry ? entry : null;
      for (const item of entry.Items as Json[]) items.push({ item, parent });
    } else items.push({ item: entry, parent: null });
  }
  const nameColumn = nameColumnOf(String(h.Report_ID));
  const shownAttributes = ATTRIBUTE_COLUMNS.filter((a) =>
    items.some(({ item }) => ((item.Attribute_Performance as Json[]) ?? []).some((ap) => a in ap)),
  );
  const hasParents = items.some((i) => i.parent);
  const body: string[][] = [];
  for (const { item, parent } of items) {
    const named = itemCells(item, nameColumn);
    const ofParent = hasParents ? parentCells(parent) : [];
    for (const ap of (item.Attribute_Performance as Json[]) ?? []) {
      const attrs = shownAttributes.map((a) => String(ap[a] ?? ""));
      for (const cells of performanceCells(ap, months)) body.push([...named, ...ofParent, ...attrs, ...cells]);
    }
  }
  return [...headerRows(h), columnHeadings(nameColumn, hasParents, shownAttributes, months), ...body];
}

/** A cell a spreadsheet would take for a formula is written as text. */
const inert = (s: string) => (/^[=+@]/.test(s) ? `'${s}` : s);

function csvCell(raw: string): string {
  const s = inert(raw);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** TSV's cell: tabs and line breaks inside a cell become spaces (the format has no quoting). */
export const tsvCell = (c: string) => inert(c.replace(/[\t\r\n]+/g, " "));

/** A tabular format: how a cell is written and what separates cells. */
export interface TabularFormat {
  cell: (raw: string) => string;
  separator: string;
}

export const TSV: TabularFormat = { cell: tsvCell, separator: "\t" };
export const CSV: TabularFormat = { cell: csvCell, separator: "," };

/** One row as a line of the format, its line break included. */
export const lineOf = (format: TabularFormat, cells: string[]) =>
  `${cells.map(format.cell).join(format.separator)}\r\n`;

export function toTsv(rows: string[][]): string {
  return rows.map((r) => lineOf(TSV, r)).join("");
}

export function toCsv(rows: string[][]): string {
  return rows.map((r) => lineOf(CSV, r)).join("");
}
