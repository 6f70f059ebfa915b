// The page a browser gets for an unsubscribe link (Accept: text/html): a confirmation with one
// button (a form POST to the same link), then the outcome — in the user's language, Arabic
// right to left. JSON callers (the reader, one-click mail clients) get the JSON replies instead.
import { LOCALES, type Locale } from "@norma/contracts/locales";
import type { UnsubscribeScope } from "./link-token.ts";

type Key =
  | "title"
  | "confirm.all"
  | "confirm.document"
  | "confirm.publisher"
  | "confirm.workItem"
  | "button"
  | "done.all"
  | "done.document"
  | "done.publisher"
  | "done.workItem"
  | "invalid";

const en: Record<Key, string> = {
  title: "Tracking alerts",
  "confirm.all": "Stop every tracking alert sent to {email}?",
  "confirm.document": "Stop tracking {designation} ({email})?",
  "confirm.publisher": "Stop the alerts about documents of {publisher} ({email})?",
  "confirm.workItem": "Stop tracking the work item {workItem} ({email})?",
  button: "Unsubscribe",
  "done.all": "Done: {email} will no longer receive tracking alerts.",
  "done.document": "Done: you no longer track {designation}.",
  "done.publisher": "Done: you will no longer receive alerts about documents of {publisher}.",
  "done.workItem": "Done: you no longer track the work item {workItem}.",
  invalid: "This unsubscribe link is not valid or has expired.",
};

const fr: Record<Key, string> = {
  title: "Alertes de suivi",
  "confirm.all": "Arrêter toutes les alertes de suivi envoyées à {email} ?",
  "confirm.document": "Ne plus suivre {designation} ({email}) ?",
  "confirm.publisher": "Arrêter les alertes sur les documents de {publisher} ({email}) ?",
  "confirm.workItem": "Ne plus suivre le sujet de travail {workItem} ({email}) ?",
  button: "Se désabonner",
  "done.all": "C’est fait : {email} ne recevra plus d’alertes de suivi.",
  "done.document": "C’est fait : vous ne suivez plus {designation}.",
  "done.publisher": "C’est fait : vous ne recevrez plus d’alertes sur les documents de {publisher}.",
  "done.workItem": "C’est fait : vous ne suivez plus le sujet de travail {workItem}.",
  invalid: "Ce lien de désabonnement n’est pas valide ou a expiré.",
};

