import { can } from '@sabora/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { permissionFor } from './admin-sections';

/**
 * The admin page the address names, or the admin home for an admin whose type
 * may not open it: the server answers 403, the UI mirrors it. The permission is
 * the page's section's (admin-sections.tsx), read from the contract's table
 * here in the admin chunk, so neither reaches a student's download.
 */
export function PermittedOutlet() {
  const { admin } = useSession();
  const { pathname } = useLocation();
  const action = permissionFor(pathname);
  const denied = action !== undefined && (admin === null || !can(admin.type, action));
  return denied ? <Navigate to="/admin" replace /> : <Outlet />;
}
