// Words and sentence templates for synthetic standards text. All wording here is original:
// it imitates the register of standards (shall, report, specimen) without reproducing any
// published document. Slots in braces are filled by fill() from a SlotSource.
import type { Rng } from "../rng.ts";
import type { Lang, SectionKey } from "./model.ts";

type Titles = Record<Lang, string> & { iso?: string };

export const SECTION_TITLES: Record<SectionKey, Titles> = {
  scope: {
    en: "Scope",
    fr: "Domaine d'application",
    es: "Objeto y campo de aplicación",
    de: "Anwendungsbereich",
    pt: "Escopo",
  },
  references: {
    en: "Referenced Documents",
    iso: "Normative references",
    fr: "Références normatives",
    es: "Normas para consulta",
    de: "Normative Verweisungen",
    pt: "Referências normativas",
  },
  terminology: {
    en: "Terminology",
    iso: "Terms and definitions",
    fr: "Termes et définitions",
    es: "Términos y definiciones",
    de: "Begriffe",
    pt: "Termos e definições",
  },
  summary: {
    en: "Summary of Test Method",
    iso: "Principle",
    fr: "Principe",
    es: "Fundamento",
    de: "Kurzbeschreibung",
    pt: "Princípio",
  },
  significance: {
    en: "Significance and Use",
    fr: "Signification et utilisation",
    es: "Significado y uso",
    de: "Bedeutung und Anwendung",
    pt: "Significado e uso",
  },
  interferences: {
    en: "Interferences",
    fr: "Interférences",
    es: "Interferencias",
    de: "Störeinflüsse",
    pt: "Interferências",
  },
  apparatus: { en: "Apparatus", fr: "Appareillage", es: "Aparatos", de: "Geräte", pt: "Aparelhagem" },
  reagents: {
    en: "Reagents and Materials",
    fr: "Réactifs et produits",
    es: "Reactivos y materiales",
    de: "Reagenzien und Materialien",
    pt: "Reagentes e materiais",
  },
  hazards: { en: "Hazards", fr: "Dangers", es: "Peligros", de: "Gefährdungen", pt: "Perigos" },
  specimens: {
    en: "Test Specimens",
    iso: "Test specimens",
    fr: "Éprouvettes",
    es: "Probetas",
    de: "Probekörper",
    pt: "Corpos de prova",
  },
  conditioning: {
    en: "Conditioning",
    fr: "Conditionnement",
    es: "Acondicionamiento",
    de: "Konditionierung",
    pt: "Condicionamento",
  },
  procedure: { en: "Procedure", fr: "Mode opératoire", es: "Procedimiento", de: "Durchführung", pt: "Procedimento" },
  calculation: {
    en: "Calculation",
    iso: "Expression of results",
    fr: "Calcul",
    es: "Cálculo",
    de: "Berechnung",
    pt: "Cálculo",
  },
  report: {
    en: "Report",
    iso: "Test report",
    fr: "Rapport d'essai",
    es: "Informe",
    de: "Prüfbericht",
    pt: "Relatório",
  },
  precision: {
    en: "Precision and Bias",
    iso: "Precision",
    fr: "Fidélité et biais",
    es: "Precisión y sesgo",
    de: "Präzision und Bias",
    pt: "Precisão e viés",
  },
  keywords: { en: "Keywords", fr: "Mots-clés", es: "Palabras clave", de: "Schlüsselwörter", pt: "Palavras-chave" },
  classification: {
    en: "Classification",
    fr: "Classification",
    es: "Clasificación",
    de: "Klassifizierung",
    pt: "Classificação",
  },
  ordering: {
    en: "Ordering Information",
    fr: "Informations pour la commande",
    es: "Información para pedidos",
    de: "Bestellangaben",
    pt: "Informações para pedido",
  },
  materials: {
    en: "Materials and Manufacture",
    fr: "Matériaux et fabrication",
    es: "Materiales y fabricación",
    de: "Werkstoffe und Herstellung",
    pt: "Materiais e fabricação",
  },
  requirements: { en: "Requirements", fr: "Exigences", es: "Requisitos", de: "Anforderungen", pt: "Requisitos" },
  dimensions: {
    en: "Dimensions and Permissible Variations",
    fr: "Dimensions et tolérances",
    es: "Dimensiones y tolerancias",
    de: "Maße und Grenzabmaße",
    pt: "Dimensões e tolerâncias",
  },
  sampling: { en: "Sampling", fr: "Échantillonnage", es: "Muestreo", de: "Probenahme", pt: "Amostragem" },
  inspection: {
    en: "Inspection and Rejection",
    fr: "Contrôle et rejet",
    es: "Inspección y rechazo",
    de: "Prüfung und Zurückweisung",
    pt: "Inspeção e rejeição",
  },
  certification: {
    en: "Certification",
    fr: "Certification",
    es: "Certificación",
    de: "Zertifizierung",
    pt: "Certificação",
  },
  marking: { en: "Product Marking", fr: "Marquage", es: "Marcado", de: "Kennzeichnung", pt: "Marcação" },
};

