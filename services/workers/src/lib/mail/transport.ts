// SMTP transport from SMTP_URL (Mailpit in compose, an in-process sink in tests).
import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  from: string | { name: string; address: string };
  to: string;
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
}
