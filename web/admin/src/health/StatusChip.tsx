// A health status badge: green for UP, red for anything else.
import Chip from "@mui/material/Chip";
import { useTranslate } from "react-admin";

export function StatusChip({ status, size = "medium" }: { status: string; size?: "small" | "medium" }) {
  const translate = useTranslate();
  const known = status === "UP" || status === "DOWN";
  return (
    <Chip
      label={translate(`norma.health.statuses.${known ? status : "UNKNOWN"}`)}
      color={status === "UP" ? "success" : "error"}
      size={size}
      sx={{ fontWeight: 600, letterSpacing: "0.04em" }}
      data-status={status}
    />
  );
}