/** Words the renderers need in each language. */
export const WORDS: Record<
  Lang,
  {
    note: string;
    table: string;
    where: string;
    designation: string;
    footnotes: string;
    page: string;
    of: string;
    issued: string;
    foreword: string;
    synthetic: string;
  }
> = {
  en: {
    note: "NOTE",
    table: "TABLE",
    where: "where:",
    designation: "Designation",
    footnotes: "Footnotes",
    page: "Page",
    of: "of",
    issued:
      "Issued under the fixed designation {no}. The number following the designation gives the year of adoption or of the latest revision; a number in parentheses gives the year of the latest reapproval.",
    foreword: "Foreword",
    synthetic:
      "Synthetic content generated for the Norma demonstration library. It is not the text of any published standard.",
  },
  fr: {
    note: "NOTE",
    table: "TABLEAU",
    where: "où :",
    designation: "Désignation",
    footnotes: "Notes de bas de page",
    page: "Page",
    of: "sur",
    issued:
      "Publiée sous la désignation fixe {no}. Le nombre qui suit la désignation indique l'année d'adoption ou de la dernière révision.",
    foreword: "Avant-propos",
    synthetic:
      "Contenu synthétique généré pour la bibliothèque de démonstration Norma. Il ne s'agit du texte d'aucune norme publiée.",
  },
  es: {
    note: "NOTA",
    table: "TABLA",
    where: "donde:",
    designation: "Designación",
    footnotes: "Notas al pie",
    page: "Página",
    of: "de",
    issued:
      "Publicada con la designación fija {no}. El número que sigue a la designación indica el año de adopción o de la última revisión.",
    foreword: "Prólogo",
    synthetic:
      "Contenido sintético generado para la biblioteca de demostración Norma. No es el texto de ninguna norma publicada.",
  },
  de: {
    note: "ANMERKUNG",
    table: "TABELLE",
    where: "Dabei ist:",
    designation: "Bezeichnung",
    footnotes: "Fußnoten",
    page: "Seite",
    of: "von",
    issued:
      "Herausgegeben unter der festen Bezeichnung {no}. Die Zahl nach der Bezeichnung gibt das Jahr der Annahme oder der letzten Überarbeitung an.",
    foreword: "Vorwort",
    synthetic:
      "Synthetischer Inhalt für die Demonstrationsbibliothek Norma. Es handelt sich nicht um den Text einer veröffentlichten Norm.",
  },
  pt: {
    note: "NOTA",
    table: "TABELA",
    where: "onde:",
    designation: "Designação",
    footnotes: "Notas de rodapé",
    page: "Página",
    of: "de",
    issued:
      "Publicada sob a designação fixa {no}. O número após a designação indica o ano de adoção ou da última revisão.",
    foreword: "Prefácio",
    synthetic:
      "Conteúdo sintético gerado para a biblioteca de demonstração Norma. Não é o texto de nenhuma norma publicada.",
  },
};

/** Fills {slot} placeholders; each occurrence asks the source again (so picks vary). */
export function fill(template: string, slots: Record<string, () => string>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, key: string) => {
    const f = slots[key];
    return f ? f() : whole;
  });
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

