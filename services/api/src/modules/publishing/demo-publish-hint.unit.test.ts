// db:demo ends by saying where its revision alerts can be read (issue 26 §3): the page of the
// e-mail sink or Mailpit on the port the environment gives, not a fixed 8025.
import { describe, expect, it } from "vitest";
import { mailViewerHint } from "./demo-publish.ts";

describe("where the demo's e-mails can be read", () => {
  it("npm run dev's e-mail sink on MAIL_WEB_PORT, 8025 by default", () => {
    expect(mailViewerHint({})).toBe("e-mails: http://127.0.0.1:8025");
    expect(mailViewerHint({ MAIL_WEB_PORT: "9025", SMTP_URL: "smtp://127.0.0.1:2025" })).toBe(
      "e-mails: http://127.0.0.1:9025",
    );
  });

  it("Mailpit on MAILPIT_UI_PORT under docker compose", () => {
    expect(mailViewerHint({ MAILPIT_UI_PORT: "18025", SMTP_URL: "smtp://mailpit:1025" })).toBe(
      "Mailpit: http://localhost:18025",
    );
  });

  it("another SMTP server by its address, without its credentials", () => {
    expect(mailViewerHint({ SMTP_URL: "smtp://user:secret@mail.example:587" })).toBe(
      "e-mails go to smtp://mail.example:587",
    );
  });
});
