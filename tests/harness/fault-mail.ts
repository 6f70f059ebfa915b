// The e-mails fault tests and the scale bench put in the outbox, and how they are counted at the
// SMTP sink: delivered (distinct deliveries) against received (a delivery twice is a duplicate).
import type { SunkMail } from "./smtp-sink.ts";

/** An e-mail job payload whose delivery is named by its key (header x-norma-delivery). */
export function faultEmail(key: string) {
  return {
    idempotencyKey: key,
    to: `${key}@example.com`,
    locale: "en",
    template: "document-shared" as const,
    data: {
      sender: "Ada Lovelace",
      tenant: "Acme Standards",
      designation: "ASTM D3039/D3039M-17",
      title: "Tensile Properties of Polymer Matrix Composite Materials",
      url: "http://localhost:5173/document/?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US",
    },
  };
}

/** Messages of these deliveries at the sink: all received, and how many distinct ones. */
export function receivedOf(messages: SunkMail[], keys: string[]): { total: number; distinct: number } {
  const wanted = new Set(keys);
  const got = messages.filter((m) => wanted.has(m.headers["x-norma-delivery"]));
  return { total: got.length, distinct: new Set(got.map((m) => m.headers["x-norma-delivery"])).size };
}