const MESSAGES: Record<Locale, Record<Key, string>> = {
  en,
  ar: {
    title: "تنبيهات المتابعة",
    "confirm.all": "هل تريد إيقاف جميع تنبيهات المتابعة المرسلة إلى {email}؟",
    "confirm.document": "هل تريد إيقاف متابعة {designation} ({email})؟",
    "confirm.publisher": "هل تريد إيقاف التنبيهات الخاصة بمستندات {publisher} ({email})؟",
    "confirm.workItem": "هل تريد إيقاف متابعة بند العمل {workItem} ({email})؟",
    button: "إلغاء الاشتراك",
    "done.all": "تم: لن يتلقى {email} تنبيهات المتابعة بعد الآن.",
    "done.document": "تم: لم تعد تتابع {designation}.",
    "done.publisher": "تم: لن تتلقى بعد الآن تنبيهات بشأن مستندات {publisher}.",
    "done.workItem": "تم: لم تعد تتابع بند العمل {workItem}.",
    invalid: "رابط إلغاء الاشتراك هذا غير صالح أو منتهي الصلاحية.",
  },
  "fr-CA": {
    ...fr,
    "done.all": "C’est fait : {email} ne recevra plus d’alertes de suivi par courriel.",
  },
  fr,
  "zh-Hans": {
    title: "跟踪提醒",
    "confirm.all": "停止发送到 {email} 的所有跟踪提醒？",
    "confirm.document": "停止跟踪 {designation}（{email}）？",
    "confirm.publisher": "停止接收有关 {publisher} 文档的提醒（{email}）？",
    "confirm.workItem": "停止跟踪工作项 {workItem}（{email}）？",
    button: "退订",
    "done.all": "已完成：{email} 将不再收到跟踪提醒。",
    "done.document": "已完成：您不再跟踪 {designation}。",
    "done.publisher": "已完成：您将不再收到有关 {publisher} 文档的提醒。",
    "done.workItem": "已完成：您不再跟踪工作项 {workItem}。",
    invalid: "此退订链接无效或已过期。",
  },
  it: {
    title: "Avvisi di monitoraggio",
    "confirm.all": "Interrompere tutti gli avvisi di monitoraggio inviati a {email}?",
    "confirm.document": "Smettere di monitorare {designation} ({email})?",
    "confirm.publisher": "Interrompere gli avvisi sui documenti di {publisher} ({email})?",
    "confirm.workItem": "Smettere di monitorare l’elemento di lavoro {workItem} ({email})?",
    button: "Annulla iscrizione",
    "done.all": "Fatto: {email} non riceverà più avvisi di monitoraggio.",
    "done.document": "Fatto: non monitori più {designation}.",
    "done.publisher": "Fatto: non riceverai più avvisi sui documenti di {publisher}.",
    "done.workItem": "Fatto: non monitori più l’elemento di lavoro {workItem}.",
    invalid: "Questo link di annullamento dell’iscrizione non è valido o è scaduto.",
  },
  ja: {
    title: "追跡アラート",
    "confirm.all": "{email} に送信されるすべての追跡アラートを停止しますか？",
    "confirm.document": "{designation} の追跡を停止しますか？（{email}）",
    "confirm.publisher": "{publisher} の文書に関するアラートを停止しますか？（{email}）",
    "confirm.workItem": "作業項目 {workItem} の追跡を停止しますか？（{email}）",
    button: "配信を停止",
    "done.all": "完了しました：{email} には今後追跡アラートが送信されません。",
    "done.document": "完了しました：{designation} の追跡を停止しました。",
    "done.publisher": "完了しました：{publisher} の文書に関するアラートは今後送信されません。",
    "done.workItem": "完了しました：作業項目 {workItem} の追跡を停止しました。",
    invalid: "この配信停止リンクは無効か、有効期限が切れています。",
  },
  ko: {
    title: "추적 알림",
    "confirm.all": "{email}(으)로 보내는 모든 추적 알림을 중지하시겠습니까?",
    "confirm.document": "{designation} 추적을 중지하시겠습니까? ({email})",
    "confirm.publisher": "{publisher} 문서에 대한 알림을 중지하시겠습니까? ({email})",
    "confirm.workItem": "작업 항목 {workItem} 추적을 중지하시겠습니까? ({email})",
    button: "수신 거부",
    "done.all": "완료: {email}(으)로 더 이상 추적 알림이 발송되지 않습니다.",
    "done.document": "완료: 더 이상 {designation}을(를) 추적하지 않습니다.",
    "done.publisher": "완료: 더 이상 {publisher} 문서에 대한 알림을 받지 않습니다.",
    "done.workItem": "완료: 더 이상 작업 항목 {workItem}을(를) 추적하지 않습니다.",
    invalid: "이 수신 거부 링크는 유효하지 않거나 만료되었습니다.",
  },
  pt: {
    title: "Alertas de acompanhamento",
    "confirm.all": "Interromper todos os alertas de acompanhamento enviados para {email}?",
    "confirm.document": "Deixar de acompanhar {designation} ({email})?",
    "confirm.publisher": "Interromper os alertas sobre documentos de {publisher} ({email})?",
    "confirm.workItem": "Deixar de acompanhar o item de trabalho {workItem} ({email})?",
    button: "Cancelar inscrição",
    "done.all": "Pronto: {email} não receberá mais alertas de acompanhamento.",
    "done.document": "Pronto: você não acompanha mais {designation}.",
    "done.publisher": "Pronto: você não receberá mais alertas sobre documentos de {publisher}.",
    "done.workItem": "Pronto: você não acompanha mais o item de trabalho {workItem}.",
    invalid: "Este link de cancelamento de inscrição não é válido ou expirou.",
  },
  ru: {
    title: "Уведомления об изменениях",
    "confirm.all": "Отключить все уведомления об изменениях для {email}?",
    "confirm.document": "Прекратить отслеживание {designation} ({email})?",
    "confirm.publisher": "Отключить уведомления о документах {publisher} ({email})?",
    "confirm.workItem": "Прекратить отслеживание рабочего элемента {workItem} ({email})?",
    button: "Отписаться",
    "done.all": "Готово: {email} больше не будет получать уведомления об изменениях.",
    "done.document": "Готово: вы больше не отслеживаете {designation}.",
    "done.publisher": "Готово: вы больше не будете получать уведомления о документах {publisher}.",
    "done.workItem": "Готово: вы больше не отслеживаете рабочий элемент {workItem}.",
    invalid: "Эта ссылка для отписки недействительна или устарела.",
  },
  tr: {
    title: "Takip uyarıları",
    "confirm.all": "{email} adresine gönderilen tüm takip uyarıları durdurulsun mu?",
    "confirm.document": "{designation} takibi durdurulsun mu? ({email})",
    "confirm.publisher": "{publisher} belgeleriyle ilgili uyarılar durdurulsun mu? ({email})",
    "confirm.workItem": "{workItem} iş kalemi takibi durdurulsun mu? ({email})",
    button: "Abonelikten çık",
    "done.all": "Tamam: {email} artık takip uyarısı almayacak.",
    "done.document": "Tamam: artık {designation} belgesini takip etmiyorsunuz.",
    "done.publisher": "Tamam: artık {publisher} belgeleriyle ilgili uyarı almayacaksınız.",
    "done.workItem": "Tamam: artık {workItem} iş kalemini takip etmiyorsunuz.",
    invalid: "Bu abonelikten çıkma bağlantısı geçersiz veya süresi dolmuş.",
  },
  "es-ES": {
    title: "Alertas de seguimiento",
    "confirm.all": "¿Quieres dejar de recibir todas las alertas de seguimiento en {email}?",
    "confirm.document": "¿Quieres dejar de seguir {designation} ({email})?",
    "confirm.publisher": "¿Quieres dejar de recibir alertas sobre los documentos de {publisher} ({email})?",
    "confirm.workItem": "¿Quieres dejar de seguir el tema de trabajo {workItem} ({email})?",
    button: "Darse de baja",
    "done.all": "Hecho: {email} ya no recibirá alertas de seguimiento.",
    "done.document": "Hecho: ya no sigues {designation}.",
    "done.publisher": "Hecho: ya no recibirás alertas sobre los documentos de {publisher}.",
    "done.workItem": "Hecho: ya no sigues el tema de trabajo {workItem}.",
    invalid: "Este enlace para darse de baja no es válido o ha caducado.",
  },
  es: {
    title: "Alertas de seguimiento",
    "confirm.all": "¿Desea dejar de recibir todas las alertas de seguimiento en {email}?",
    "confirm.document": "¿Desea dejar de seguir {designation} ({email})?",
    "confirm.publisher": "¿Desea dejar de recibir alertas sobre los documentos de {publisher} ({email})?",
    "confirm.workItem": "¿Desea dejar de seguir el tema de trabajo {workItem} ({email})?",
    button: "Cancelar suscripción",
    "done.all": "Listo: {email} ya no recibirá alertas de seguimiento.",
    "done.document": "Listo: usted ya no sigue {designation}.",
    "done.publisher": "Listo: usted ya no recibirá alertas sobre los documentos de {publisher}.",
    "done.workItem": "Listo: usted ya no sigue el tema de trabajo {workItem}.",
    invalid: "Este enlace para cancelar la suscripción no es válido o ha vencido.",
  },
  de: {
    title: "Benachrichtigungen zu verfolgten Dokumenten",
    "confirm.all": "Alle Benachrichtigungen an {email} abbestellen?",
    "confirm.document": "{designation} nicht mehr verfolgen ({email})?",
    "confirm.publisher": "Benachrichtigungen zu Dokumenten von {publisher} abbestellen ({email})?",
    "confirm.workItem": "Das Arbeitsvorhaben {workItem} nicht mehr verfolgen ({email})?",
    button: "Abbestellen",
    "done.all": "Erledigt: {email} erhält keine Benachrichtigungen zu verfolgten Dokumenten mehr.",
    "done.document": "Erledigt: Sie verfolgen {designation} nicht mehr.",
    "done.publisher": "Erledigt: Sie erhalten keine Benachrichtigungen zu Dokumenten von {publisher} mehr.",
    "done.workItem": "Erledigt: Sie verfolgen das Arbeitsvorhaben {workItem} nicht mehr.",
    invalid: "Dieser Abbestell-Link ist ungültig oder abgelaufen.",
  },
};

