import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Design: a secondary admin cannot manage admins or see analytics. The server
 * answers 403; the UI mirrors it by sending them back to the admin home.
 */
export function RequireMainAdmin({ children }: { children: ReactNode }) {
  const { admin } = useSession();
  if (admin?.type !== 'main') return <Navigate to="/admin" replace />;
  return children;
}
