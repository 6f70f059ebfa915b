import { describe, expect, it } from "vitest";
import { EMAIL_TEMPLATES, EmailJob } from "./emails.ts";
import { InvalidJobPayload, JOB_SCHEMAS, parseJob, QUEUE_OF, QUEUES } from "./queues.ts";

const envelope = { idempotencyKey: "k1", to: "reader@example.com", locale: "fr" };

describe("job payload contract", () => {
  it("names a queue and a schema for every job type", () => {
    expect(Object.keys(QUEUE_OF).sort()).toEqual(Object.keys(JOB_SCHEMAS).sort());
    for (const queue of Object.values(QUEUE_OF)) expect(Object.values(QUEUES)).toContain(queue);
  });

  it("returns a valid payload as given, unknown fields kept", () => {
    const payload = { comparisonId: 1, newAssetId: 2, oldAssetId: 3, note: "kept" };
    expect(parseJob("compare-html.run", payload)).toBe(payload);
  });

  it("rejects a payload of the wrong shape, naming the job type and the field", () => {
    const bad = { documentIds: ["7"] } as unknown as { documentIds: number[] };
    expect(() => parseJob("indexing.refresh", bad)).toThrow(InvalidJobPayload);
    expect(() => parseJob("indexing.refresh", bad)).toThrow(/indexing\.refresh.*documentIds/s);
  });

  it("bounds the reference detection's payloads", () => {
    expect(parseJob("references.detect", { documentIds: [1, 2] })).toEqual({ documentIds: [1, 2] });
    expect(() => parseJob("references.detect", { documentIds: [] })).toThrow(/documentIds/);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(() => parseJob("references.detect", { documentIds: many })).toThrow(/documentIds/);
    expect(() => parseJob("references.catalogue", { runId: 0 })).toThrow(/runId/);
    expect(QUEUE_OF["references.catalogue"]).toBe("references");
  });

  it("checks the data of each e-mail template", () => {
    const shared = {
      ...envelope,
      template: "group-documents-shared" as const,
      data: {
        tenant: "Acme",
        sender: "Ada",
        recipient: "Grace",
        group: "Composites",
        groupUrl: "https://example.com/group-detail/?groupId=1",
        items: [{ designation: "D3039", title: "Tensile", url: "https://example.com/d" }],
      },
    };
    expect(EmailJob.safeParse(shared).success).toBe(true);
    // The group e-mails carried Record<string, unknown> before: a missing list now fails the producer.
    const noItems = { ...shared, data: { ...shared.data, items: [] } };
    expect(EmailJob.safeParse(noItems).success).toBe(false);
    const message = {
      ...envelope,
      template: "group-message" as const,
      data: { tenant: "Acme", sender: "Ada", group: "Composites", subject: "Hi", message: "Hello", copy: "yes" },
    };
    expect(EmailJob.safeParse(message).success).toBe(false);
    expect(EmailJob.safeParse({ ...message, data: { ...message.data, copy: true } }).success).toBe(true);
  });

  it("has a schema for every template and no other", () => {
    for (const template of EMAIL_TEMPLATES)
      expect(EmailJob.safeParse({ ...envelope, template, data: {} }).error?.issues[0].path[0]).toBe("data");
    expect(EmailJob.safeParse({ ...envelope, template: "newsletter", data: {} }).error?.issues[0].path).toEqual([
      "template",
    ]);
  });

  it("keeps an invitation's expiry an ISO timestamp", () => {
    const invite = {
      ...envelope,
      template: "user-invitation" as const,
      data: { tenant: "Acme", recipient: "Ada", email: "ada@example.com", url: "https://x/set-password?key=s" },
    };
    expect(
      EmailJob.safeParse({ ...invite, data: { ...invite.data, expiresAt: "2026-12-01T10:00:00.000Z" } }).success,
    ).toBe(true);
    expect(EmailJob.safeParse({ ...invite, data: { ...invite.data, expiresAt: "next week" } }).success).toBe(false);
  });
});
