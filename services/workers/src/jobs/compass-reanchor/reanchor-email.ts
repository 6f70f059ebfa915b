// The e-mail an owner gets when a new edition moved or orphaned their compass points (template
// compass-reanchor): one per owner and publish batch, in the owner's language, naming the tenant
// (never the product), with a link to each point and to the document at the point.
// Kept in its own file: it renders its own frame and strings.
import { TemplateDataError } from "../../lib/mail/templates.tsx";
import type { Locale } from "../../queues/contracts.ts";

// (Written as an HTML string before the e-mails moved to React Email; moving it onto the branded
// layout of lib/mail/layout.tsx is still to do.)
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ReanchorItem {
  name: string;
  placement: "MOVED" | "ORPHANED";
  designation: string;
  title: string;
  page: number | null;
  pointUrl: string;
  documentUrl: string;
}

type Key =
  | "subject"
  | "greeting"
  | "intro"
  | "moved"
  | "orphaned"
  | "page"
  | "openPoint"
  | "openDocument"
  | "exact"
  | "list"
  | "footer";

const S: Record<Locale, Record<Key, string>> = {
  en: {
    subject: "Your compass points on a new edition: {count} need a look",
    greeting: "Hello {recipient},",
    intro:
      "A new edition was published of documents you annotated. Your compass points were carried to it; these need your attention:",
    moved: "Placed on changed text — please check it still says what you meant.",
    orphaned:
      "Not found in the new edition — the passage was removed or rewritten. Re-select it or deactivate the point.",
    page: "page {page}",
    openPoint: "Open the compass point",
    openDocument: "Open the document there",
    exact: "{count} more were placed on unchanged text.",
    list: "All your compass points",
    footer: "An automatic message from {tenant}.",
  },
  ar: {
    subject: "نقاط البوصلة الخاصة بك في إصدار جديد: {count} تحتاج إلى مراجعة",
    greeting: "مرحبًا {recipient}،",
    intro: "نُشر إصدار جديد من مستندات علّقت عليها. نُقلت نقاط البوصلة الخاصة بك إليه، وهذه تحتاج إلى انتباهك:",
    moved: "وُضعت على نص تغيّر — يرجى التحقق من أنها ما زالت تعني ما قصدته.",
    orphaned: "لم يُعثر عليها في الإصدار الجديد — حُذف المقطع أو أعيدت صياغته. أعد تحديده أو ألغِ تنشيط النقطة.",
    page: "الصفحة {page}",
    openPoint: "فتح نقطة البوصلة",
    openDocument: "فتح المستند عندها",
    exact: "وُضعت {count} نقاط أخرى على نص لم يتغيّر.",
    list: "جميع نقاط البوصلة الخاصة بك",
    footer: "رسالة تلقائية من {tenant}.",
  },
  "fr-CA": {
    subject: "Vos points boussole dans une nouvelle édition : {count} à vérifier",
    greeting: "Bonjour {recipient},",
    intro:
      "Une nouvelle édition de documents que vous avez annotés a été publiée. Vos points boussole y ont été reportés; ceux-ci demandent votre attention :",
    moved: "Placé sur un texte modifié — vérifiez qu'il dit toujours ce que vous vouliez.",
    orphaned:
      "Introuvable dans la nouvelle édition — le passage a été retiré ou réécrit. Sélectionnez-le de nouveau ou désactivez le point.",
    page: "page {page}",
    openPoint: "Ouvrir le point boussole",
    openDocument: "Ouvrir le document à cet endroit",
    exact: "{count} autres ont été placés sur un texte inchangé.",
    list: "Tous vos points boussole",
    footer: "Message automatique de {tenant}.",
  },
  fr: {
    subject: "Vos points boussole dans une nouvelle édition : {count} à vérifier",
    greeting: "Bonjour {recipient},",
    intro:
      "Une nouvelle édition de documents que vous avez annotés a été publiée. Vos points boussole y ont été reportés ; ceux-ci demandent votre attention :",
    moved: "Placé sur un texte modifié — vérifiez qu'il dit toujours ce que vous vouliez.",
    orphaned:
      "Introuvable dans la nouvelle édition — le passage a été supprimé ou réécrit. Sélectionnez-le à nouveau ou désactivez le point.",
    page: "page {page}",
    openPoint: "Ouvrir le point boussole",
    openDocument: "Ouvrir le document à cet endroit",
    exact: "{count} autres ont été placés sur un texte inchangé.",
    list: "Tous vos points boussole",
    footer: "Message automatique de {tenant}.",
  },
  "zh-Hans": {
    subject: "您在新版本中的指南针标注：{count} 个需要查看",
    greeting: "{recipient}，您好：",
    intro: "您批注过的文档发布了新版本。您的指南针标注已转到新版本，以下标注需要您注意：",
    moved: "已放置在有改动的文字上——请确认其含义仍符合您的本意。",
    orphaned: "在新版本中未找到——该段落已删除或改写。请重新选择或停用该标注。",
    page: "第 {page} 页",
    openPoint: "打开指南针标注",
    openDocument: "在该位置打开文档",
    exact: "另有 {count} 个已放置在未改动的文字上。",
    list: "您的全部指南针标注",
    footer: "来自 {tenant} 的自动消息。",
  },
  it: {
    subject: "I tuoi punti bussola in una nuova edizione: {count} da controllare",
    greeting: "Gentile {recipient},",
    intro:
      "È stata pubblicata una nuova edizione di documenti che hai annotato. I tuoi punti bussola sono stati riportati; questi richiedono la tua attenzione:",
    moved: "Collocato su un testo modificato: verifica che dica ancora ciò che intendevi.",
    orphaned:
      "Non trovato nella nuova edizione: il passaggio è stato rimosso o riscritto. Selezionalo di nuovo o disattiva il punto.",
    page: "pagina {page}",
    openPoint: "Apri il punto bussola",
    openDocument: "Apri il documento in quel punto",
    exact: "Altri {count} sono stati collocati su testo invariato.",
    list: "Tutti i tuoi punti bussola",
    footer: "Messaggio automatico di {tenant}.",
  },
  ja: {
    subject: "新しい版のコンパスポイント：{count} 件の確認が必要です",
    greeting: "{recipient} 様",
    intro:
      "注釈を付けた文書の新しい版が公開されました。コンパスポイントは新しい版に引き継がれました。次のポイントをご確認ください：",
    moved: "変更された本文に配置されました。意図した内容のままか確認してください。",
    orphaned:
      "新しい版で見つかりませんでした。該当箇所は削除または書き直されています。選択し直すか、ポイントを無効にしてください。",
    page: "{page} ページ",
    openPoint: "コンパスポイントを開く",
    openDocument: "その位置で文書を開く",
    exact: "ほかの {count} 件は変更のない本文に配置されました。",
    list: "すべてのコンパスポイント",
    footer: "{tenant} からの自動送信メッセージです。",
  },
  ko: {
    subject: "새 판의 컴퍼스 포인트: {count}개 확인 필요",
    greeting: "{recipient}님, 안녕하세요.",
    intro:
      "주석을 단 문서의 새 판이 게시되었습니다. 컴퍼스 포인트가 새 판으로 옮겨졌으며, 다음 포인트를 확인해 주세요:",
    moved: "변경된 본문에 배치되었습니다. 의도한 내용이 그대로인지 확인해 주세요.",
    orphaned:
      "새 판에서 찾을 수 없습니다. 해당 구절이 삭제되었거나 다시 작성되었습니다. 다시 선택하거나 포인트를 비활성화하세요.",
    page: "{page}쪽",
    openPoint: "컴퍼스 포인트 열기",
    openDocument: "해당 위치에서 문서 열기",
    exact: "나머지 {count}개는 변경되지 않은 본문에 배치되었습니다.",
    list: "내 컴퍼스 포인트 전체",
    footer: "{tenant}에서 보낸 자동 메시지입니다.",
  },
  pt: {
    subject: "Seus pontos de bússola em uma nova edição: {count} precisam de revisão",
    greeting: "Olá, {recipient},",
    intro:
      "Foi publicada uma nova edição de documentos que você anotou. Seus pontos de bússola foram transferidos; estes precisam de sua atenção:",
    moved: "Colocado em texto alterado — confira se ainda diz o que você pretendia.",
    orphaned:
      "Não encontrado na nova edição — o trecho foi removido ou reescrito. Selecione-o novamente ou desative o ponto.",
    page: "página {page}",
    openPoint: "Abrir o ponto de bússola",
    openDocument: "Abrir o documento nesse ponto",
    exact: "Outros {count} foram colocados em texto inalterado.",
    list: "Todos os seus pontos de bússola",
    footer: "Mensagem automática de {tenant}.",
  },
  ru: {
    subject: "Ваши точки компаса в новой редакции: {count} требуют проверки",
    greeting: "Здравствуйте, {recipient}!",
    intro:
      "Опубликована новая редакция документов, которые вы аннотировали. Ваши точки компаса перенесены в неё; эти требуют вашего внимания:",
    moved: "Размещена на изменённом тексте — проверьте, что смысл сохранился.",
    orphaned:
      "Не найдена в новой редакции — фрагмент удалён или переписан. Выделите его заново или деактивируйте точку.",
    page: "стр. {page}",
    openPoint: "Открыть точку компаса",
    openDocument: "Открыть документ в этом месте",
    exact: "Ещё {count} размещены на неизменённом тексте.",
    list: "Все ваши точки компаса",
    footer: "Автоматическое сообщение от {tenant}.",
  },
  tr: {
    subject: "Yeni baskıdaki pusula noktalarınız: {count} tanesinin kontrol edilmesi gerekiyor",
    greeting: "Merhaba {recipient},",
    intro:
      "Not aldığınız belgelerin yeni bir baskısı yayımlandı. Pusula noktalarınız yeni baskıya taşındı; şunlar ilginizi gerektiriyor:",
    moved: "Değişmiş bir metne yerleştirildi — hâlâ kastettiğiniz şeyi söylediğini kontrol edin.",
    orphaned:
      "Yeni baskıda bulunamadı — bölüm kaldırılmış veya yeniden yazılmış. Yeniden seçin ya da noktayı devre dışı bırakın.",
    page: "sayfa {page}",
    openPoint: "Pusula noktasını aç",
    openDocument: "Belgeyi o noktada aç",
    exact: "{count} tanesi daha değişmemiş metne yerleştirildi.",
    list: "Tüm pusula noktalarınız",
    footer: "{tenant} tarafından gönderilen otomatik ileti.",
  },
  "es-ES": {
    subject: "Sus puntos de brújula en una nueva edición: {count} requieren revisión",
    greeting: "Hola, {recipient}:",
    intro:
      "Se ha publicado una nueva edición de documentos que anotó. Sus puntos de brújula se han trasladado a ella; estos requieren su atención:",
    moved: "Colocado sobre un texto modificado: compruebe que sigue diciendo lo que quería.",
    orphaned:
      "No se ha encontrado en la nueva edición: el pasaje se eliminó o se reescribió. Vuelva a seleccionarlo o desactive el punto.",
    page: "página {page}",
    openPoint: "Abrir el punto de brújula",
    openDocument: "Abrir el documento en ese punto",
    exact: "Otros {count} se colocaron sobre texto sin cambios.",
    list: "Todos sus puntos de brújula",
    footer: "Mensaje automático de {tenant}.",
  },
  es: {
    subject: "Sus puntos de brújula en una nueva edición: {count} requieren revisión",
    greeting: "Hola, {recipient}:",
    intro:
      "Se publicó una nueva edición de documentos que anotó. Sus puntos de brújula se trasladaron a ella; estos requieren su atención:",
    moved: "Colocado sobre un texto modificado: verifique que siga diciendo lo que quería.",
    orphaned:
      "No se encontró en la nueva edición: el pasaje se eliminó o se reescribió. Vuelva a seleccionarlo o desactive el punto.",
    page: "página {page}",
    openPoint: "Abrir el punto de brújula",
    openDocument: "Abrir el documento en ese punto",
    exact: "Otros {count} se colocaron sobre texto sin cambios.",
    list: "Todos sus puntos de brújula",
    footer: "Mensaje automático de {tenant}.",
  },
  de: {
    subject: "Ihre Kompasspunkte in einer neuen Ausgabe: {count} bitte prüfen",
    greeting: "Guten Tag {recipient},",
    intro:
      "Von Dokumenten, die Sie kommentiert haben, ist eine neue Ausgabe erschienen. Ihre Kompasspunkte wurden übernommen; diese brauchen Ihre Aufmerksamkeit:",
    moved: "Auf geändertem Text platziert – bitte prüfen Sie, ob er noch sagt, was Sie meinten.",
    orphaned:
      "In der neuen Ausgabe nicht gefunden – die Passage wurde entfernt oder umgeschrieben. Wählen Sie sie neu aus oder deaktivieren Sie den Punkt.",
    page: "Seite {page}",
    openPoint: "Kompasspunkt öffnen",
    openDocument: "Dokument an dieser Stelle öffnen",
    exact: "{count} weitere wurden auf unverändertem Text platziert.",
    list: "Alle Ihre Kompasspunkte",
    footer: "Eine automatische Nachricht von {tenant}.",
  },
};

