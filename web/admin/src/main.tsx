import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConsoleRouter } from "./routing/ConsoleRouter.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <ConsoleRouter />
  </StrictMode>,
);
