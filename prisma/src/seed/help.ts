// Help PDFs of the tenants (getHelpDocument): a multi-page support guide per tenant and a
// Latin-American Spanish user guide for the tenants that offer one.
import { PdfWriter } from "./content/pdf.ts";
import type { TenantDef } from "./data/tenants.ts";

interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

function englishGuide(t: TenantDef): GuideSection[] {
  const name = t.tenantName;
  return [
    {
      heading: "1. Getting started",
      paragraphs: [
        `${name} gives you online access to the standards and technical documents your organization subscribes to. Sign in with your e-mail address and password, through your organization's single sign-on, or automatically from your company network.`,
        "After signing in you land on the home page. Its tabs show the documents you opened recently, the documents you track, your favorites and your subscriptions.",
      ],
      bullets: [
        "Use the search bar at the top of every page to find documents by keyword or designation.",
        "Open the menu on the left to reach your favorites, tracker, groups and compass points.",
        "Your account menu lets you switch between the accounts you belong to.",
      ],
    },
    {
      heading: "2. Searching",
      paragraphs: [
        "Type at least two characters and press Enter. Choose All content to search the whole catalogue or My subscription to search only the documents you are entitled to open.",
        "A designation search ignores spaces and punctuation, so D3039, d 3039 and D3039/D3039M all find the same standard. Type-ahead suggestions appear after three characters.",
        "Narrow the results with the refinement panel: publisher, ICS code, document type, committee, industry sector and topic. The numbers next to each entry show how many results remain.",
      ],
    },
    {
      heading: "3. Reading documents",
      paragraphs: [
        "Click a result to open its document page. Documents are available in HTML and PDF. The page lists the other versions of the document, its translations, and its related content such as cited standards and supplements.",
        "To compare two versions, choose Compare versions, select two editions and open the comparison. Changes are highlighted; a redline PDF is available when the two editions follow each other.",
      ],
      bullets: [
        "Download saves the PDF of the document when your subscription allows it.",
        "Print opens the HTML version in a print-friendly window.",
        "Cite gives a formatted citation and an RIS export for reference managers.",
      ],
    },
    {
      heading: "4. Tracking and favorites",
      paragraphs: [
        "Track a document to receive an e-mail when a new version is published. Tracked documents are listed in the Tracker. Add documents to your favorites to find them quickly from the home page.",
      ],
    },
    {
      heading: "5. Compass Points",
      paragraphs: [
        "Compass Points are notes attached to a selection of text in a PDF. Select text in the PDF viewer, choose Add Compass Point, and give it a name, a description and overlay details. Everyone in your account can see the Compass Points of a document; administrators can deactivate them.",
        "Each change to a Compass Point is recorded in its change history.",
      ],
    },
    {
      heading: "6. Groups and sharing",
      paragraphs: [
        "Create a group to collect colleagues and documents, and e-mail the group from the group page. Share a document with a colleague or a group from the document page; shared documents appear under Shared with me.",
      ],
    },
    {
      heading: "7. Getting help",
      paragraphs: [
        `Contact support at support@${t.mailDomain} or by phone at ${t.supportPhone}. Our video tutorials show the most common tasks step by step.`,
        "When you report a problem, include the designation of the document, the time, and a description of what you were doing.",
      ],
    },
  ];
}

function spanishGuide(t: TenantDef): GuideSection[] {
  return [
    {
      heading: "1. Primeros pasos",
      paragraphs: [
        `${t.tenantName} le da acceso en línea a las normas y documentos técnicos a los que está suscrita su organización. Inicie sesión con su correo electrónico y contraseña, con el inicio de sesión único de su organización o automáticamente desde la red de su empresa.`,
        "En la página de inicio encontrará los documentos consultados recientemente, los documentos que sigue, sus favoritos y sus suscripciones.",
      ],
      bullets: [
        "Use la barra de búsqueda para encontrar documentos por palabra clave o por código.",
        "Abra el menú lateral para acceder a favoritos, seguimiento, grupos y Compass Points.",
      ],
    },
    {
      heading: "2. Búsqueda",
      paragraphs: [
        "Escriba al menos dos caracteres y pulse Intro. Elija Todo el contenido para buscar en todo el catálogo o Mi suscripción para buscar solo en los documentos que puede abrir.",
        "Filtre los resultados por editor, código ICS, tipo de documento, comité, sector y tema.",
      ],
    },
    {
      heading: "3. Lectura de documentos",
      paragraphs: [
        "Haga clic en un resultado para abrir la página del documento, disponible en HTML y PDF. La página muestra las demás versiones, las traducciones y el contenido relacionado.",
        "Para comparar dos versiones, elija Comparar versiones y seleccione dos ediciones.",
      ],
    },
    {
      heading: "4. Seguimiento y favoritos",
      paragraphs: [
        "Siga un documento para recibir un aviso cuando se publique una nueva versión. Añada documentos a favoritos para encontrarlos rápidamente.",
      ],
    },
    {
      heading: "5. Ayuda",
      paragraphs: [`Escriba a support@${t.mailDomain} o llame al ${t.supportPhone}.`],
    },
  ];
}

async function renderGuide(
  title: string,
  header: string,
  sections: GuideSection[],
  author: string,
): Promise<Uint8Array> {
  const w = await PdfWriter.create("Letter");
  const f = w.fonts;
  w.paragraph(title, { font: f.heading, size: 18, leading: 22, after: 6 });
  w.paragraph(header, { font: f.italic, size: 10, after: 14 });
  sections.forEach((s, i) => {
    // Each chapter starts on a new page, as printed guides do.
    if (i > 0 && i % 2 === 0) w.newPage();
    w.heading(s.heading, 13);
    for (const p of s.paragraphs) w.paragraph(p, { size: 11, leading: 15, after: 6 });
    for (const b of s.bullets ?? []) w.paragraph(`• ${b}`, { size: 11, leading: 15, indent: 14, after: 2 });
  });
  w.decorate(header);
  return w.save({ title, author, subject: "Help", date: new Date("2026-09-01T00:00:00Z") });
}

export async function supportHelpPdf(t: TenantDef): Promise<Uint8Array> {
  return renderGuide(`${t.tenantName} — User Guide`, `${t.tenantName} support guide`, englishGuide(t), t.tenantName);
}

export async function spanishGuidePdf(t: TenantDef): Promise<Uint8Array> {
  return renderGuide(
    `${t.tenantName} — Guía del usuario`,
    `${t.tenantName} guía del usuario (español de Latinoamérica)`,
    spanishGuide(t),
    t.tenantName,
  );
}
