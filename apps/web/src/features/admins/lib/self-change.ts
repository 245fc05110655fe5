import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { clearSession } from '@/lib/session';
import { navigateTo } from '@/lib/navigation';

/**
 * Changing your own admin record moves its updatedAt, which ends your token:
 * say so, sign out and go to the login page.
 */
export function signInAgain(): void {
  toast.info(messages.ops.admins.selfChanged, { autoClose: 15_000 });
  clearSession();
  navigateTo('/login');
}
