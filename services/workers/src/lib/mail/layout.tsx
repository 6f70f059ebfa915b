/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas pin the automatic JSX runtime: tsx in forked worker processes runs from the
// repository root, where no tsconfig sets it.)
// The branded frame of every e-mail: the tenant's logo (or name) in its primary colour, the
// message, then the footer — sent automatically by the tenant, its support contact and address.
// Inline styles only: mail clients ignore stylesheets.

import type { Locale } from "@norma/contracts/locales";
// The components one by one: the @react-email/components barrel also loads the code-block
// (prismjs), markdown and Tailwind components, 0.5–0.7 s at every start for what no e-mail uses.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { Brand } from "./brand.ts";

const RTL = new Set<Locale>(["ar"]);

export interface LayoutProps {
  locale: Locale;
  t: TFunction;
  brand: Brand;
  /** The inbox preview line. */
  preview: string;
  children: ReactNode;
}

export function BrandedLayout({ locale, t, brand, preview, children }: LayoutProps) {
  const dir = RTL.has(locale) ? "rtl" : "ltr";
  const contact = [brand.supportEmail, brand.supportPhone].filter(Boolean).join(" · ");
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <title>{preview}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: "24px 0",
          backgroundColor: "#f4f6f8",
          fontFamily: "Arial, Helvetica, sans-serif",
          color: "#1f2933",
        }}
      >
        <Container style={{ maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "6px" }}>
          <Section style={{ padding: "20px 28px", borderBottom: `3px solid ${brand.primaryColor}` }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="36" style={{ display: "block", height: "36px" }} />
            ) : (
              <Text style={{ margin: 0, fontSize: "20px", fontWeight: "bold", color: brand.primaryColor }}>
                {brand.name}
              </Text>
            )}
          </Section>
          <Section
            style={{
              padding: "24px 28px",
              fontSize: "15px",
              lineHeight: "1.5",
              textAlign: dir === "rtl" ? "right" : "left",
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: "#e4e7eb", margin: 0 }} />
          <Section style={{ padding: "16px 28px", fontSize: "12px", color: "#6b7785" }}>
            <Text style={{ margin: "0 0 6px", fontSize: "12px" }}>{t("footer.automatic", { tenant: brand.name })}</Text>
            {contact && (
              <Text style={{ margin: "0 0 6px", fontSize: "12px" }}>
                {t("layout.support", { tenant: brand.name, contact })}
              </Text>
            )}
            {brand.address && (
              // The tenant's address keeps its own direction inside an Arabic footer ("1 Main Street"
              // would otherwise show its house number at the line's far end).
              <Text style={{ margin: "0 0 6px", fontSize: "12px" }}>
                <bdi>{brand.address}</bdi>
              </Text>
            )}
            {brand.privacyUrl && (
              <Link href={brand.privacyUrl} style={{ color: "#6b7785", fontSize: "12px" }}>
                {brand.privacyUrl}
              </Link>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The main call to action, in the tenant's colour. */
export function ActionButton({ href, brand, children }: { href: string; brand: Brand; children: ReactNode }) {
  return (
    <Link
      href={href}
      style={{
        display: "inline-block",
        margin: "0 8px 8px 0",
        padding: "10px 18px",
        backgroundColor: brand.primaryColor,
        color: "#ffffff",
        textDecoration: "none",
        borderRadius: "4px",
      }}
    >
      {children}
    </Link>
  );
}

export function SecondaryButton({ href, brand, children }: { href: string; brand: Brand; children: ReactNode }) {
  return (
    <Link
      href={href}
      style={{
        display: "inline-block",
        margin: "0 8px 8px 0",
        padding: "9px 17px",
        border: `1px solid ${brand.primaryColor}`,
        color: brand.primaryColor,
        textDecoration: "none",
        borderRadius: "4px",
      }}
    >
      {children}
    </Link>
  );
}

/** A user's message, paragraph by paragraph (blank lines split, single line breaks kept). */
export function Paragraphs({ text, quoted }: { text: string; quoted?: Brand }) {
  const blocks = text.split(/\n{2,}/);
  const style = quoted
    ? { margin: "0 0 16px", padding: "0 12px", borderInlineStart: `3px solid ${quoted.accentColor}` }
    : {};
  return (
    <Section style={style}>
      {blocks.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <Text key={i} style={{ margin: "0 0 12px", whiteSpace: "pre-line" }}>
          {p}
        </Text>
      ))}
    </Section>
  );
}
