import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { clearSession } from '@/lib/session';

/**
 * Spec section 4: logout clears both sessions and, unlike a 401, does not
 * navigate: public pages stay, protected ones send the visitor to /login.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    // Cached answers belong to the account that just left.
    queryClient.clear();
    toast.info(messages.auth.loggedOut);
  };
}