// ─── English templates per section ───
// Slots: doc (test method/specification/...), m material, p property, A apparatus, S specimen,
// R reagent, Q measure name, U measure unit, n small number word, N number, T temperature,
// X technique, h hours, pct percentage, res resolution, k keyword.

export const EN: Record<string, string[]> = {
  scopeExtra: [
    "This {doc} applies to {m} supplied in the form of {S}s with nominal thicknesses from {N} mm to {N2} mm.",
    "The {doc} is intended for use in quality control, in research and development, and in establishing design values.",
    "Values stated in SI units are to be regarded as the standard. Values given in parentheses are conversions to inch-pound units and are given for information only.",
    "Users of this {doc} are responsible for identifying the safety and health hazards involved in its application and for complying with any regulations that apply.",
    "This {doc} does not address {m} that have been exposed to service conditions; such material is covered by separate documents.",
    "Both the procedure and the calculations described in this {doc} may be used with automated data acquisition equipment provided the equipment meets the requirements of Section {secApparatus}.",
    "Notes and footnotes in the text provide explanatory material. They do not contain requirements.",
    "Alternative procedures may be used when agreed between the purchaser and the supplier, provided they are described in the report.",
  ],
  summary: [
    "A {S} prepared from {m} is mounted in a {A} and loaded until failure while {Q} is recorded continuously.",
    "Test portions of {m} are conditioned, measured, and then subjected to {X}; the {p} is derived from the recorded response.",
    "The {p} is obtained by comparing the response of the {S} with that of a reference specimen tested under identical conditions.",
    "Each {S} is examined before and after exposure, and the change in {Q} is reported as the result.",
  ],
  significance: [
    "This {doc} produces {p} data for material specifications, research and development, quality assurance, and structural design and analysis.",
    "The results depend on specimen preparation, conditioning, and the rate of testing; comparisons should therefore be made only between results obtained under the same conditions.",
    "The {doc} may be used for acceptance testing of commercial shipments when the purchaser and the supplier agree on the sampling plan.",
    "Results obtained by this {doc} are not intended for direct use in design without consideration of the service environment.",
    "Before using this {doc}, consult the applicable material specification, which may state different preparation or conditioning requirements.",
  ],
  factors: [
    "material and methods of material preparation",
    "specimen geometry and preparation",
    "conditioning environment and duration",
    "alignment of the specimen in the fixture",
    "rate of loading",
    "time at temperature",
    "void content and reinforcement volume fraction",
    "surface finish of the specimen",
  ],
  interferences: [
    "Misalignment of the {S} in the {A} can cause premature failure and lower measured values of {Q}.",
    "Moisture absorbed by {m} before testing can change the {p} significantly.",
    "Contamination of the {S} surface by release agents or handling can affect the result.",
  ],
  apparatusItem: [
    "The {A} shall be capable of maintaining the specified rate within ±{pct} % of the set value.",
    "The {A} shall have a resolution of {res} or better over the range of interest and shall be verified at intervals not exceeding {n} months.",
    "A {A} meeting the accuracy requirements of the applicable verification practice shall be used.",
    "The {A} shall be fitted with a means of recording {Q} continuously throughout the test.",
    "Where a {A} is used, it shall be calibrated against a reference of known value before each series of tests.",
  ],
  reagentPurity: [
    "Unless otherwise stated, chemicals of recognized analytical grade shall be used throughout. Other grades may be used provided it is first ascertained that the chemical is of sufficiently high purity to permit its use without lessening the accuracy of the determination.",
    "Water used in this {doc} shall be reagent water of Type II or better, unless otherwise specified.",
  ],
  reagentItem: [
    "{R}, used as received and stored in a closed container away from direct light.",
    "{R}, prepared fresh on the day of use.",
    "{R}, of a grade suitable for the cleaning of {S}s without attacking the surface.",
  ],
  hazards: [
    "Failure of {S}s can release fragments with considerable energy; operators shall use shields and eye protection.",
    "Some of the reagents used in this {doc} are flammable or toxic; handle them in a ventilated hood.",
  ],
  specimens: [
    "A minimum of {n} {S}s shall be prepared for each material condition.",
    "Cut and finish each {S} so that its edges are free of nicks, burrs, and visible damage.",
    "Mark each {S} so that it can be traced to the sample and location from which it was taken.",
    "The {S} shall have the dimensions given in Table {tableSpecimen}; other geometries may be used only by agreement.",
    "Specimens that show visible flaws before testing shall be discarded and replaced.",
    "Measure the thickness of each {S} after preparation; specimens outside the tolerances of Table {tableSpecimen} shall not be tested.",
  ],
  conditioning: [
    "Condition the {S}s at {T} ± 2 °C and 50 ± 5 % relative humidity for not less than {h} h before testing.",
    "Tests shall be performed in the standard laboratory atmosphere of {T} ± 2 °C unless otherwise specified.",
    "When conditioning at another environment is required, the temperature and humidity used shall be reported.",
  ],
  procedure: [
    "Measure the dimensions of each {S} to the nearest {resLen} at not fewer than three locations and record the average values.",
    "Set the test rate so that the test is completed within one to ten minutes from its start.",
    "Bring the {S} to the test temperature and hold it there for not less than {N} min before the measurement.",
    "Take {n} readings on each {S} and record their average as the result.",
    "Clean the {A} after each determination with a solvent that leaves no residue.",
    "Place the {S} in the {A}, taking care that it is correctly positioned and aligned.",
    "Apply the load continuously and record {Q} at a rate of not less than {N} readings per second.",
    "Record the mode and location of failure of each {S}.",
    "Discard the result of any {S} that fails at a visible flaw and test a replacement specimen.",
    "Allow the {A} to stabilize for at least {N} min before the first measurement is taken.",
    "If the {A} is adjusted during the test, record the adjustment and the time at which it was made.",
    "Repeat the procedure on the remaining {S}s of the set.",
    "Zero the {A} with no specimen in place before each series of determinations.",
    "Continue the test until the {Q} has decreased to {pct} % of its maximum value, or until the {S} separates.",
  ],
  calculation: [
    "Calculate the {Q} of each {S} using Eq {eq} and report the result to three significant figures.",
    "Calculate the average value, the standard deviation, and the coefficient of variation, in percent, for each series of tests.",
    "When the result is the mean of duplicate determinations that differ by more than the repeatability limit, repeat the determination.",
    "Round the calculated values in accordance with the rounding method of the applicable practice.",
  ],
  reportIntro: ["Report the following information:", "The report shall include the following:"],
  reportItem: [
    "Reference to this {doc}, including its year of issue",
    "Complete identification of the material tested, including type, source, and lot number",
    "Method of preparing the {S}s and their dimensions",
    "Conditioning parameters and the temperature and relative humidity of the laboratory",
    "Number of {S}s tested",
    "Individual values and the average value of {Q}",
    "Standard deviation and coefficient of variation of {Q}",
    "Mode and location of failure of each {S}",
    "Identification of the {A} used",
    "Date of test and any deviation from this {doc}",
  ],
  precision: [
    "The precision of this {doc} is based on an interlaboratory study in which {N} laboratories tested {n} materials. Each result is the average of {n} individual determinations.",
    "Repeatability limit (r)—Two results obtained in the same laboratory on the same material should be judged not equivalent if they differ by more than the r value for that material.",
    "Reproducibility limit (R)—Two results obtained in different laboratories on the same material should be judged not equivalent if they differ by more than the R value for that material.",
  ],
  bias: [
    "Because no accepted reference value exists for the {p} of {m}, the bias of this {doc} has not been determined.",
    "No information can be presented on the bias of this {doc} because no material having an accepted reference value is available.",
  ],
  classification: [
    "The {m} are classified into the following types according to their intended service:",
    "The type and grade shall be specified by the purchaser in the order.",
  ],
  ordering: [
    "Orders for material under this {doc} shall include the following information, as required to describe the material adequately:",
  ],
  orderingItem: [
    "Quantity (mass or number of pieces)",
    "Name of material and type or grade",
    "Dimensions and tolerances",
    "Certification or test report, if required",
    "Supplementary requirements, if any",
    "Marking and packaging requirements",
  ],
  materials: [
    "The {m} shall be manufactured by a process that produces a uniform product free of defects that would affect its serviceability.",
    "Material shall be produced from new raw materials unless the use of recycled material is agreed between the purchaser and the manufacturer.",
    "The manufacturer shall maintain records of the process parameters used for each lot.",
  ],
  requirements: [
    "The material shall conform to the requirements given in Table {tableReq}.",
    "Each lot shall be tested for the properties in Table {tableReq} using the methods referenced in Section {secRef}.",
    "Retests shall be permitted in accordance with Section {secInspection}.",
  ],
  dimensions: [
    "The dimensions shall be within the permissible variations given in Table {tableDim}.",
    "Measurements shall be made at a temperature of {T} ± 2 °C.",
  ],
  sampling: [
    "Take samples at random from each lot in accordance with the applicable sampling practice.",
    "A lot shall consist of material of the same type produced under the same conditions in one production run.",
  ],
  inspection: [
    "Inspection of the material shall be made at the place of manufacture unless otherwise agreed.",
    "Material that fails to conform to the requirements of this {doc} may be rejected. Rejection shall be reported to the producer promptly and in writing.",
  ],
  certification: [
    "When specified in the order, the manufacturer shall furnish a certificate stating that the material was manufactured, sampled, tested, and inspected in accordance with this {doc}.",
  ],
  marking: [
    "Each package shall be legibly marked with the name of the manufacturer, the designation of this {doc}, the type, and the lot number.",
  ],
  noteText: [
    "Experience has shown that {S}s prepared from the same panel give less scatter than specimens taken from different panels.",
    "The use of a {A} with a lower resolution can increase the variability of the results.",
    "Conditioning times longer than those specified do not normally affect the result.",
    "Results obtained on {m} from different sources may not be directly comparable.",
    "Automated equipment is acceptable provided it gives results equivalent to those of the manual procedure.",
    "It is recommended that the laboratory keep control charts of results obtained on a reference material.",
  ],
  generic: [
    "The {Q} shall be determined on not fewer than {n} {S}s.",
    "When agreed upon between the purchaser and the supplier, alternative {S}s may be used.",
    "Any deviation from the procedure shall be described in the report.",
    "The {A} shall be maintained in accordance with the manufacturer's instructions.",
    "Results shall be rounded to the nearest {res}.",
    "The temperature of the test environment shall be recorded at the start and at the end of each test.",
  ],
  additions: [
    "Verify the alignment of the {A} with a strain-gaged alignment specimen before each series of tests.",
    "Where the {S} is tabbed, the bond line thickness shall be recorded.",
    "Record the ambient temperature at the start and at the end of each series of tests.",
    "Specimens that slip in the grips shall be reported separately and not included in the average.",
    "The laboratory shall check the {A} against a reference before each series of determinations.",
    "Digital data shall be stored so that the original readings can be retrieved.",
    "Photographs of typical failures shall be included in the report when requested by the purchaser.",
  ],
};

