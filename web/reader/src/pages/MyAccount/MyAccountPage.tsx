// My account (spec 3 §2, §5): name, e-mail, company, address and phone of the selected account,
// with an edit form (address1, address2, city, postal code, country, mobile; the state select
// only for the US, and the state is sent only for the US).

import { isProblem } from "@norma/web-shared/problem";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryFailed } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";
import { metaDataQuery, updateAccountMutation } from "../../features/account/account-queries.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

type Form = Required<Pick<Schemas["UserAccountUpdate"], "address1" | "city" | "postalCode" | "country">> & {
  address2: string;
  state: string;
  mobile: string;
};

const LIMITS = { address1: 255, address2: 255, city: 100, postalCode: 20, mobile: 30 } as const;

export function MyAccountPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { account, reloadAccount } = useAuth();
  const [editing, setEditing] = useState(false);
  const details =
    account?.userAccounts.find((u) => u.accountId === account.selectedAccountId) ?? account?.userAccounts[0];
  const entitlement = account?.cgEntitlements.find((e) => e.accountId === account.selectedAccountId);
  const countries = useQuery(metaDataQuery("COUNTRY"));
  const countryName = useMemo(() => new Map((countries.data ?? []).map((c) => [c.code, c.value])), [countries.data]);
  if (!account) return null;
  const name = [details?.firstName ?? account.firstName, details?.lastName ?? account.lastName]
    .filter(Boolean)
    .join(" ");
  const address = [
    details?.address1,
    details?.address2,
    [details?.postalCode, details?.city].filter(Boolean).join(" "),
    details?.state,
    details?.country ? (countryName.get(details.country) ?? details.country) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const profile = account.profileManagementUrl ?? config.profileManagementUrl;

  return (
    <div className="page">
      <h1 className="page__title">{t("myAccount.title")}</h1>
      <section className="card card--full" aria-labelledby="my-account-details">
        <h2 id="my-account-details" className="card__title card__title--sm">
          {t("myAccount.details")}
        </h2>
        <dl className="facts">
          <Fact label={t("myAccount.name")} value={name} />
          <Fact label={t("myAccount.email")} value={account.email} />
          <Fact label={t("myAccount.company")} value={details?.companyName ?? entitlement?.accountName} />
          <Fact label={t("myAccount.address")} value={address} />
          <Fact label={t("myAccount.phone")} value={details?.mobile} />
        </dl>
        <div className="button-row">
          {!editing && details && (
            <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
              {t("myAccount.edit")}
            </button>
          )}
          {profile && (
            <a className="button button--secondary" href={profile} target="_blank" rel="noopener noreferrer">
              {t("myAccount.manageProfile")}
              <span className="visually-hidden"> {t("common.newTab")}</span>
            </a>
          )}
        </div>
      </section>
      {editing && details && (
        <EditForm
          initial={{
            address1: details.address1 ?? "",
            address2: details.address2 ?? "",
            city: details.city ?? "",
            postalCode: details.postalCode ?? "",
            country: details.country ?? "US",
            state: details.state ?? "",
            mobile: details.mobile ?? "",
          }}
          countries={countries.data ?? []}
          onDone={async (saved) => {
            setEditing(false);
            if (saved) await reloadAccount();
          }}
        />
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value?.trim() ? value : <span className="muted">{t("myAccount.notSet")}</span>}</dd>
    </div>
  );
}

function EditForm({
  initial,
  countries,
  onDone,
}: {
  initial: Form;
  countries: Schemas["MetaDataItem"][];
  onDone: (saved: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    ...updateAccountMutation({ key: "myAccount.saved" }),
    onSuccess: () => onDone(true),
    onError: (error) => {
      // A 400 names the fields it refuses (silent call: the form says it); other failures the
      // global handler has shown.
      const problem = error instanceof QueryFailed && error.status === 400 ? error.problem : null;
      if (!isProblem(problem)) return;
      const mapped: Record<string, string> = {};
      for (const f of problem.fieldErrors ?? []) mapped[f.field.replace(/^body\./, "")] = f.detail ?? f.message;
      setErrors(Object.keys(mapped).length ? mapped : { form: problem.detail ?? t("errors.badRequest") });
    },
  });
  const states = useQuery({ ...metaDataQuery("STATE"), enabled: form.country === "US" });
  const set = (field: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  function validate(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const field of ["address1", "city", "postalCode", "country"] as const)
      if (!form[field].trim()) out[field] = t("validation.required");
    if (form.mobile && !/^[+0-9 ()./-]*$/.test(form.mobile)) out.mobile = t("validation.phone");
    if (form.country === "US" && !form.state) out.state = t("validation.required");
    return out;
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      address1: form.address1.trim(),
      address2: form.address2.trim(),
      city: form.city.trim(),
      postalCode: form.postalCode.trim(),
      country: form.country,
      // Spec 3 §5: the state only for the US, otherwise empty.
      state: form.country === "US" ? form.state : "",
      mobile: form.mobile.trim(),
    });
  }

  const field = (name: keyof typeof LIMITS | "address1", label: string, required = false, autoComplete?: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`acct-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`acct-${name}`}
        className="field__input"
        value={form[name]}
        maxLength={LIMITS[name]}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `acct-${name}-error` : undefined}
        onChange={set(name)}
      />
      {errors[name] && (
        <p id={`acct-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="card card--full" aria-labelledby="my-account-edit">
      <h2 id="my-account-edit" className="card__title card__title--sm">
        {t("myAccount.editTitle")}
      </h2>
      <form className="form form--grid" onSubmit={onSubmit} noValidate>
        {field("address1", t("myAccount.address1"), true, "address-line1")}
        {field("address2", t("myAccount.address2"), false, "address-line2")}
        {field("city", t("myAccount.city"), true, "address-level2")}
        {field("postalCode", t("myAccount.postalCode"), true, "postal-code")}
        <div className="field">
          <label className="field__label" htmlFor="acct-country">
            {t("myAccount.country")}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="acct-country"
            className="field__input"
            value={form.country}
            onChange={set("country")}
            autoComplete="country"
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.value}
              </option>
            ))}
          </select>
          {errors.country && <p className="field__error">{errors.country}</p>}
        </div>
        {form.country === "US" && (
          <div className="field">
            <label className="field__label" htmlFor="acct-state">
              {t("myAccount.state")}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id="acct-state"
              className="field__input"
              value={form.state}
              onChange={set("state")}
              aria-invalid={errors.state ? true : undefined}
              autoComplete="address-level1"
            >
              <option value="">{t("myAccount.chooseState")}</option>
              {(states.data ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.value}
                </option>
              ))}
            </select>
            {errors.state && <p className="field__error">{errors.state}</p>}
          </div>
        )}
        {field("mobile", t("myAccount.mobile"), false, "tel")}
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="button-row form__actions">
          <button type="button" className="button button--secondary" onClick={() => void onDone(false)}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t("common.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
