import { createContext, useContext } from "react";
import { ADMIN_PERMISSIONS, type AdminPermission } from "../../shared/admin-people.ts";

/**
 * What the signed-in person's role allows (ROLE_PERMISSIONS), for the controls a role cannot use to stay out of
 * sight; the server refuses them anyway (docs/decisions/052-people-not-a-password.md). Without a provider (a
 * screen tested alone) everything is allowed, as for the operator.
 */
export const AdminPermissionsContext = createContext<readonly AdminPermission[]>(ADMIN_PERMISSIONS);

export function useCan(): (permission: AdminPermission) => boolean {
  const permissions = useContext(AdminPermissionsContext);
  return (permission) => permissions.includes(permission);
}
