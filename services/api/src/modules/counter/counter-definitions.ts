// The COUNTER Release 5.1 reports this platform serves: the four COUNTER Reports (PR, DR, TR, IR)
// and their Standard Views, with what each may show. Names, metric types and data types are
// COUNTER's (COUNTER_API.json, cop5 section 4); the views' filters are fixed by COUNTER.

export type ReportLevel = "platform" | "database" | "title" | "item";

/** Columns an Attribute_Performance element of a report carries besides Performance. */
export type Attribute = "Data_Type" | "YOP" | "Access_Type" | "Access_Method";

export interface ReportDefinition {
  id: string;
  name: string;
  level: ReportLevel;
  description: string;
  /** A COUNTER Report (its filters and attributes are parameters) rather than a Standard View. */
  isMaster: boolean;
  /** The metric types it may show (a view shows exactly these). */
  metrics: readonly string[];
  /** Data types it shows (a view's are fixed; a report's are those its schema allows). */
  dataTypes: readonly string[];
  /** Views: Access_Type fixed to Controlled (the "(Controlled)" views). */
  controlledOnly?: boolean;
  /** The attributes a view always shows; a report shows those asked for in attributes_to_show. */
  attributes: readonly Attribute[];
  /** attributes_to_show values a report accepts (COUNTER's list, restricted to what we can give). */
  showable: readonly Attribute[];
  /** Parameters the report accepts besides the common ones (others answer Exception 3050). */
  parameters: readonly string[];
}

const ITEM_METRICS = [
  "Total_Item_Investigations",
  "Total_Item_Requests",
  "Unique_Item_Investigations",
  "Unique_Item_Requests",
] as const;
const TITLE_METRICS = ["Unique_Title_Investigations", "Unique_Title_Requests"] as const;
const DENIALS = ["Limit_Exceeded", "No_License"] as const;

/** The parameters every report takes. */
export const COMMON_PARAMETERS = ["customer_id", "requestor_id", "api_key", "platform", "begin_date", "end_date"];
const MASTER_PARAMETERS = ["metric_type", "data_type", "access_method", "attributes_to_show", "granularity"];

/** Data types the platform produces, item level (IR) and title level (PR, DR, TR). */
export const PLATFORM_DATA_TYPES = {
  item: ["Article", "Book_Segment", "Multimedia", "Other", "Standard"],
  title: ["Book", "Journal", "Multimedia", "Other", "Standard"],
} as const;

