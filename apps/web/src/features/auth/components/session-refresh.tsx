import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { navigateTo } from '@/lib/navigation';
import { clearSession, getSession, saveUser, useSession } from '@/lib/session';
import { useRefreshAdmin } from '../api/refresh-admin';
import { useRefreshUser } from '../api/refresh-user';

/** Spec section 4: on start, refresh the stored sessions from the server. */
export function SessionRefresh() {
  const [onStart] = useState(getSession);
  const current = useSession();
  // After the first screen (decision 0225): until it answers the stored session is drawn, as
  // before, and sent during the first screen the call shares the phone's line with its code.
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useEffect(() => afterFirstScreen(queryClient, () => setStarted(true)), [queryClient]);
  // Only sessions found on start, and only while they last: a logout must not refetch.
  const refreshedUser = useRefreshUser(
    started && onStart.user !== null && current.user !== null,
  ).data;
  const refreshedAdmin = useRefreshAdmin(
    started && onStart.admin !== null && current.admin !== null,
  ).data;

  useEffect(() => {
    const stored = getSession().user;
    // The refresh answers without a token; the stored one stays valid.
    if (refreshedUser && stored?._id === refreshedUser._id) {
      saveUser({ ...refreshedUser, token: stored.token });
    }
  }, [refreshedUser]);

  useEffect(() => {
    const stored = getSession().admin;
    // A changed record (password, role) means this session is stale.
    if (refreshedAdmin && stored && stored.updatedAt !== refreshedAdmin.updatedAt) {
      clearSession();
      toast.info(messages.auth.adminSessionChanged);
      navigateTo('/login');
    }
  }, [refreshedAdmin]);

  return null;
}
