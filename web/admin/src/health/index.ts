export { HealthPage } from "./HealthPage.tsx";
export const HEALTH_PATH = "/health";
