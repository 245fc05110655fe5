import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { loginReturningTo } from '@/lib/return-path';
import { getSession, useSession } from '@/lib/session';
import { useHere } from '@/lib/use-here';

/** A page a link or a bookmark opened is where the sign-in comes back to. */
export function RequireStudent() {
  const { user } = useSession();
  const here = useHere();
  return user ? <Outlet /> : <Navigate to={loginReturningTo(here)} replace />;
}

export function RequireAdmin() {
  const { admin } = useSession();
  const here = useHere();
  return admin ? <Outlet /> : <Navigate to={loginReturningTo(here)} replace />;
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