export const REPORTS: readonly ReportDefinition[] = [
  {
    id: "PR",
    name: "Platform Report",
    level: "platform",
    description: "Platform-level usage summarised by Metric_Type, with Data_Type and Access_Method.",
    isMaster: true,
    metrics: ["Searches_Platform", ...ITEM_METRICS, ...TITLE_METRICS],
    dataTypes: ["Platform", ...PLATFORM_DATA_TYPES.title],
    attributes: ["Data_Type"],
    showable: ["Access_Method"],
    parameters: [...MASTER_PARAMETERS, "attributed", "country_code", "subdivision_code"],
  },
  {
    id: "PR_P1",
    name: "Platform Usage",
    level: "platform",
    description: "Platform-level usage summarised by Metric_Type (searches and requests).",
    isMaster: false,
    metrics: ["Searches_Platform", "Total_Item_Requests", "Unique_Item_Requests", "Unique_Title_Requests"],
    dataTypes: ["Platform", ...PLATFORM_DATA_TYPES.title],
    attributes: ["Data_Type"],
    showable: [],
    parameters: [],
  },
  {
    id: "DR",
    name: "Database Report",
    level: "database",
    description: "Usage of the tenant's library as a database, by Metric_Type, Data_Type and Access_Method.",
    isMaster: true,
    metrics: [
      "Searches_Automated",
      "Searches_Federated",
      "Searches_Regular",
      ...ITEM_METRICS,
      ...TITLE_METRICS,
      ...DENIALS,
    ],
    dataTypes: ["Database_Full", ...PLATFORM_DATA_TYPES.title],
    attributes: ["Data_Type"],
    showable: ["Access_Method"],
    parameters: [...MASTER_PARAMETERS, "database", "attributed", "country_code", "subdivision_code"],
  },
  {
    id: "DR_D1",
    name: "Database Search and Item Usage",
    level: "database",
    description: "Searches and item usage of the database.",
    isMaster: false,
    metrics: ["Searches_Automated", "Searches_Federated", "Searches_Regular", ...ITEM_METRICS],
    dataTypes: ["Database_Full", ...PLATFORM_DATA_TYPES.title],
    attributes: [],
    showable: [],
    parameters: [],
  },
  {
    id: "DR_D2",
    name: "Database Access Denied",
    level: "database",
    description: "Access to the database refused (no licence, limit exceeded).",
    isMaster: false,
    metrics: DENIALS,
    dataTypes: ["Database_Full"],
    attributes: [],
    showable: [],
    parameters: [],
  },
  {
    id: "TR",
    name: "Title Report",
    level: "title",
    description:
      "Usage of titles (standards, books, journals) by Metric_Type, Data_Type, YOP, Access_Type and Access_Method.",
    isMaster: true,
    metrics: [...ITEM_METRICS, ...TITLE_METRICS, ...DENIALS],
    dataTypes: ["Book", "Journal", "Other", "Standard"],
    attributes: ["Data_Type"],
    showable: ["YOP", "Access_Type", "Access_Method"],
    parameters: [
      ...MASTER_PARAMETERS,
      "access_type",
      "yop",
      "item_id",
      "attributed",
      "country_code",
      "subdivision_code",
    ],
  },
  {
    id: "TR_B1",
    name: "Book Requests (Controlled)",
    level: "title",
    description: "Requests of books, controlled access.",
    isMaster: false,
    metrics: ["Total_Item_Requests", "Unique_Title_Requests"],
    dataTypes: ["Book", "Reference_Work"],
    controlledOnly: true,
    attributes: ["Data_Type", "YOP"],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_B2",
    name: "Book Access Denied",
    level: "title",
    description: "Access to books refused.",
    isMaster: false,
    metrics: DENIALS,
    dataTypes: ["Book", "Reference_Work"],
    attributes: ["Data_Type", "YOP"],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_B3",
    name: "Book Usage by Access Type",
    level: "title",
    description: "Investigations and requests of books by Access_Type.",
    isMaster: false,
    metrics: [...ITEM_METRICS, ...TITLE_METRICS],
    dataTypes: ["Book", "Reference_Work"],
    attributes: ["Data_Type", "YOP", "Access_Type"],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_J1",
    name: "Journal Requests (Controlled)",
    level: "title",
    description: "Requests of journals, controlled access.",
    isMaster: false,
    metrics: ["Total_Item_Requests", "Unique_Item_Requests"],
    dataTypes: ["Journal"],
    controlledOnly: true,
    attributes: [],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_J2",
    name: "Journal Access Denied",
    level: "title",
    description: "Access to journals refused.",
    isMaster: false,
    metrics: DENIALS,
    dataTypes: ["Journal"],
    attributes: [],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_J3",
    name: "Journal Usage by Access Type",
    level: "title",
    description: "Investigations and requests of journals by Access_Type.",
    isMaster: false,
    metrics: ITEM_METRICS,
    dataTypes: ["Journal"],
    attributes: ["Access_Type"],
    showable: [],
    parameters: [],
  },
  {
    id: "TR_J4",
    name: "Journal Requests by YOP (Controlled)",
    level: "title",
    description: "Requests of journals by year of publication, controlled access.",
    isMaster: false,
    metrics: ["Total_Item_Requests", "Unique_Item_Requests"],
    dataTypes: ["Journal"],
    controlledOnly: true,
    attributes: ["YOP"],
    showable: [],
    parameters: [],
  },
  {
    id: "IR",
    name: "Item Report",
    level: "item",
    description: "Usage of items (standards, articles, book segments, videos) by Metric_Type and attributes.",
    isMaster: true,
    metrics: [...ITEM_METRICS, ...DENIALS],
    dataTypes: ["Article", "Book_Segment", "Multimedia", "Other", "Standard"],
    attributes: ["Data_Type"],
    showable: ["YOP", "Access_Type", "Access_Method"],
    parameters: [
      ...MASTER_PARAMETERS,
      "access_type",
      "yop",
      "item_id",
      "include_parent_details",
      "include_component_details",
      "author",
      "attributed",
      "country_code",
      "subdivision_code",
    ],
  },
  {
    id: "IR_A1",
    name: "Journal Article Requests",
    level: "item",
    description: "Requests of journal articles.",
    isMaster: false,
    metrics: ["Total_Item_Requests", "Unique_Item_Requests"],
    dataTypes: ["Article"],
    attributes: ["Access_Type"],
    showable: [],
    parameters: [],
  },
  {
    id: "IR_M1",
    name: "Multimedia Item Requests",
    level: "item",
    description: "Requests of multimedia items (videos).",
    isMaster: false,
    metrics: ["Total_Item_Requests", "Unique_Item_Requests"],
    dataTypes: ["Audiovisual", "Image", "Interactive_Resource", "Multimedia", "Sound"],
    attributes: ["Data_Type"],
    showable: [],
    parameters: [],
  },
];

export const REPORT_BY_PATH = new Map(REPORTS.map((r) => [r.id.toLowerCase(), r]));
