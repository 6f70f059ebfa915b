// "Try sign-in" (issue 31): the tenant's sign-in page in the reader, in a new tab that has no
// session of its own (the reader keeps its session per tab), so the administrator goes through the
// tenant's identity provider as its users do. The reader's address comes from the API
// (/management/info readerUrl, PUBLIC_BASE_URL); the tenant is chosen by `?tenant=<code>`.
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useManagementInfo } from "../layout/management-info.ts";

/** The reader's sign-in page of a tenant, or null without a usable reader address. */
export function trySignInUrl(readerUrl: string | undefined, tenantCode: string | undefined): string | null {
  if (!readerUrl || !tenantCode || !/^https?:\/\//i.test(readerUrl)) return null;
  const url = new URL(readerUrl);
  url.searchParams.set("tenant", tenantCode);
  return url.toString();
}

export function TrySignInButton() {
  const record = useRecordContext<{ code: string; identityProviders?: { kind: string; enabled: boolean }[] }>();
  const translate = useTranslate();
  const { info } = useManagementInfo();
  const url = trySignInUrl(info?.readerUrl, record?.code);
  const withProvider = (record?.identityProviders ?? []).some(
    (p) => p.enabled && (p.kind === "OIDC" || p.kind === "SAML"),
  );
  return (
    <Box sx={{ my: 2 }}>
      <Button
        variant="outlined"
        startIcon={<OpenInNewIcon />}
        disabled={url === null}
        onClick={() => url && window.open(url, "_blank", "noopener,noreferrer")}
      >
        {translate("norma.tenants.trySignIn.button")}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(withProvider ? "norma.tenants.trySignIn.hint" : "norma.tenants.trySignIn.noProvider")}
      </Typography>
    </Box>
  );
}
