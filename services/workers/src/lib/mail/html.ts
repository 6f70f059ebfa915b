/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The common frame of every Norma e-mail (inline styles: mail clients ignore stylesheets). */
export function layout(opts: {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  body: string;
  footer: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang)}" dir="${opts.dir}">
<head><meta charset="utf-8"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 28px;border-bottom:3px solid #0b4f8a;font-size:20px;font-weight:bold;color:#0b4f8a">Norma</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.5">${opts.body}</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7785;border-top:1px solid #e4e7eb">${opts.footer}</td></tr>
</table></td></tr></table>
</body></html>`;
}