/** Translated sentences (fr, es, de, pt): scope, body, doc words and foreword; slots {P}, {M}, {C}, {n}, {N}, {T}, {h}, {doc}. */
export const TRANSLATED: Record<Exclude<Lang, "en">, Record<"scope" | "body" | "doc" | "foreword", string[]>> = {
  fr: {
    scope: ["La présente {doc} décrit une méthode de détermination {P} {M}."],
    body: [
      "Les éprouvettes doivent être conditionnées à {T} ± 2 °C pendant au moins {h} h avant l'essai.",
      "Au moins {n} éprouvettes doivent être essayées pour chaque condition.",
      "L'appareillage doit être étalonné à des intervalles ne dépassant pas {N} mois.",
      "Tout écart par rapport au mode opératoire doit être indiqué dans le rapport d'essai.",
      "Mesurer l'épaisseur de chaque éprouvette en trois points au moins et noter la valeur moyenne.",
      "Les résultats obtenus sur des éprouvettes présentant des défauts visibles doivent être écartés.",
      "Appliquer la charge de façon continue jusqu'à la rupture de l'éprouvette.",
      "Calculer la moyenne, l'écart-type et le coefficient de variation pour chaque série d'essais.",
      "Les valeurs exprimées en unités SI doivent être considérées comme les valeurs normalisées.",
      "Il incombe à l'utilisateur de la présente {doc} d'établir des pratiques appropriées en matière de sécurité et de santé.",
      "Lorsque l'acheteur et le fournisseur en conviennent, d'autres dimensions d'éprouvettes peuvent être utilisées.",
      "Noter le mode et l'emplacement de la rupture de chaque éprouvette.",
      "L'appareil doit permettre d'enregistrer la force en continu pendant toute la durée de l'essai.",
      "Le rapport d'essai doit comporter l'identification complète du matériau essayé.",
      "Les essais doivent être effectués dans l'atmosphère normale de laboratoire, sauf spécification contraire.",
      "Les résultats doivent être arrondis conformément aux règles d'arrondissage applicables.",
      "Chaque éprouvette doit être identifiée de manière à pouvoir être rattachée à l'échantillon dont elle provient.",
      "L'appareillage doit être vérifié au moyen d'un étalon de référence avant chaque série d'essais.",
      "La température de l'environnement d'essai doit être notée au début et à la fin de chaque essai.",
      "Les éprouvettes dont la rupture se produit hors de la zone utile doivent être signalées séparément.",
      "Lorsque des données numériques sont enregistrées, les valeurs d'origine doivent pouvoir être retrouvées.",
      "Le laboratoire doit tenir des cartes de contrôle des résultats obtenus sur un matériau de référence.",
      "Le choix de la méthode de conditionnement peut influencer les résultats et doit être indiqué.",
      "Les valeurs individuelles ainsi que la valeur moyenne doivent être consignées.",
    ],
    doc: ["méthode d'essai", "norme"],
    foreword: [
      "Le présent document a été élaboré par le comité technique {C}.",
      "Cette édition annule et remplace l'édition précédente, qui a fait l'objet d'une révision technique.",
      "Les commentaires sur le présent document peuvent être adressés à l'organisme national de normalisation.",
    ],
  },
  es: {
    scope: ["Este {doc} describe un procedimiento para la determinación de {P} de {M}."],
    body: [
      "Las probetas deben acondicionarse a {T} ± 2 °C durante al menos {h} h antes del ensayo.",
      "Se deben ensayar al menos {n} probetas para cada condición.",
      "El equipo debe calibrarse a intervalos no superiores a {N} meses.",
      "Cualquier desviación del procedimiento debe indicarse en el informe.",
      "Medir el espesor de cada probeta en al menos tres puntos y registrar el valor medio.",
      "Deben descartarse los resultados de las probetas que presenten defectos visibles.",
      "Aplicar la carga de forma continua hasta la rotura de la probeta.",
      "Calcular el valor medio, la desviación típica y el coeficiente de variación de cada serie de ensayos.",
      "Los valores expresados en unidades SI deben considerarse como normalizados.",
      "Es responsabilidad del usuario de este {doc} establecer prácticas adecuadas de seguridad y salud.",
      "Cuando así lo acuerden el comprador y el proveedor, pueden utilizarse otras dimensiones de probeta.",
      "Registrar el modo y la ubicación de la rotura de cada probeta.",
      "El equipo debe permitir el registro continuo de la fuerza durante todo el ensayo.",
      "El informe debe incluir la identificación completa del material ensayado.",
      "Los ensayos deben realizarse en la atmósfera normal de laboratorio, salvo que se especifique otra cosa.",
      "Los resultados deben redondearse de acuerdo con las reglas de redondeo aplicables.",
      "Cada probeta debe identificarse de manera que pueda relacionarse con la muestra de la que procede.",
      "El equipo debe verificarse con un patrón de referencia antes de cada serie de ensayos.",
      "La temperatura del ambiente de ensayo debe registrarse al comienzo y al final de cada ensayo.",
      "Las probetas que rompan fuera de la zona útil deben indicarse por separado.",
      "Cuando se registren datos digitales, deben poder recuperarse los valores originales.",
      "El laboratorio debe mantener gráficos de control de los resultados obtenidos con un material de referencia.",
      "El método de acondicionamiento puede influir en los resultados y debe indicarse.",
      "Deben registrarse los valores individuales y el valor medio.",
    ],
    doc: ["método de ensayo", "documento"],
    foreword: [
      "Este documento ha sido elaborado por el comité técnico {C}.",
      "Esta edición anula y sustituye a la edición anterior, que ha sido revisada técnicamente.",
      "Los comentarios sobre este documento pueden enviarse a través del organismo nacional de normalización.",
    ],
  },
  de: {
    scope: ["Dieses {doc} beschreibt ein Verfahren zur Bestimmung der {P} von {M}."],
    body: [
      "Die Probekörper sind vor der Prüfung mindestens {h} h bei {T} ± 2 °C zu konditionieren.",
      "Für jede Bedingung sind mindestens {n} Probekörper zu prüfen.",
      "Die Geräte sind in Abständen von höchstens {N} Monaten zu kalibrieren.",
      "Jede Abweichung vom Verfahren ist im Prüfbericht anzugeben.",
      "Die Dicke jedes Probekörpers ist an mindestens drei Stellen zu messen und der Mittelwert aufzuzeichnen.",
      "Ergebnisse von Probekörpern mit sichtbaren Fehlern sind zu verwerfen.",
      "Die Last ist kontinuierlich bis zum Bruch des Probekörpers aufzubringen.",
      "Für jede Prüfserie sind Mittelwert, Standardabweichung und Variationskoeffizient zu berechnen.",
      "Die in SI-Einheiten angegebenen Werte gelten als Normwerte.",
      "Der Anwender dieses {doc} ist für geeignete Sicherheits- und Gesundheitsschutzmaßnahmen verantwortlich.",
      "Nach Vereinbarung zwischen Käufer und Lieferant dürfen andere Probekörpermaße verwendet werden.",
      "Art und Lage des Bruchs jedes Probekörpers sind aufzuzeichnen.",
      "Das Gerät muss die Kraft während der gesamten Prüfung kontinuierlich aufzeichnen können.",
      "Der Prüfbericht muss die vollständige Bezeichnung des geprüften Werkstoffs enthalten.",
      "Die Prüfungen sind im Normalklima des Labors durchzuführen, sofern nichts anderes festgelegt ist.",
      "Die Ergebnisse sind nach den geltenden Rundungsregeln zu runden.",
      "Jeder Probekörper ist so zu kennzeichnen, dass er der Probe zugeordnet werden kann, aus der er stammt.",
      "Das Gerät ist vor jeder Prüfserie mit einem Referenznormal zu überprüfen.",
      "Die Temperatur der Prüfumgebung ist zu Beginn und am Ende jeder Prüfung aufzuzeichnen.",
      "Probekörper, die außerhalb des Messbereichs brechen, sind gesondert anzugeben.",
      "Werden Daten digital aufgezeichnet, müssen die Originalwerte wieder abrufbar sein.",
      "Das Labor hat Regelkarten für die an einem Referenzmaterial erzielten Ergebnisse zu führen.",
      "Das Konditionierungsverfahren kann die Ergebnisse beeinflussen und ist anzugeben.",
      "Die Einzelwerte und der Mittelwert sind aufzuzeichnen.",
    ],
    doc: ["Prüfverfahren", "Dokument"],
    foreword: [
      "Dieses Dokument wurde vom Technischen Komitee {C} erarbeitet.",
      "Diese Ausgabe ersetzt die vorherige Ausgabe, die technisch überarbeitet wurde.",
      "Anmerkungen zu diesem Dokument können über das nationale Normungsinstitut eingereicht werden.",
    ],
  },
  pt: {
    scope: ["Este {doc} descreve um procedimento para a determinação de {P} de {M}."],
    body: [
      "Os corpos de prova devem ser condicionados a {T} ± 2 °C durante pelo menos {h} h antes do ensaio.",
      "Devem ser ensaiados pelo menos {n} corpos de prova para cada condição.",
      "O equipamento deve ser calibrado em intervalos não superiores a {N} meses.",
      "Qualquer desvio do procedimento deve ser indicado no relatório.",
      "Medir a espessura de cada corpo de prova em pelo menos três pontos e registrar o valor médio.",
      "Os resultados de corpos de prova com defeitos visíveis devem ser descartados.",
      "Aplicar a carga de forma contínua até a ruptura do corpo de prova.",
      "Calcular a média, o desvio padrão e o coeficiente de variação de cada série de ensaios.",
      "Os valores expressos em unidades SI devem ser considerados como padrão.",
      "É responsabilidade do usuário deste {doc} estabelecer práticas adequadas de segurança e saúde.",
      "Quando acordado entre comprador e fornecedor, outras dimensões de corpos de prova podem ser utilizadas.",
      "Registrar o modo e o local da ruptura de cada corpo de prova.",
      "O equipamento deve permitir o registro contínuo da força durante todo o ensaio.",
      "O relatório deve incluir a identificação completa do material ensaiado.",
      "Os ensaios devem ser realizados na atmosfera normal de laboratório, salvo especificação em contrário.",
      "Os resultados devem ser arredondados de acordo com as regras de arredondamento aplicáveis.",
      "Cada corpo de prova deve ser identificado de modo a poder ser relacionado com a amostra de origem.",
      "O equipamento deve ser verificado com um padrão de referência antes de cada série de ensaios.",
      "A temperatura do ambiente de ensaio deve ser registrada no início e no fim de cada ensaio.",
      "Os corpos de prova que rompam fora da região útil devem ser indicados separadamente.",
      "Quando forem registrados dados digitais, os valores originais devem poder ser recuperados.",
      "O laboratório deve manter cartas de controle dos resultados obtidos com um material de referência.",
      "O método de condicionamento pode influenciar os resultados e deve ser indicado.",
      "Devem ser registrados os valores individuais e o valor médio.",
    ],
    doc: ["método de ensaio", "documento"],
    foreword: [
      "Este documento foi elaborado pelo comitê técnico {C}.",
      "Esta edição cancela e substitui a edição anterior, que foi tecnicamente revisada.",
      "Comentários sobre este documento podem ser enviados por meio do organismo nacional de normalização.",
    ],
  },
};

