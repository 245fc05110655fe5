import type { AdminAction } from '@sabora/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCan } from '@/lib/permissions';

/**
 * A page an admin type may not open (the contract's permission table): the
 * server answers 403, and the UI mirrors it by sending the admin back to the
 * admin home, as the menu never offered the page.
 */
export function RequirePermission({
  action,
  children,
}: {
  action: AdminAction;
  children: ReactNode;
}) {
  return useCan(action) ? children : <Navigate to="/admin" replace />;
}
