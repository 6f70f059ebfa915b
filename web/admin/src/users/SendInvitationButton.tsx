// Sends the user a new invitation e-mail (POST /api/admin/users/{id}/invitation): a new
// single-use link to choose a password; the links sent before stop working.
import MailIcon from "@mui/icons-material/Mail";
import { useState } from "react";
import { Button, useNotify, useRecordContext } from "react-admin";
import { client } from "../api/client.ts";

export function SendInvitationButton() {
  const record = useRecordContext<{ id: number; activated: boolean }>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  async function send() {
    if (!record) return;
    setBusy(true);
    const { data } = await client
      .POST("/api/admin/users/{id}/invitation", { params: { path: { id: record.id } } })
      .catch(() => ({ data: undefined }));
    setBusy(false);
    if (data)
      notify("norma.users.invitationSent", {
        type: "info",
        messageArgs: { date: new Date(data.expiresAt).toLocaleString() },
      });
    else notify("norma.users.invitationFailed", { type: "error" });
  }
  return (
    <Button
      label="norma.users.sendInvitation"
      onClick={() => void send()}
      disabled={busy || !record.activated}
      sx={{ ml: 2 }}
    >
      <MailIcon />
    </Button>
  );
}
