// Localised strings of the e-mail templates. Every locale of the interface is listed; a missing
// key falls back to English. Placeholders are {name}.
import type { Locale } from "../../queues/contracts.ts";
import { TRACKING_MESSAGES, type TrackingMessageKey } from "./tracking-messages.ts";

export type MessageKey =
  | "shared.subject"
  | "shared.intro"
  | "shared.message"
  | "shared.open"
  | "group.subject"
  | "group.intro"
  | "footer.automatic"
  | TrackingMessageKey;

type Catalogue = Partial<Record<MessageKey, string>>;

const en: Record<MessageKey, string> = {
  ...TRACKING_MESSAGES.en,
  "shared.subject": "{sender} shared {designation} with you",
  "shared.intro": "{sender} shared a document with you on {tenant}:",
  "shared.message": "Message from {sender}:",
  "shared.open": "Open the document",
  "group.subject": "[{group}] {subject}",
  "group.intro": "{sender} wrote to the members of the group {group}:",
  "footer.automatic": "This message was sent automatically by {tenant}. Please do not reply to this address.",
};

export const MESSAGES: Record<Locale, Catalogue> = {
  en,
  ar: {
    ...TRACKING_MESSAGES.ar,
    "shared.subject": "شارك {sender} المستند {designation} معك",
    "shared.intro": "شارك {sender} مستندًا معك على {tenant}:",
    "shared.message": "رسالة من {sender}:",
    "shared.open": "افتح المستند",
    "group.subject": "[{group}] {subject}",
    "group.intro": "كتب {sender} إلى أعضاء المجموعة {group}:",
    "footer.automatic": "أُرسلت هذه الرسالة تلقائيًا من {tenant}. يُرجى عدم الرد على هذا العنوان.",
  },
  "fr-CA": {
    ...TRACKING_MESSAGES["fr-CA"],
    "shared.subject": "{sender} a partagé {designation} avec vous",
    "shared.intro": "{sender} a partagé un document avec vous sur {tenant} :",
    "shared.message": "Message de {sender} :",
    "shared.open": "Ouvrir le document",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} a écrit aux membres du groupe {group} :",
    "footer.automatic":
      "Ce courriel a été envoyé automatiquement par {tenant}. Veuillez ne pas répondre à cette adresse.",
  },
  fr: {
    ...TRACKING_MESSAGES.fr,
    "shared.subject": "{sender} a partagé {designation} avec vous",
    "shared.intro": "{sender} a partagé un document avec vous sur {tenant} :",
    "shared.message": "Message de {sender} :",
    "shared.open": "Ouvrir le document",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} a écrit aux membres du groupe {group} :",
    "footer.automatic":
      "Ce message a été envoyé automatiquement par {tenant}. Merci de ne pas répondre à cette adresse.",
  },
  "zh-Hans": {
    ...TRACKING_MESSAGES["zh-Hans"],
    "shared.subject": "{sender} 与您共享了 {designation}",
    "shared.intro": "{sender} 在 {tenant} 上与您共享了一份文档：",
    "shared.message": "{sender} 的留言：",
    "shared.open": "打开文档",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} 给群组 {group} 的成员写信：",
    "footer.automatic": "此邮件由 {tenant} 自动发送，请勿回复此地址。",
  },
  it: {
    ...TRACKING_MESSAGES.it,
    "shared.subject": "{sender} ha condiviso {designation} con te",
    "shared.intro": "{sender} ha condiviso un documento con te su {tenant}:",
    "shared.message": "Messaggio di {sender}:",
    "shared.open": "Apri il documento",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} ha scritto ai membri del gruppo {group}:",
    "footer.automatic":
      "Questo messaggio è stato inviato automaticamente da {tenant}. Non rispondere a questo indirizzo.",
  },
  ja: {
    ...TRACKING_MESSAGES.ja,
    "shared.subject": "{sender} さんが {designation} を共有しました",
    "shared.intro": "{sender} さんが {tenant} でドキュメントを共有しました:",
    "shared.message": "{sender} さんからのメッセージ:",
    "shared.open": "ドキュメントを開く",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} さんがグループ {group} のメンバーに送信しました:",
    "footer.automatic": "このメッセージは {tenant} から自動送信されています。このアドレスには返信しないでください。",
  },
  ko: {
    ...TRACKING_MESSAGES.ko,
    "shared.subject": "{sender}님이 {designation} 문서를 공유했습니다",
    "shared.intro": "{sender}님이 {tenant}에서 문서를 공유했습니다:",
    "shared.message": "{sender}님의 메시지:",
    "shared.open": "문서 열기",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender}님이 그룹 {group}의 구성원에게 보낸 메시지:",
    "footer.automatic": "이 메시지는 {tenant}에서 자동으로 발송되었습니다. 이 주소로 회신하지 마십시오.",
  },
  pt: {
    ...TRACKING_MESSAGES.pt,
    "shared.subject": "{sender} compartilhou {designation} com você",
    "shared.intro": "{sender} compartilhou um documento com você em {tenant}:",
    "shared.message": "Mensagem de {sender}:",
    "shared.open": "Abrir o documento",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} escreveu para os membros do grupo {group}:",
    "footer.automatic": "Esta mensagem foi enviada automaticamente por {tenant}. Não responda a este endereço.",
  },
  ru: {
    ...TRACKING_MESSAGES.ru,
    "shared.subject": "{sender} поделился(-ась) с вами документом {designation}",
    "shared.intro": "{sender} поделился(-ась) с вами документом в {tenant}:",
    "shared.message": "Сообщение от {sender}:",
    "shared.open": "Открыть документ",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} написал(а) участникам группы {group}:",
    "footer.automatic":
      "Это сообщение отправлено автоматически системой {tenant}. Пожалуйста, не отвечайте на этот адрес.",
  },
  tr: {
    ...TRACKING_MESSAGES.tr,
    "shared.subject": "{sender}, {designation} belgesini sizinle paylaştı",
    "shared.intro": "{sender}, {tenant} üzerinde sizinle bir belge paylaştı:",
    "shared.message": "{sender} tarafından gönderilen mesaj:",
    "shared.open": "Belgeyi aç",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender}, {group} grubunun üyelerine yazdı:",
    "footer.automatic": "Bu ileti {tenant} tarafından otomatik olarak gönderildi. Lütfen bu adrese yanıt vermeyin.",
  },
  "es-ES": {
    ...TRACKING_MESSAGES["es-ES"],
    "shared.subject": "{sender} ha compartido {designation} contigo",
    "shared.intro": "{sender} ha compartido un documento contigo en {tenant}:",
    "shared.message": "Mensaje de {sender}:",
    "shared.open": "Abrir el documento",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} ha escrito a los miembros del grupo {group}:",
    "footer.automatic":
      "Este mensaje lo ha enviado automáticamente {tenant}. Por favor, no respondas a esta dirección.",
  },
  es: {
    ...TRACKING_MESSAGES.es,
    "shared.subject": "{sender} compartió {designation} con usted",
    "shared.intro": "{sender} compartió un documento con usted en {tenant}:",
    "shared.message": "Mensaje de {sender}:",
    "shared.open": "Abrir el documento",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} escribió a los miembros del grupo {group}:",
    "footer.automatic":
      "Este mensaje fue enviado automáticamente por {tenant}. Por favor no responda a esta dirección.",
  },
  de: {
    ...TRACKING_MESSAGES.de,
    "shared.subject": "{sender} hat {designation} mit Ihnen geteilt",
    "shared.intro": "{sender} hat auf {tenant} ein Dokument mit Ihnen geteilt:",
    "shared.message": "Nachricht von {sender}:",
    "shared.open": "Dokument öffnen",
    "group.subject": "[{group}] {subject}",
    "group.intro": "{sender} hat an die Mitglieder der Gruppe {group} geschrieben:",
    "footer.automatic":
      "Diese Nachricht wurde automatisch von {tenant} gesendet. Bitte antworten Sie nicht an diese Adresse.",
  },
};

/** The supported locale closest to a requested one (es-MX → es, fr-CA → fr-CA, xx → en). */
export function resolveLocale(requested: string | null | undefined): Locale {
  if (!requested) return "en";
  const exact = Object.keys(MESSAGES).find((l) => l.toLowerCase() === requested.toLowerCase());
  if (exact) return exact as Locale;
  const lang = requested.split(/[-_]/)[0].toLowerCase();
  if (lang === "zh") return "zh-Hans";
  return (Object.keys(MESSAGES).find((l) => l.toLowerCase() === lang) as Locale | undefined) ?? "en";
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = MESSAGES[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
