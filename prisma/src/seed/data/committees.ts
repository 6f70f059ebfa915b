// Committees per publisher, with sub-committees. A committee belongs to a subject domain, which
// decides the vocabulary and classifications of the documents it is responsible for.

export interface CommitteeDef {
  /** Short code as the publisher writes it: D30, TC 61, SC 5 ... */
  code: string;
  name: string;
  domain: string;
  /** Letter used by designations (ASTM D30 -> D), when the publisher has such a scheme. */
  letter?: string;
  subs: { code: string; name: string; domain?: string }[];
}

const c = (
  code: string,
  name: string,
  domain: string,
  subs: [string, string, string?][] = [],
  letter?: string,
): CommitteeDef => ({
  code,
  name,
  domain,
  letter,
  subs: subs.map(([sc, sn, sd]) => ({ code: sc, name: sn, domain: sd })),
});

export const COMMITTEES: Record<string, CommitteeDef[]> = {
  ASTM: [
    c("D30", "Composite Materials", "composites", [
      ["D30.04", "Lamina and Laminate Test Methods"],
      ["D30.05", "Structural Test Methods"],
      ["D30.06", "Interlaminar Properties"],
      ["D30.09", "Sandwich Construction"],
    ]),
    c("D20", "Plastics", "plastics", [
      ["D20.10", "Mechanical Properties"],
      ["D20.12", "Olefin Plastics"],
      ["D20.30", "Thermal Properties"],
      ["D20.96", "Environmentally Degradable Plastics and Biobased Products"],
    ]),
    c("D11", "Rubber and Rubber-like Materials", "plastics", [
      ["D11.10", "Physical Testing"],
      ["D11.12", "Processability Tests"],
    ]),
    c("A01", "Steel, Stainless Steel and Related Alloys", "metals", [
      ["A01.02", "Structural Steel for Bridges, Buildings, Rolling Stock and Ships"],
      ["A01.09", "Carbon Steel Tubular Products"],
      ["A01.10", "Stainless and Alloy Steel Tubular Products"],
      ["A01.05", "Steel Reinforcement"],
    ]),
    c("A05", "Metallic-Coated Iron and Steel Products", "corrosion", [
      ["A05.11", "Sheet Specifications"],
      ["A05.13", "Structural Shapes and Hardware Specifications"],
    ]),
    c("B07", "Light Metals and Alloys", "metals", [
      ["B07.03", "Aluminum Alloy Wrought Products"],
      ["B07.04", "Magnesium Alloy Cast and Wrought Products"],
    ]),
    c("C01", "Cement", "concrete", [
      ["C01.10", "Hydraulic Cements for General Concrete Construction"],
      ["C01.31", "Volume Change"],
    ]),
    c("C09", "Concrete and Concrete Aggregates", "concrete", [
      ["C09.20", "Normal Weight Aggregates"],
      ["C09.40", "Ready-Mixed Concrete"],
      ["C09.60", "Testing Fresh Concrete"],
      ["C09.61", "Testing for Strength"],
    ]),
    c("D01", "Paint and Related Coatings, Materials, and Applications", "corrosion", [
      ["D01.23", "Physical Properties of Applied Paint Films"],
      ["D01.27", "Accelerated Testing"],
    ]),
    c("D02", "Petroleum Products, Liquid Fuels, and Lubricants", "petroleum", [
      ["D02.04", "Hydrocarbon Analysis"],
      ["D02.07", "Flow Properties"],
      ["D02.08", "Volatility"],
      ["D02.B0", "Automotive Lubricants"],
    ]),
    c("D04", "Road and Paving Materials", "roads", [
      ["D04.20", "Mechanical Tests of Asphalt Mixtures"],
      ["D04.46", "Durability and Distillation Tests"],
    ]),
    c("D13", "Textiles", "textiles", [
      ["D13.58", "Yarns and Fibers"],
      ["D13.60", "Fabric Test Methods, Specific"],
    ]),
    c("D18", "Soil and Rock", "roads", [
      ["D18.03", "Texture, Plasticity and Density Characteristics of Soils"],
      ["D18.05", "Strength and Compressibility of Soils"],
    ]),
    c("D19", "Water", "waterquality", [
      ["D19.05", "Inorganic Constituents in Water"],
      ["D19.06", "Methods for Analysis for Organic Substances in Water"],
    ]),
    c("E05", "Fire Standards", "fire", [
      ["E05.11", "Fire Resistance"],
      ["E05.22", "Surface Burning"],
    ]),
    c("E08", "Fatigue and Fracture", "mechtest", [
      ["E08.05", "Cyclic Deformation and Fatigue Crack Formation"],
      ["E08.06", "Crack Growth Behavior"],
      ["E08.07", "Fracture Mechanics"],
    ]),
    c("E11", "Quality and Statistics", "quality", [
      ["E11.20", "Test Method Evaluation and Quality Control"],
      ["E11.30", "Statistical Quality Control"],
    ]),
    c("E28", "Mechanical Testing", "mechtest", [
      ["E28.04", "Uniaxial Testing"],
      ["E28.06", "Indentation Hardness Testing"],
    ]),
    c("E60", "Sustainability", "environment", [["E60.01", "Buildings and Construction"]]),
    c("F04", "Medical and Surgical Materials and Devices", "medical", [
      ["F04.15", "Material Test Methods"],
      ["F04.22", "Arthroplasty"],
    ]),
    c("F15", "Consumer Products", "consumer", [
      ["F15.18", "Cribs, Toddler Beds, Play Yards, Bassinets, Cradles and Changing Tables"],
      ["F15.22", "Toy Safety"],
    ]),
    c("F17", "Plastic Piping Systems", "pipes", [
      ["F17.26", "Olefin Based Pipe"],
      ["F17.40", "Test Methods"],
    ]),
    c("F42", "Additive Manufacturing Technologies", "additive", [
      ["F42.01", "Test Methods"],
      ["F42.05", "Materials and Processes"],
    ]),
    c("G01", "Corrosion of Metals", "corrosion", [
      ["G01.05", "Laboratory Corrosion Tests"],
      ["G01.11", "Electrochemical Measurements in Corrosion Testing"],
    ]),
    c("G04", "Compatibility and Sensitivity of Materials in Oxygen Enriched Atmospheres", "gases", [
      ["G04.01", "Test Methods"],
    ]),
  ],
  ISO: [
    c("TC 61", "Plastics", "plastics", [
      ["TC 61/SC 2", "Mechanical behavior"],
      ["TC 61/SC 13", "Composites and reinforcement fibres", "composites"],
    ]),
    c("TC 17", "Steel", "metals", [["TC 17/SC 4", "Heat treatable and alloy steels"]]),
    c("TC 71", "Concrete, reinforced concrete and pre-stressed concrete", "concrete"),
    c("TC 67", "Oil and gas industries including lower carbon energy", "petroleum", [
      ["TC 67/SC 2", "Pipeline transportation systems"],
    ]),
    c("TC 22", "Road vehicles", "automotive", [["TC 22/SC 31", "Data communication"]]),
    c("TC 147", "Water quality", "waterquality"),
    c("TC 176", "Quality management and quality assurance", "quality", [["TC 176/SC 2", "Quality systems"]]),
    c("TC 207", "Environmental management", "environment"),
    c("TC 261", "Additive manufacturing", "additive"),
    c("TC 164", "Mechanical testing of metals", "mechtest", [
      ["TC 164/SC 4", "Fatigue, fracture and toughness testing"],
    ]),
    c("TC 181", "Safety of toys", "consumer"),
    c("TC 92", "Fire safety", "fire"),
    c("TC 58", "Gas cylinders", "gases"),
    c("TC 44", "Welding and allied processes", "welding"),
    c("TC 38", "Textiles", "textiles"),
    c("TC 156", "Corrosion of metals and alloys", "corrosion"),
    c("TC 210", "Quality management and corresponding general aspects for medical devices", "medical"),
    c("TC 138", "Plastics pipes, fittings and valves for the transport of fluids", "pipes"),
  ],
  IEC: [
    c("TC 62", "Medical equipment, software, and systems", "medical", [
      ["SC 62A", "Common aspects of medical equipment, software, and systems"],
      ["SC 62B", "Medical imaging equipment, software, and systems"],
    ]),
    c("TC 34", "Lighting", "lighting", [["SC 34A", "Electric light sources"]]),
    c("TC 64", "Electrical installations and protection against electric shock", "electrical"),
    c("TC 82", "Solar photovoltaic energy systems", "electrical"),
    c("TC 65", "Industrial-process measurement, control and automation", "electrical", [
      ["SC 65C", "Industrial networks"],
    ]),
    c("TC 20", "Electric cables", "electrical"),
  ],
  API: [
    c("CSOEM", "Committee on Standardization of Oilfield Equipment and Materials", "petroleum", [
      ["SC 2", "Subcommittee 2 on Offshore Structures"],
      ["SC 5", "Subcommittee 5 on Tubular Goods"],
      ["SC 6", "Subcommittee 6 on Valves and Wellhead Equipment"],
      ["SC 17", "Subcommittee 17 on Subsea Production Equipment"],
    ]),
    c("CRE", "Committee on Refinery Equipment", "petroleum", [
      ["SCIE", "Subcommittee on Inspection and Mechanical Integrity"],
      ["SCPVT", "Subcommittee on Pressure Vessels and Tanks"],
    ]),
    c("COPM", "Committee on Petroleum Measurement", "petroleum", [
      ["MPMS", "Manual of Petroleum Measurement Standards"],
    ]),
    c("PSC", "Pipeline Standards Committee", "petroleum"),
  ],
  AWWA: [
    c("PVC", "Standards Committee on PVC Pressure Pipe and Fittings", "pipes"),
    c("A21", "Standards Committee A21 on Ductile-Iron Pipe and Fittings", "pipes"),
    c("SP", "Standards Committee on Steel Pipe", "pipes"),
    c("VH", "Standards Committee on Valves and Hydrants", "pipes"),
    c("DF", "Standards Committee on Disinfection Facilities", "waterquality"),
    c("WTC", "Standards Committee on Water Treatment Chemicals", "waterquality"),
    c("SWST", "Standards Committee on Steel Water Storage Tanks", "pipes"),
  ],
  SAE: [
    c("TBES", "Truck and Bus Electrical Systems Committee", "automotive", [
      ["VNHD", "Vehicle Network for Heavy Duty Committee"],
    ]),
    c("AMS", "Aerospace Materials Systems Group", "aerospace", [
      ["AMS B", "AMS B Finishes, Processes and Fluids Committee"],
      ["AMS E", "AMS E Carbon and Low Alloy Steels Committee"],
      ["AMS P", "AMS P Polymeric Materials Committee"],
    ]),
    c("G-14", "Americas Aerospace Quality Standards Committee", "aerospace"),
    c("FLC", "Fuels and Lubricants Council", "petroleum"),
    c("EPC", "Electrified Propulsion Committee", "automotive"),
  ],
  UNE: [
    c("CTN 36", "Siderurgia", "metals"),
    c("CTN 41", "Construcción", "construction"),
    c("CTN 53", "Plásticos y caucho", "plastics"),
    c("CTN 66", "Gestión de la calidad y evaluación de la conformidad", "quality"),
    c("CTN 76", "Estructuras metálicas", "construction"),
    c("CTN 83", "Hormigón", "concrete"),
    c("CTN 23", "Seguridad contra incendios", "fire"),
    c("CTN 72", "Iluminación y color", "lighting"),
    c("CTN 150", "Gestión ambiental", "environment"),
  ],
  AASHTO: [
    c("COMP", "Committee on Materials and Pavements", "roads", [
      ["TS 1a", "Technical Section 1a Soils and Unbound Recycled Materials"],
      ["TS 1c", "Technical Section 1c Aggregates"],
      ["TS 2b", "Technical Section 2b Asphalt Mixtures"],
      ["TS 3c", "Technical Section 3c Hardened Concrete", "concrete"],
    ]),
    c("COBS", "Committee on Bridges and Structures", "construction"),
  ],
  ACI: [
    c("318", "Structural Concrete Building Code", "concrete"),
    c("301", "Specifications for Concrete Construction", "concrete"),
    c("211", "Proportioning Concrete Mixtures", "concrete"),
    c("214", "Evaluation of Results of Tests Used to Determine the Strength of Concrete", "concrete"),
    c("440", "Fiber-Reinforced Polymer Reinforcement", "composites"),
    c("562", "Evaluation, Repair, and Rehabilitation of Concrete Buildings", "concrete"),
  ],
  AWS: [
    c("D1", "D1 Committee on Structural Welding", "welding", [
      ["D1Q", "D1Q Subcommittee on Steel"],
      ["D1J", "D1J Subcommittee on Aluminum"],
    ]),
    c("A5", "A5 Committee on Filler Metals and Allied Materials", "welding"),
    c("B2", "B2 Committee on Procedure and Performance Qualification", "welding"),
    c("C3", "C3 Committee on Brazing and Soldering", "welding"),
  ],
  AATCC: [
    c("RA60", "Committee RA60 Colorfastness to Laundering", "textiles"),
    c("RA36", "Committee RA36 Color Measurement Test Methods", "textiles"),
    c("RA88", "Committee RA88 Home Laundering Technology", "textiles"),
    c("RA31", "Committee RA31 Antimicrobial Activity", "textiles"),
  ],
  CGA: [
    c("CSC", "Cylinder Specifications Committee", "gases"),
    c("OXC", "Oxygen Committee", "gases"),
    c("HTC", "Hydrogen Technology Committee", "gases"),
    c("MGC", "Medical Gases Committee", "gases"),
    c("CVC", "Cylinder Valve Committee", "gases"),
  ],
  IES: [
    c("TPC", "Testing Procedures Committee", "lighting"),
    c("RLC", "Roadway Lighting Committee", "lighting"),
    c("CC", "Color Committee", "lighting"),
    c("OLC", "Office Lighting Committee", "lighting"),
  ],
  UOP: [
    c("AMC", "UOP Analytical Methods Committee", "petroleum", [
      ["GC", "Gas Chromatography Methods"],
      ["TC", "Trace Contaminant Methods"],
    ]),
  ],
  CFR: [
    c("PHMSA", "Pipeline and Hazardous Materials Safety Administration", "petroleum"),
    c("EPA", "Environmental Protection Agency", "environment"),
    c("OSHA", "Occupational Safety and Health Administration", "gases"),
    c("CPSC", "Consumer Product Safety Commission", "consumer"),
  ],
  QCS: [c("QCSTC", "QCS Technical Committee", "construction")],
};

/** Refinement key of a committee: publisher plus code with unsafe characters dropped. */
export function committeeKey(publisherKey: string, code: string): string {
  return `${publisherKey}-${code.replace(/\s+/g, "").replace(/\//g, "-")}`;
}

/** Display name of a committee node, as the publisher shows it. */
export function committeeDisplayName(publisherKey: string, code: string, name: string): string {
  switch (publisherKey) {
    case "ASTM":
      return `${code} ${name}`;
    case "ISO":
      return `ISO/${code} ${name}`;
    case "IEC":
      return `IEC/${code} ${name}`;
    case "ACI":
      return `ACI Committee ${code} ${name}`;
    case "UNE":
      return `${code} ${name}`;
    default:
      return name;
  }
}

/** Committee words for the translated committee names: [fr, es, de, zh-Hans, ar, ja]. */
export const COMMITTEE_WORDS = {
  committee: ["Comité", "Comité", "Ausschuss", "委员会", "لجنة", "委員会"],
  subcommittee: ["Sous-comité", "Subcomité", "Unterausschuss", "分委员会", "لجنة فرعية", "分科委員会"],
} as const;
