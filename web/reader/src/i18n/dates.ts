// Dates in the spec's formats (1 §9, 3 §9: DD/MM/YY HH:mm, DD/MM/YYYY, YYYY-MM-DDTHH:mm, YYYY-MM-DD,
// MM/DD/YY, MMM DD, YYYY, DD MMMM YYYY), chosen per locale:
//   long   document dates        en "MMM DD, YYYY" (Nov 01, 2026); others "DD MMMM YYYY" (01 novembre 2026);
//                                Chinese, Japanese, Korean "YYYY-MM-DD"
//   short  list and card dates   en "MMM DD, YYYY" like its document dates (issue 26: "11/28/26"
//                                reads as two different days on either side of the Atlantic);
//                                others "DD/MM/YYYY"; Chinese, Japanese, Korean "YYYY-MM-DD"
//   time   moments               en "MM/DD/YY HH:mm" (the day and month in the order of its list
//                                dates, issue 12); others "DD/MM/YY HH:mm"; Chinese, Japanese,
//                                Korean "YYYY-MM-DDTHH:mm"
//   iso    machine-readable      "YYYY-MM-DD" (the dateTime attribute of <time>)
// Month names are the language's own, in the form used inside a date (Russian "ноября", not "ноябрь").
// Calendar dates ("2026-11-01") are read as such, never shifted by the time zone.
import type { Locale } from "./locales.ts";

export type DateStyle = "long" | "short" | "time" | "iso";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CJK = new Set<string>(["zh-Hans", "ja", "ko"]);

interface Parts {
  y: number;
  m: number; // 1-12
  d: number;
  hh: number;
  mm: number;
}

/** The parts of a date value; calendar dates in UTC, moments in local time. Null when unreadable. */
export function dateParts(value: string | Date | null | undefined): Parts | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const day = ISO_DAY.exec(value);
    if (day) return { y: Number(day[1]), m: Number(day[2]), d: Number(day[3]), hh: 0, mm: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    hh: date.getHours(),
    mm: date.getMinutes(),
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

// The twelve names of a locale and width, computed once (formatToParts on every date of a page of
// results was a noticeable share of its rendering time).
const monthNames = new Map<string, string[]>([
  // English, the default, without Intl (creating the first DateTimeFormat loads locale data).
  ["en/short", ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]],
]);

function monthName(locale: Locale, month: number, width: "short" | "long"): string {
  const id = `${locale}/${width}`;
  let names = monthNames.get(id);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { day: "2-digit", month: width, year: "numeric", timeZone: "UTC" });
    names = Array.from(
      { length: 12 },
      (_, i) =>
        format.formatToParts(new Date(Date.UTC(2000, i, 15))).find((p) => p.type === "month")?.value ?? pad(i + 1),
    );
    monthNames.set(id, names);
  }
  return names[month - 1] ?? pad(month);
}

export function formatDate(value: string | Date | null | undefined, locale: Locale, style: DateStyle = "long"): string {
  const p = dateParts(value);
  if (!p) return "";
  const iso = `${p.y}-${pad(p.m)}-${pad(p.d)}`;
  if (style === "iso") return iso;
  if (CJK.has(locale)) return style === "time" ? `${iso}T${pad(p.hh)}:${pad(p.mm)}` : iso;
  const yy = pad(p.y % 100);
  if (style === "time")
    return locale === "en"
      ? `${pad(p.m)}/${pad(p.d)}/${yy} ${pad(p.hh)}:${pad(p.mm)}`
      : `${pad(p.d)}/${pad(p.m)}/${yy} ${pad(p.hh)}:${pad(p.mm)}`;
  if (style === "short" && locale !== "en") return `${pad(p.d)}/${pad(p.m)}/${p.y}`;
  if (locale === "en") return `${monthName(locale, p.m, "short")} ${pad(p.d)}, ${p.y}`;
  return `${pad(p.d)} ${monthName(locale, p.m, "long")} ${p.y}`;
}

/** mm:ss of a duration in seconds (video lengths). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}
