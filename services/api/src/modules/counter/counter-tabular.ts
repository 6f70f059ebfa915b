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

/** Rows (arrays of cells) of a tabular report. */
export function tabularRows(report: { Report_Header: Json; Report_Items: Json[] }, months: string[]): string[][] {
  const h = report.Report_Header;
  const filters = (h.Report_Filters ?? {}) as Json;
  const attributes = (h.Report_Attributes ?? {}) as Json;
  const exceptions = (h.Exceptions ?? []) as { Code: number; Message: string; Data?: string }[];
  const metricTypes = (filters.Metric_Type as string[] | undefined) ?? [];
  const header: string[][] = [
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

  // Items of an Item Report sit under their parent (or none).
  const items: { item: Json; parent: Json | null }[] = [];
  for (const entry of report.Report_Items) {
    if (Array.isArray(entry.Items)) {
      const parent = "Item_ID" in entry ? entry : null;
      for (const item of entry.Items as Json[]) items.push({ item, parent });
    } else items.push({ item: entry, parent: null });
  }
  const id = String(h.Report_ID);
  const nameColumn = id.startsWith("TR")
    ? "Title"
    : id.startsWith("IR")
      ? "Item"
      : id.startsWith("DR")
        ? "Database"
        : null;
  const shownAttributes = ATTRIBUTE_COLUMNS.filter((a) =>
    items.some(({ item }) => ((item.Attribute_Performance as Json[]) ?? []).some((ap) => a in ap)),
  );
  const hasParents = items.some((i) => i.parent);
  const columns = [
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
  const body: string[][] = [];
  for (const { item, parent } of items) {
    const ids = (item.Item_ID ?? {}) as Json;
    const parentIds = (parent?.Item_ID ?? {}) as Json;
    for (const ap of (item.Attribute_Performance as Json[]) ?? []) {
      const perf = (ap.Performance ?? {}) as Record<string, Record<string, number>>;
      for (const [metric, counts] of Object.entries(perf)) {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        body.push([
          ...(nameColumn ? [String(item[nameColumn] ?? "")] : []),
          ...(nameColumn ? [String(item.Publisher ?? ""), orgIds(item.Publisher_ID)] : []),
          String(item.Platform ?? ""),
          ...(nameColumn && nameColumn !== "Database"
            ? ID_COLUMNS.map((c) => String(ids[c === "Proprietary_ID" ? "Proprietary" : c] ?? ""))
            : []),
          ...(hasParents
            ? [
                String(parent?.Title ?? ""),
                String(parentIds.Proprietary ?? ""),
                String(parentIds.Print_ISSN ?? ""),
                String(parentIds.ISBN ?? ""),
              ]
            : []),
          ...shownAttributes.map((a) => String(ap[a] ?? "")),
          metric,
          String(total),
          ...months.map((m) => String(counts[m] ?? 0)),
        ]);
      }
    }
  }
  return [...header, columns, ...body];
}

/** A cell a spreadsheet would take for a formula is written as text. */
const inert = (s: string) => (/^[=+@]/.test(s) ? `'${s}` : s);

function csvCell(raw: string): string {
  const s = inert(raw);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** TSV: tabs and line breaks inside a cell become spaces (the format has no quoting). */
export function toTsv(rows: string[][]): string {
  return `${rows.map((r) => r.map((c) => inert(c.replace(/[\t\r\n]+/g, " "))).join("\t")).join("\r\n")}\r\n`;
}

export function toCsv(rows: string[][]): string {
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
