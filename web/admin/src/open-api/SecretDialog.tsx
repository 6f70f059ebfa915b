// A secret shown once (an API key's, a webhook endpoint's signing secret, a SCIM token): the API stores only its
// hash or a sealed copy and no later reply carries it, so the dialog says so and offers to copy it.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { type ReactNode, useState } from "react";
import { Create, SimpleForm, useRedirect, useTranslate } from "react-admin";

export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={secret !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("norma.openApi.secretTitle")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate("norma.openApi.secretOnce")}
        </Alert>
        <TextField
          value={secret ?? ""}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { "aria-label": translate("norma.openApi.secret") } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void navigator.clipboard?.writeText(secret ?? "")}>
          {translate("norma.openApi.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate("norma.openApi.secretSaved")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A react-admin Create whose reply carries a secret shown once (an API key, a webhook endpoint's
 * signing secret, a SCIM token): the form, then the secret's dialog, then the new record's page.
 */
export function CreateShowingSecret({
  resource,
  then,
  children,
}: {
  resource: string;
  /** Where to go once the secret is saved: the new record's show or edit page, or the list. */
  then: "show" | "edit" | "list";
  children: ReactNode;
}) {
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create
        resource={resource}
        redirect={false}
        mutationOptions={{ onSuccess: (data: { id: number; secret: string }) => setCreated(data) }}
      >
        <SimpleForm>{children}</SimpleForm>
      </Create>
      <SecretDialog
        secret={created?.secret ?? null}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          if (id !== undefined) redirect(then, resource, then === "list" ? undefined : id);
        }}
      />
    </>
  );
}