const fill = (s: string, p: Record<string, unknown>) => s.replace(/\{(\w+)\}/g, (_, k) => String(p[k] ?? ""));

const BUTTON =
  "display:inline-block;margin:0 8px 6px 0;padding:8px 14px;background:#0b4f8a;color:#ffffff;text-decoration:none;border-radius:4px";
const SECONDARY =
  "display:inline-block;margin:0 8px 6px 0;padding:8px 14px;border:1px solid #0b4f8a;color:#0b4f8a;text-decoration:none;border-radius:4px";

export function renderReanchorEmail(locale: Locale, data: Record<string, unknown>) {
  const t = S[locale] ?? S.en;
  const tenant = data.tenant;
  const recipient = data.recipient;
  const items = data.items as ReanchorItem[] | undefined;
  if (typeof tenant !== "string" || !tenant) throw new TemplateDataError("template data 'tenant' is required");
  if (typeof recipient !== "string" || !recipient) throw new TemplateDataError("template data 'recipient' is required");
  if (!Array.isArray(items) || items.length === 0) throw new TemplateDataError("template data 'items' is required");
  const exactCount = Number(data.exactCount ?? 0);
  const listUrl = typeof data.listUrl === "string" ? data.listUrl : null;
  const subject = fill(t.subject, { count: items.length });
  const text: string[] = [fill(t.greeting, { recipient }), "", t.intro, ""];
  const blocks: string[] = [];
  for (const it of items) {
    const where = it.page ? ` (${fill(t.page, { page: it.page })})` : "";
    const status = it.placement === "MOVED" ? t.moved : t.orphaned;
    text.push(`• ${it.name} — ${it.designation}${where}`, `  ${status}`, `  ${t.openPoint}: ${it.pointUrl}`);
    if (it.placement === "MOVED") text.push(`  ${t.openDocument}: ${it.documentUrl}`);
    text.push("");
    blocks.push(`<div style="margin:0 0 16px;padding:12px 14px;border:1px solid #e4e7eb;border-radius:6px">
<p style="margin:0 0 6px;font-size:16px"><strong>${escapeHtml(it.name)}</strong></p>
<p style="margin:0 0 6px;color:#3e4c59">${escapeHtml(it.designation)} — ${escapeHtml(it.title)}${escapeHtml(where)}</p>
<p style="margin:0 0 10px">${escapeHtml(status)}</p>
<p style="margin:0"><a href="${escapeHtml(it.pointUrl)}" style="${BUTTON}">${escapeHtml(t.openPoint)}</a>${
      it.placement === "MOVED"
        ? `<a href="${escapeHtml(it.documentUrl)}" style="${SECONDARY}">${escapeHtml(t.openDocument)}</a>`
        : ""
    }</p></div>`);
  }
  if (exactCount > 0) text.push(fill(t.exact, { count: exactCount }), "");
  if (listUrl) text.push(`${t.list}: ${listUrl}`, "");
  text.push(fill(t.footer, { tenant }));
  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 28px;border-bottom:3px solid #0b4f8a;font-size:20px;font-weight:bold;color:#0b4f8a">${escapeHtml(tenant)}</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.5">
<p>${escapeHtml(fill(t.greeting, { recipient }))}</p><p>${escapeHtml(t.intro)}</p>
${blocks.join("\n")}
${exactCount > 0 ? `<p style="color:#3e4c59">${escapeHtml(fill(t.exact, { count: exactCount }))}</p>` : ""}
${listUrl ? `<p><a href="${escapeHtml(listUrl)}">${escapeHtml(t.list)}</a></p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7785;border-top:1px solid #e4e7eb">${escapeHtml(fill(t.footer, { tenant }))}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, text: text.join("\n"), html };
}
