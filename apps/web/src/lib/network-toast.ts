import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { copySavedAtOf } from './offline-copy-store';
import { networkToastId } from './toast-ids';

// Shared by every call that reaches the server (the API client, downloads), so "cannot reach the
// server" is one toast, and any of them hearing the server again takes it away (decision 0240).
let unreachableSaid = false;

/** "Cannot reach the server": one toast, however many calls fail together. */
export function sayServerUnreachable(): void {
  unreachableSaid = true;
  toast.error(messages.errors.network, { toastId: networkToastId });
}

/**
 * A response arrived: if the server itself answered, "cannot reach the server"
 * is no longer true, so its toast goes rather than stay above a screen that
 * loaded again. A proxy's 5xx (the API gone behind it) and the phone's copy
 * are not the server answering.
 */
export function noteServerResponse(response: Response): void {
  if (response.status >= 500 || copySavedAtOf(response) !== null) return;
  if (!unreachableSaid) return;
  unreachableSaid = false;
  toast.dismiss(networkToastId);
}
