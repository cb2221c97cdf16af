import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AdminApp } from "./admin-app.tsx";
import "./admin.css";

/** The couple's page at /admin: its own entry (admin.html), rendered in the browser, never prerendered. */
const root = document.getElementById("root");
if (!root) throw new Error("The admin page has no #root element");

createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