/** Translated document-type prefixes for titles of translated standards. */
export const TITLE_PREFIX: Record<Exclude<Lang, "en">, Record<string, string>> = {
  fr: {
    "Test Method": "Méthode d'essai normalisée pour la détermination de",
    Specification: "Spécification normalisée pour",
    Practice: "Pratique normalisée pour",
    Guide: "Guide normalisé pour",
  },
  es: {
    "Test Method": "Método de ensayo normalizado para",
    Specification: "Especificación normalizada para",
    Practice: "Práctica normalizada para",
    Guide: "Guía normalizada para",
  },
  de: {
    "Test Method": "Standard-Prüfverfahren für",
    Specification: "Standardspezifikation für",
    Practice: "Standardpraxis für",
    Guide: "Standardleitfaden für",
  },
  pt: {
    "Test Method": "Método de ensaio padrão para",
    Specification: "Especificação padrão para",
    Practice: "Prática padrão para",
    Guide: "Guia padrão para",
  },
};

/** "de" + a French noun phrase with its article: de + les -> des, de + le -> du. */
export function deFr(phrase: string): string {
  if (phrase.startsWith("les ")) return `des ${phrase.slice(4)}`;
  if (phrase.startsWith("le ")) return `du ${phrase.slice(3)}`;
  return `de ${phrase}`;
}

export function pickSentence(rng: Rng, pool: string[], avoid?: Set<string>): string {
  if (!avoid) return rng.pick(pool);
  const free = pool.filter((s) => !avoid.has(s));
  const s = rng.pick(free.length ? free : pool);
  avoid.add(s);
  return s;
}
