/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The e-mail of a revision review (issue 28, docs/reviews.md "E-mails"), one template for its seven
// kinds: assigned (a new reviewer), action (the owner of an "action needed" item), reminder (the
// due date is near), overdue (it has passed), signed-off, and to an action's owner its own
// action-reminder (the action's due date is near) and action-overdue (it has passed). Each names the tenant (never the
// product), the document and its change, the due date in the reader's language, and links to the
// reader's review page.
import { REVIEW_MAIL_KINDS, type ReviewMailKind } from "@norma/contracts/emails";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MessageKey } from "./i18n.ts";
import { ActionButton } from "./layout.tsx";
import { type Data, longDay, need, strong, type Template, TemplateDataError } from "./template-kit.ts";

const SUBJECT: Record<ReviewMailKind, MessageKey> = {
  assigned: "review.subject.assigned",
  action: "review.subject.action",
  reminder: "review.subject.reminder",
  overdue: "review.subject.overdue",
  "signed-off": "review.subject.signedOff",
  "action-reminder": "review.subject.actionReminder",
  "action-overdue": "review.subject.actionOverdue",
};

const INTRO: Record<ReviewMailKind, MessageKey> = {
  assigned: "review.intro.assigned",
  action: "review.intro.action",
  reminder: "review.intro.reminder",
  overdue: "review.intro.overdue",
  "signed-off": "review.intro.signedOff",
  "action-reminder": "review.intro.actionReminder",
  "action-overdue": "review.intro.actionOverdue",
};

/** What each kind cannot do without. */
const NEEDS: Record<ReviewMailKind, string[]> = {
  assigned: ["by"],
  action: ["by", "item", "dueDate"],
  reminder: ["dueDate"],
  overdue: ["dueDate"],
  "signed-off": ["by"],
  "action-reminder": ["item", "dueDate"],
  "action-overdue": ["item", "dueDate"],
};

/** The kinds about one action (its item and its own due date). */
const ACTION_KINDS: readonly ReviewMailKind[] = ["action", "action-reminder", "action-overdue"];

function kindOf(data: Data): ReviewMailKind {
  const kind = data.kind as ReviewMailKind;
  if (!REVIEW_MAIL_KINDS.includes(kind)) throw new TemplateDataError("template data 'kind' is invalid");
  return kind;
}

const optional = (data: Data, key: string) =>
  typeof data[key] === "string" && (data[key] as string).trim() ? (data[key] as string) : null;

/** Names and designations keep their own direction inside a sentence of the other (FSI … PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

export const revisionReview: Template = ({ locale, t, brand }, data) => {
  const kind = kindOf(data);
  const d = need(data, "recipient", "designation", "reviewUrl", ...NEEDS[kind]);
  const title = optional(data, "title");
  const dueDate = optional(data, "dueDate") ? longDay(locale, data.dueDate as string, "dueDate") : null;
  const previous = optional(data, "previousDesignation");
  const comment = optional(data, "comment");
  const p = {
    ...d,
    tenant: brand.name,
    by: d.by ? isolated(d.by) : "",
    dueDate: dueDate ?? "",
  };
  const change =
    data.change === "WITHDRAWN"
      ? t("review.change.withdrawn", { designation: d.designation })
      : previous
        ? t("review.change.new", { designation: d.designation, previous })
        : null;
  return {
    subject: t(SUBJECT[kind], { designation: d.designation, dueDate: p.dueDate }),
    body: (
      <>
        <Text>{t("layout.greeting", p)}</Text>
        <Text>{t(INTRO[kind], p)}</Text>
        <Section style={{ margin: "0 0 16px", padding: "12px 14px", border: "1px solid #e4e7eb", borderRadius: "6px" }}>
          <Text style={strong}>{d.designation}</Text>
          {title && <Text style={{ margin: "0 0 6px" }}>{title}</Text>}
          {change && <Text style={{ margin: "0 0 6px" }}>{change}</Text>}
          {ACTION_KINDS.includes(kind) && (
            <Text style={{ margin: "0 0 6px", fontWeight: 600 }}>{t("review.item", { item: isolated(d.item) })}</Text>
          )}
          {dueDate && kind !== "signed-off" && (
            <Text style={{ margin: 0 }}>
              {t(ACTION_KINDS.includes(kind) ? "review.actionDue" : "review.due", { dueDate })}
            </Text>
          )}
          {kind === "signed-off" && comment && (
            <Text style={{ margin: 0, color: "#3e4c59" }}>{t("review.comment", { comment: isolated(comment) })}</Text>
          )}
        </Section>
        <ActionButton href={d.reviewUrl} brand={brand}>
          {t("review.open")}
        </ActionButton>
        <Text style={{ color: "#6b7785", fontSize: "12px" }}>{t("review.why", p)}</Text>
      </>
    ),
  };
};
