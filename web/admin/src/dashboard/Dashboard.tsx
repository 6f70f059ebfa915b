// The console's home page. Resources (tenants, users, …) come with their own issues.
import Box from "@mui/material/Box";
import { Title } from "react-admin";
import { HealthCard } from "../health/HealthCard.tsx";

export function Dashboard() {
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 1100 }}>
      <Title title="norma.dashboard.title" />
      <HealthCard />
    </Box>
  );
}
