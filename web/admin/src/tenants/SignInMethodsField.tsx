// Which ways in a tenant offers (issue 31: "the operator sees which tenants use which"): password,
// address (IP) sign-in, and each enabled identity provider by kind (OIDC, SAML, JWT, applet).
import { Chip, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";

interface TenantSignIn {
  passwordLoginEnabled?: boolean;
  ipLoginEnabled?: boolean;
  identityProviders?: { kind: string; enabled: boolean }[];
}

/** The tenant's sign-in methods, in a fixed order: password, address, then providers by kind. */
export function signInMethods(tenant: TenantSignIn): string[] {
  const methods: string[] = [];
  if (tenant.passwordLoginEnabled) methods.push("PASSWORD");
  if (tenant.ipLoginEnabled) methods.push("IP");
  const kinds = new Set((tenant.identityProviders ?? []).filter((p) => p.enabled).map((p) => p.kind));
  for (const kind of ["OIDC", "SAML", "JWT", "APPLET"]) if (kinds.has(kind)) methods.push(kind);
  return methods;
}

export function SignInMethodsField(_props: { label?: string }) {
  const record = useRecordContext<TenantSignIn>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {signInMethods(record).map((m) => (
        <Chip key={m} label={translate(`norma.tenants.signInMethods.${m}`)} size="small" />
      ))}
    </Stack>
  );
}
