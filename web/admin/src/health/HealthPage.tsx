// /health: the API's health on a page of its own (the admin menu's "health" entry).
import Box from "@mui/material/Box";
import { Title } from "react-admin";
import { HealthCard } from "./HealthCard.tsx";

export function HealthPage() {
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title="norma.health.title" />
      <HealthCard />
    </Box>
  );
}
