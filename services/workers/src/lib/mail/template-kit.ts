// What the e-mail templates share (templates.tsx, review-template.tsx): the data check that fails
// an e-mail for good (TemplateDataError), the context a template renders in, and a few styles.
import type { Locale } from "@norma/contracts/locales";
import type { TFunction } from "i18next";
import type { ReactElement } from "react";
import type { Brand } from "./brand.ts";

export class TemplateDataError extends Error {}

export type Data = Record<string, unknown>;

/** The named texts, each required and not blank (else TemplateDataError naming the field). */
export function need(data: Data, ...keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = data[k];
    if (typeof v !== "string" || v.trim() === "") throw new TemplateDataError(`template data '${k}' is required`);
    out[k] = v;
  }
  return out;
}

export interface Ctx {
  locale: Locale;
  t: TFunction;
  brand: Brand;
}

export interface Message {
  subject: string;
  body: ReactElement;
}

export type Template = (ctx: Ctx, data: Data) => Message;

export const strong = { margin: "0 0 4px", fontSize: "16px", fontWeight: "bold" } as const;

/** A YYYY-MM-DD day in the reader's language ("12 March 2027"), or TemplateDataError. */
export function longDay(locale: Locale, day: string, field: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at.getTime()))
    throw new TemplateDataError(`template data '${field}' is not a date`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(at);
}
