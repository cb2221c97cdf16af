import { createContext, useContext } from "react";
import type { AdminSite } from "../../shared/admin-api.ts";

/**
 * What the admin shows of the wedding (ADMIN_API.site): the couple, the events with their meals, the wedding's
 * time zone (every time the admin shows is on its clocks) and what the QR poster prints. The admin asks the
 * server once the couple is signed in (admin-app.tsx), so it follows the content published, not the code's.
 */
export const AdminSiteContext = createContext<AdminSite | null>(null);

/** The wedding as the signed-in admin knows it; the screens that use it are shown only once it has come. */
export function useAdminSite(): AdminSite {
  const site = useContext(AdminSiteContext);
  if (!site) throw new Error("useAdminSite needs an AdminSiteContext: the signed-in admin provides it");
  return site;
}
