import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { getSession, useSession } from '@/lib/session';

export function RequireStudent() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

export function RequireAdmin() {
  const { admin } = useSession();
  return admin ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * Login and register send a visitor who arrives signed in to "/". The check
 * runs on arrival only, so the page itself decides where a fresh login goes.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => {
    const { user, admin } = getSession();
    return user !== null || admin !== null;
  });
  return signedInOnArrival ? <Navigate to="/" replace /> : children;
}
