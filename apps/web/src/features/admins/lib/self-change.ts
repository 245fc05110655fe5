import { toast } from 'react-toastify';
import { operationsMessages } from '@/i18n/operations-messages';
import { clearSession } from '@/lib/session';
import { navigateTo } from '@/lib/navigation';

/**
 * Changing your own admin record moves its updatedAt, which ends your token:
 * say so, sign out and go to the login page.
 */
export function signInAgain(): void {
  toast.info(operationsMessages.ops.admins.selfChanged, { autoClose: 15_000 });
  clearSession();
  navigateTo('/login');
}
