// The account's review settings on the Reviews page (issue 28): whether a revision of a document
// the account tracks opens its review by itself, the days a new review has, and how many days
// before a due date (a review's or an action's) the reminder e-mails go — empty: the platform's
// default. The account's administrators change them; every other member reads them.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { client } from "../../api/client.ts";
import { dataOf, queryClient } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";
import { notify } from "../notify/notify-store.ts";

type Settings = Schemas["ReviewSettings"];

const settingsKey = ["reviews", "settings"] as const;

export const reviewSettingsQuery = () => ({
  queryKey: settingsKey,
  queryFn: () => dataOf(client.GET("/api/reviews/settings")),
});

export function ReviewSettingsPanel() {
  const q = useQuery(reviewSettingsQuery());
  if (!q.data) return null;
  // The form starts from the settings as first read and keeps its own state after a save (which
  // puts the saved settings in the cache), so it stays open.
  return <SettingsForm settings={q.data} />;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const id = useId();
  const [autoOpen, setAutoOpen] = useState(settings.autoOpen);
  const [days, setDays] = useState(String(settings.defaultDueDays));
  const [reminder, setReminder] = useState(settings.reminderDays === null ? "" : String(settings.reminderDays));
  const save = useMutation({
    mutationFn: () =>
      dataOf(
        client.PUT("/api/reviews/settings", {
          body: { autoOpen, defaultDueDays: Number(days), reminderDays: reminder === "" ? null : Number(reminder) },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      notify("SUCCESS", { key: "reviews.settings.saved" });
    },
  });
  const validDays = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 365;
  const validReminder = reminder === "" || (/^\d+$/.test(reminder) && Number(reminder) <= 60);
  if (!settings.mayChange)
    return (
      <p className="muted reviews__settings">
        {settings.autoOpen
          ? t("reviews.settings.autoOn", { count: settings.defaultDueDays })
          : t("reviews.settings.autoOff")}{" "}
        {t("reviews.settings.reminderInfo", { days: settings.reminderDays ?? settings.platformReminderDays })}
      </p>
    );
  return (
    <details className="reviews__settings card card--full">
      <summary>{t("reviews.settings.title")}</summary>
      <label className="checkbox">
        <input type="checkbox" checked={autoOpen} onChange={(e) => setAutoOpen(e.target.checked)} />
        <span>{t("reviews.settings.autoOpen")}</span>
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-days`}>
          {t("reviews.settings.days")}
        </label>
        <input
          id={`${id}-days`}
          className="field__input field__input--sm"
          type="number"
          min={1}
          max={365}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          aria-invalid={!validDays}
        />
        {!validDays && <p className="field__error">{t("reviews.settings.badDays")}</p>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reminder`}>
          {t("reviews.settings.reminderDays")}
        </label>
        <input
          id={`${id}-reminder`}
          className="field__input field__input--sm"
          type="number"
          min={0}
          max={60}
          value={reminder}
          placeholder={String(settings.platformReminderDays)}
          onChange={(e) => setReminder(e.target.value)}
          aria-invalid={!validReminder}
          aria-describedby={`${id}-reminder-hint`}
        />
        <p className="field__hint muted" id={`${id}-reminder-hint`}>
          {t("reviews.settings.reminderDefault", { days: settings.platformReminderDays })}
        </p>
        {!validReminder && <p className="field__error">{t("reviews.settings.badReminderDays")}</p>}
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={!validDays || !validReminder || save.isPending}
          onClick={() => save.mutate()}
        >
          {t("reviews.settings.save")}
        </button>
      </div>
    </details>
  );
}
