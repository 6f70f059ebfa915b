// Well-known families generated first, so every catalogue (even the test one) has them with
// complete version chains, translations and supplements. Titles are catalogue metadata; the
// bodies generated for them are synthetic.

export interface AnchorDef {
  publisher: string;
  /** Committee or sub-committee code (data/committees.ts). */
  committee: string;
  documentType: string;
  family: string;
  designationNo: string;
  parts?: Record<string, string | number | boolean>;
  title: string;
  /** English terms of the domain vocabulary (for translations and body text). */
  property?: string;
  material?: string;
  product?: string;
  activity?: string;
  /** Edition years, oldest first; "2022a" marks a second revision in one year. */
  years: (number | string)[];
  /** SAE J reports: months of the editions. */
  months?: number[];
  /** IEC: the editions that consolidate amendments onto a base edition. */
  iec?: { baseYear: number; amendments: number[] }[];
  translations?: { language: string; title: string; previous?: boolean }[];
  supplement?: boolean;
  video?: boolean;
  workItem?: boolean;
  elearning?: boolean;
  reapproved?: number;
  /** The family's current edition is withdrawn without a replacement (cited, it is "withdrawn"). */
  withdrawn?: boolean;
}

export const ANCHORS: AnchorDef[] = [
  {
    publisher: "ASTM",
    committee: "D30.04",
    documentType: "Test Method",
    family: "D3039",
    designationNo: "D3039/D3039M",
    title: "Standard Test Method for Tensile Properties of Polymer Matrix Composite Materials",
    property: "Tensile Properties",
    material: "Polymer Matrix Composite Materials",
    years: [2000, 2008, 2014, 2017],
    translations: [
      {
        language: "es-ES",
        title:
          "Método de ensayo normalizado para propiedades de tracción de materiales compuestos de matriz polimérica",
        previous: true,
      },
      {
        language: "fr-FR",
        title:
          "Méthode d'essai normalisée pour la détermination des propriétés en traction des matériaux composites à matrice polymère",
      },
    ],
    supplement: true,
    video: true,
    workItem: true,
    elearning: true,
  },
  {
    publisher: "ISO",
    committee: "TC 176/SC 2",
    documentType: "Standard",
    family: "9001",
    designationNo: "9001",
    title: "Quality management systems — Requirements",
    product: "Quality management systems - Requirements",
    material: "Quality Management Systems",
    years: [2000, 2008, 2015],
    supplement: true,
  },
  {
    publisher: "IEC",
    committee: "SC 62A",
    documentType: "Standard",
    family: "60601-1",
    designationNo: "60601-1",
    title: "Medical electrical equipment — Part 1: General requirements for basic safety and essential performance",
    property: "Basic Safety and Essential Performance",
    material: "Medical Electrical Equipment",
    years: [1988, 2005, 2012, 2020],
    iec: [
      { baseYear: 1988, amendments: [] },
      { baseYear: 2005, amendments: [] },
      { baseYear: 2005, amendments: [2012] },
      { baseYear: 2005, amendments: [2012, 2020] },
    ],
  },
  {
    publisher: "API",
    committee: "SC 5",
    documentType: "Specification",
    family: "Spec 5L",
    designationNo: "Spec 5L",
    parts: { series: "Spec" },
    title: "Specification for Line Pipe",
    product: "Line Pipe",
    years: [2007, 2012, 2018],
    supplement: true,
  },
  {
    publisher: "AWWA",
    committee: "PVC",
    documentType: "Standard",
    family: "C900",
    designationNo: "C900",
    title:
      "Polyvinyl Chloride (PVC) Pressure Pipe and Fabricated Fittings, 4 In. Through 60 In. (100 mm Through 1,500 mm)",
    product: "Polyvinyl Chloride (PVC) Pressure Pipe and Fabricated Fittings, 4 In. Through 60 In.",
    years: [2007, 2016, 2022],
  },
  {
    publisher: "SAE",
    committee: "VNHD",
    documentType: "Recommended Practice",
    family: "J1939-21",
    designationNo: "J1939-21",
    parts: { series: "J" },
    title: "Data Link Layer",
    property: "Data Link Layer",
    material: "Heavy Duty Vehicles",
    years: [2016, 2018, 2022],
    months: [4, 10, 7],
  },
  {
    publisher: "UNE",
    committee: "CTN 76",
    documentType: "Standard",
    family: "EN 1090-2",
    designationNo: "EN 1090-2",
    parts: { prefix: "UNE-" },
    title:
      "Ejecución de estructuras de acero y aluminio. Parte 2: Requisitos técnicos para la ejecución de estructuras de acero",
    property: "Execution Requirements",
    material: "Steel Structures",
    years: [2011, 2019],
  },
  {
    publisher: "AASHTO",
    committee: "TS 1c",
    documentType: "Test Method",
    family: "T 27",
    designationNo: "T 27",
    title: "Standard Method of Test for Sieve Analysis of Fine and Coarse Aggregates",
    property: "Sieve Analysis",
    material: "Aggregates",
    years: [2011, 2014, 2020],
  },
  {
    publisher: "ASTM",
    committee: "D20.10",
    documentType: "Test Method",
    family: "D638",
    designationNo: "D638",
    title: "Standard Test Method for Tensile Properties of Plastics",
    property: "Tensile Properties",
    material: "Plastics",
    years: [2003, 2010, 2014, 2022],
    translations: [
      { language: "es-ES", title: "Método de ensayo normalizado para propiedades de tracción de plásticos" },
    ],
    video: true,
    workItem: true,
  },
  {
    publisher: "ACI",
    committee: "318",
    documentType: "Code",
    family: "318",
    designationNo: "318",
    title: "Building Code Requirements for Structural Concrete",
    product: "Ready-Mixed Concrete",
    years: [2008, 2011, 2014, 2019],
  },
  {
    publisher: "AWS",
    committee: "D1Q",
    documentType: "Code",
    family: "D1.1",
    designationNo: "D1.1/D1.1M",
    title: "Structural Welding Code — Steel",
    product: "Structural Welding Code - Steel",
    years: [2010, 2015, 2020],
  },
  {
    publisher: "AATCC",
    committee: "RA88",
    documentType: "Test Method",
    family: "TM 135",
    designationNo: "TM 135",
    title: "Test Method for Dimensional Changes of Fabrics after Home Laundering",
    property: "Dimensional Changes after Home Laundering",
    material: "Fabrics",
    years: [2012, 2015, 2018],
  },
  {
    publisher: "CGA",
    committee: "OXC",
    documentType: "Standard",
    family: "G-4.1",
    designationNo: "G-4.1",
    title: "Cleaning Equipment for Oxygen Service",
    product: "Cleaning Equipment for Oxygen Service",
    years: [2009, 2018],
  },
  {
    publisher: "IES",
    committee: "TPC",
    documentType: "Test Method",
    family: "LM-79",
    designationNo: "LM-79",
    title: "Approved Method: Optical and Electrical Measurements of Solid-State Lighting Products",
    property: "Electrical and Photometric Measurements",
    material: "Solid-State Lighting Products",
    years: [2008, 2019],
  },
  {
    publisher: "UOP",
    committee: "AMC",
    documentType: "Test Method",
    family: "163",
    designationNo: "163",
    title: "Hydrogen Sulfide and Mercaptan Sulfur in Liquid Hydrocarbons by Potentiometric Titration",
    property: "Sulfur Content",
    material: "Petroleum Products",
    years: [2005, 2010, 2019],
    withdrawn: true,
  },
  {
    publisher: "CFR",
    committee: "PHMSA",
    documentType: "Regulation",
    family: "49-192",
    designationNo: "49 CFR 192",
    parts: { title: 49, part: 192 },
    title: "Transportation of Natural and Other Gas by Pipeline: Minimum Federal Safety Standards",
    product: "Line Pipe",
    years: [2022, 2023, 2024],
  },
  {
    publisher: "QCS",
    committee: "QCSTC",
    documentType: "Construction Specification",
    family: "S5-P3",
    designationNo: "Section 5 Part 3",
    parts: { section: 5, part: 3 },
    title: "Concrete — Part 3: Concrete Accessories",
    product: "Concrete Works",
    years: [2010, 2014, 2024],
  },
  {
    publisher: "ASTM",
    committee: "C09.61",
    documentType: "Test Method",
    family: "C39",
    designationNo: "C39/C39M",
    title: "Standard Test Method for Compressive Strength of Cylindrical Concrete Specimens",
    property: "Compressive Strength",
    material: "Cylindrical Concrete Specimens",
    years: [2015, 2018, 2020, 2021],
    translations: [
      { language: "de-DE", title: "Standard-Prüfverfahren für Druckfestigkeit von zylindrischen Betonprobekörpern" },
    ],
    workItem: true,
  },
  {
    publisher: "ASTM",
    committee: "E28.04",
    documentType: "Test Method",
    family: "E8",
    designationNo: "E8/E8M",
    title: "Standard Test Methods for Tension Testing of Metallic Materials",
    property: "Tension Testing",
    material: "Metallic Materials",
    years: [2013, 2016, 2021, 2022, "2022a"],
    elearning: true,
  },
  {
    publisher: "ISO",
    committee: "TC 61/SC 2",
    documentType: "Standard",
    family: "527-1",
    designationNo: "527-1",
    title: "Plastics — Determination of tensile properties — Part 1: General principles",
    property: "Tensile Properties",
    material: "Plastics",
    years: [1993, 2012, 2019],
  },
  {
    publisher: "ASTM",
    committee: "A01.02",
    documentType: "Specification",
    family: "A36",
    designationNo: "A36/A36M",
    title: "Standard Specification for Carbon Structural Steel",
    product: "Carbon Structural Steel",
    material: "Carbon Structural Steel",
    years: [2014, 2019],
    translations: [{ language: "pt-BR", title: "Especificação padrão para aço estrutural carbono" }],
  },
  {
    publisher: "API",
    committee: "SC 2",
    documentType: "Recommended Practice",
    family: "RP 2A-WSD",
    designationNo: "RP 2A-WSD",
    parts: { series: "RP" },
    title: "Planning, Designing, and Constructing Fixed Offshore Platforms—Working Stress Design",
    activity: "Planning, Designing and Constructing Fixed Offshore Platforms",
    years: [2000, 2007, 2014],
  },
  {
    publisher: "ASTM",
    committee: "F15.22",
    documentType: "Specification",
    family: "F963",
    designationNo: "F963",
    title: "Standard Consumer Safety Specification for Toy Safety",
    product: "Consumer Safety Specification for Toy Safety",
    years: [2017, 2023],
  },
  {
    publisher: "ASTM",
    committee: "D11.10",
    documentType: "Test Method",
    family: "D2240",
    designationNo: "D2240",
    title: "Standard Test Method for Rubber Property—Durometer Hardness",
    property: "Rubber Property-Durometer Hardness",
    material: "Vulcanized Rubber",
    years: [2005, 2015],
    reapproved: 2021,
  },
];