/** The supported locale closest to a user's language (es-MX → es, zh-CN → zh-Hans, xx → en). */
export function pageLocale(requested: string | null | undefined): Locale {
  if (!requested) return "en";
  const r = requested.toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === r);
  if (exact) return exact;
  if (r === "cf") return "fr-CA";
  const lang = r.split(/[-_]/)[0];
  if (lang === "zh") return "zh-Hans";
  return LOCALES.find((l) => l.toLowerCase() === lang) ?? "en";
}

const escapeHtml = (v: unknown) =>
  String(v ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

function t(locale: Locale, key: Key, params: Record<string, unknown>): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

export interface PageFacts {
  scope: UnsubscribeScope;
  email: string;
  tenantName: string;
  language: string;
  designation?: string;
  publisherName?: string;
  workItemNumber?: string;
}

function page(locale: Locale, heading: string, body: string): string {
  const dir = locale === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<main style="max-width:560px;margin:48px auto;padding:28px;background:#fff;border-radius:6px;border-top:3px solid #0b4f8a">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4f8a">${escapeHtml(heading)}</h1>
${body}
</main></body></html>`;
}

const paramsOf = (f: PageFacts) => ({
  email: f.email,
  designation: f.designation ?? "",
  publisher: f.publisherName ?? "",
  workItem: f.workItemNumber ?? "",
});

/** The confirmation: one button that POSTs the same link. */
export function confirmPage(f: PageFacts, action: string): string {
  const locale = pageLocale(f.language);
  const heading = `${f.tenantName} — ${t(locale, "title", {})}`;
  return page(
    locale,
    heading,
    `<p>${escapeHtml(t(locale, `confirm.${f.scope}`, paramsOf(f)))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 18px;background:#0b4f8a;color:#fff;border:0;border-radius:4px;font-size:15px;cursor:pointer">${escapeHtml(t(locale, "button", {}))}</button>
</form>`,
  );
}

export function donePage(f: PageFacts): string {
  const locale = pageLocale(f.language);
  return page(
    locale,
    `${f.tenantName} — ${t(locale, "title", {})}`,
    `<p>${escapeHtml(t(locale, `done.${f.scope}`, paramsOf(f)))}</p>`,
  );
}

/** For a link that names nobody: in the browser's first language (Accept-Language). */
export function invalidPage(acceptLanguage: string | undefined): string {
  const locale = pageLocale(acceptLanguage?.split(",")[0]?.split(";")[0]?.trim());
  return page(locale, t(locale, "title", {}), `<p>${escapeHtml(t(locale, "invalid", {}))}</p>`);
}

/** Whether the caller is a browser asking for a page rather than a program asking for JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(",").map((p) => p.split(";")[0].trim().toLowerCase());
  const html = types.indexOf("text/html");
  const json = types.indexOf("application/json");
  return html >= 0 && (json < 0 || html < json);
}
