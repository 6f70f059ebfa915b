// The tenant's limits on the e-mails its users can make the platform send (issue 23 §3). An empty
// field follows the platform default (EMAIL_LIMIT_* of the API), which the API hands over as
// `emailLimitDefaults` so the administrator sees what empty means.
import Typography from "@mui/material/Typography";
import { maxValue, minValue, NumberInput, useRecordContext, useTranslate } from "react-admin";

/** The bounds of openapi.yaml's EmailLimits (and the tenants table's CHECK constraints). */
export const EMAIL_LIMIT_FIELDS = [
  { name: "recipientsPerShare", max: 10_000 },
  { name: "emailsPerUserPerHour", max: 100_000 },
  { name: "invitationsPerAddressPerDay", max: 1_000 },
  { name: "emailsPerTenantPerHour", max: 1_000_000 },
] as const;

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === "" || Number.isInteger(value)
    ? undefined
    : "norma.tenants.emailLimits.integer";

export function EmailLimitsTab() {
  const translate = useTranslate();
  const record = useRecordContext<{ emailLimitDefaults?: Record<string, number> }>();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 720 }}>
        {translate("norma.tenants.emailLimits.intro")}
      </Typography>
      {EMAIL_LIMIT_FIELDS.map(({ name, max }) => (
        <NumberInput
          key={name}
          source={`emailLimits.${name}`}
          label={`norma.tenants.emailLimits.${name}`}
          min={1}
          max={max}
          step={1}
          validate={[wholeNumber, minValue(1), maxValue(max)]}
          helperText={translate("norma.tenants.emailLimits.defaultHint", {
            n: record?.emailLimitDefaults?.[name] ?? "—",
          })}
        />
      ))}
    </>
  );
}
