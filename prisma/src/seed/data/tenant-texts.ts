// The tenants' texts in other interface languages (issue 12): greetings in every interface
// language, banners and tips in English, Spanish and Arabic (the others fall back to English), the
// Spanish-language tenant's in English. Keys: 'greeting', 'banner', 'tip.<position>.<part>'.
import type { TenantDef } from "./tenants.ts";

/** "Welcome to <name>" in the 14 interface languages ({n}: the tenant's name). */
const WELCOME: Record<string, string> = {
  en: "Welcome to {n}",
  ar: "مرحبًا بك في {n}",
  "fr-CA": "Bienvenue dans {n}",
  "zh-Hans": "欢迎使用 {n}",
  fr: "Bienvenue dans {n}",
  it: "Benvenuto in {n}",
  ja: "{n} へようこそ",
  ko: "{n}에 오신 것을 환영합니다",
  pt: "Boas-vindas à {n}",
  ru: "Добро пожаловать в {n}",
  "es-ES": "Bienvenido a {n}",
  es: "Bienvenido a {n}",
  tr: "Hoş geldiniz: {n}",
  de: "Willkommen bei {n}",
};

type Texts = Record<string, Record<string, string>>;

/** Banners and tips per tenant and language (position-numbered tips as in data/tenants.ts). */
const OWN: Record<string, Texts> = {
  astm: {
    es: {
      banner:
        "Mantenimiento programado: la biblioteca puede no estar disponible brevemente los domingos de 02:00 a 04:00 UTC.",
      "tip.0.title": "Busque por designación",
      "tip.0.content":
        "Escriba una designación como D3039 o 'D 3039' para ir directamente a una norma y todas sus versiones.",
      "tip.1.title": "Siga una norma",
      "tip.1.content":
        "Use Seguir en la página de cualquier documento para recibir un aviso cuando se publique una nueva versión.",
      "tip.1.linkText": "Abrir el seguimiento",
      "tip.2.title": "Compass Points",
      "tip.2.content":
        "Resalte texto en un PDF y guárdelo como Compass Point para que lo vean sus colegas de la cuenta.",
      "tip.2.linkText": "Descargar la guía",
      "tip.3.title": "Compare versiones",
      "tip.3.content": "Seleccione dos versiones de una norma y compárelas lado a lado o con marcas de revisión.",
    },
    ar: {
      banner: "صيانة مجدولة: قد تكون المكتبة غير متاحة لفترة قصيرة أيام الأحد من 02:00 إلى 04:00 بالتوقيت العالمي.",
      "tip.0.title": "البحث بالرمز",
      "tip.0.content": "اكتب رمزًا مثل D3039 أو 'D 3039' للانتقال مباشرة إلى المواصفة وجميع إصداراتها.",
      "tip.1.title": "تتبّع مواصفة",
      "tip.1.content": "استخدم «تتبّع» في صفحة أي وثيقة لتُبلَّغ عند نشر إصدار جديد.",
      "tip.1.linkText": "فتح أداة التتبّع",
      "tip.2.title": "Compass Points",
      "tip.2.content": "ظلّل نصًا في ملف PDF واحفظه كـ Compass Point ليراه زملاؤك في الحساب.",
      "tip.2.linkText": "تنزيل الدليل",
      "tip.3.title": "مقارنة الإصدارات",
      "tip.3.content": "اختر إصدارين من مواصفة وقارن بينهما جنبًا إلى جنب أو بعلامات التعديل.",
    },
  },
  api: {
    es: {
      banner: "Ya están disponibles las nuevas ediciones de API Spec 5L y API 650.",
      "tip.0.title": "Upstream, midstream, downstream",
      "tip.0.content": "Filtre su búsqueda por comité para encontrar las normas de su segmento.",
      "tip.1.title": "Acceso desde el portal de socios",
      "tip.1.content": "El portal de su empresa puede iniciar su sesión directamente; consulte a su administrador.",
      "tip.1.linkText": "Guía de soporte",
      "tip.2.title": "Adendas y erratas",
      "tip.2.content": "Las adendas figuran en Suplementos, junto a la edición que modifican.",
    },
    ar: {
      banner: "الإصدارات الجديدة من API Spec 5L وAPI 650 متاحة الآن.",
      "tip.0.title": "المنبع والنقل والمصب",
      "tip.0.content": "صفِّ بحثك حسب اللجنة للعثور على مواصفات قطاعك.",
      "tip.1.title": "الدخول عبر بوابة الشركاء",
      "tip.1.content": "يمكن لبوابة شركتك تسجيل دخولك مباشرة؛ اسأل المسؤول لديك.",
      "tip.1.linkText": "دليل الدعم",
      "tip.2.title": "الملاحق والتصويبات",
      "tip.2.content": "تُدرج الملاحق تحت «الملاحق» مع الإصدار الذي تعدّله.",
    },
  },
  awwa: {
    es: {
      "tip.0.title": "Encuentre una norma de tuberías",
      "tip.0.content": "Busque C900 o C906 para ver todas las ediciones de las normas de tuberías de PVC y PE.",
      "tip.1.title": "¿Necesita ayuda?",
      "tip.1.content": "Nuestra guía de soporte explica cómo buscar, leer y descargar.",
      "tip.1.linkText": "Descargar la guía",
    },
    ar: {
      "tip.0.title": "العثور على مواصفة أنابيب",
      "tip.0.content": "ابحث عن C900 أو C906 لرؤية جميع إصدارات مواصفات أنابيب PVC وPE.",
      "tip.1.title": "هل تحتاج إلى مساعدة؟",
      "tip.1.content": "يشرح دليل الدعم البحث والقراءة والتنزيل.",
      "tip.1.linkText": "تنزيل الدليل",
    },
  },
  cga: {
    es: {
      banner: "Del 20 de diciembre al 2 de enero rige el horario de soporte de las fiestas.",
      "tip.0.title": "Seguridad de cilindros",
      "tip.0.content":
        "Comience por las publicaciones de manipulación segura antes que cualquier otra norma de cilindros.",
      "tip.1.title": "Reglamentos lado a lado",
      "tip.1.content": "Las partes del CFR figuran en Otro contenido, en el panel de refinamiento.",
    },
    ar: {
      banner: "تسري ساعات الدعم الخاصة بالعطلات من 20 ديسمبر إلى 2 يناير.",
      "tip.0.title": "سلامة الأسطوانات",
      "tip.0.content": "ابدأ بمنشورات المناولة الآمنة قبل أي مواصفة أخرى للأسطوانات.",
      "tip.1.title": "اللوائح جنبًا إلى جنب",
      "tip.1.content": "تُدرج أجزاء CFR تحت «محتوى آخر» في لوحة التصفية.",
    },
  },
  aenor: {
    en: {
      banner: "A new collection of construction standards is available.",
      "tip.0.title": "Search by code",
      "tip.0.content": "Type UNE-EN 1090-2 to see every edition of the standard.",
      "tip.1.title": "User guide",
      "tip.1.content": "Download the user guide in Spanish.",
      "tip.1.linkText": "Download",
      "tip.2.title": "Related standards",
      "tip.2.content": "Each standard lists the standards it cites and those that replace it.",
      "tip.2.linkText": "Learn more",
    },
    ar: {
      banner: "مجموعة جديدة من مواصفات البناء متاحة الآن.",
      "tip.0.title": "البحث بالرمز",
      "tip.0.content": "اكتب UNE-EN 1090-2 لرؤية جميع إصدارات المواصفة.",
      "tip.1.title": "دليل المستخدم",
      "tip.1.content": "نزّل دليل المستخدم باللغة الإسبانية.",
      "tip.1.linkText": "تنزيل",
      "tip.2.title": "المواصفات ذات الصلة",
      "tip.2.content": "تعرض كل مواصفة المواصفات التي تستشهد بها وتلك التي تحل محلها.",
      "tip.2.linkText": "مزيد من المعلومات",
    },
  },
  ies: {
    es: {
      "tip.0.title": "Tabla de contenido",
      "tip.0.content": "Recorra la biblioteca por tema desde la tabla de contenido de la página de inicio.",
      "tip.1.title": "Métodos de medición",
      "tip.1.content": "La serie LM describe cómo se miden los productos de iluminación.",
      "tip.1.linkText": "Guía de soporte",
    },
    ar: {
      "tip.0.title": "جدول المحتويات",
      "tip.0.content": "تصفّح المكتبة حسب الموضوع من جدول المحتويات في الصفحة الرئيسية.",
      "tip.1.title": "طرق القياس",
      "tip.1.content": "تصف سلسلة LM كيفية قياس منتجات الإضاءة.",
      "tip.1.linkText": "دليل الدعم",
    },
  },
  demowl: {
    es: { banner: "Esta es una biblioteca de demostración: todos los documentos son sintéticos." },
    ar: { banner: "هذه مكتبة تجريبية: جميع الوثائق اصطناعية." },
  },
};

/** Rows of tenant_texts for one tenant: every language but the tenant's own. */
export function tenantTexts(t: TenantDef): { language: string; field: string; text: string }[] {
  const rows: { language: string; field: string; text: string }[] = [];
  for (const [language, template] of Object.entries(WELCOME)) {
    if (language === t.language) continue;
    rows.push({ language, field: "greeting", text: template.replace("{n}", t.tenantName) });
  }
  for (const [language, texts] of Object.entries(OWN[t.code] ?? {})) {
    if (language === t.language) continue;
    for (const [field, text] of Object.entries(texts)) {
      if (field === "banner" && !t.banner) continue;
      rows.push({ language, field, text });
    }
  }
  return rows;
}
