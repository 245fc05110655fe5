import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { examIdOf } from '@/early/route-calls';
import { examMessages } from '@/i18n/exam-messages';
import { useSession } from '@/lib/session';
import { hasPendingSubmits } from '../lib/outbox-key';

/**
 * In the app shell: a submit made offline goes on the next open of the app,
 * wherever it opens, and whenever the connection returns (decision 0174).
 */
export function SubmitOutbox() {
  const { user } = useSession();
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return undefined;
    let flushing = false;
    const flush = () => {
      // The sending code loads only when a submit waits: the app shell stays small.
      if (flushing || !hasPendingSubmits()) return;
      flushing = true;
      void import('../lib/flush-outbox')
        .then(({ flushOutbox }) => flushOutbox(examIdOf(window.location.pathname)))
        .then((sent) => {
          if (sent > 0)
            toast.success(examMessages.exams.outboxSent, { toastId: 'exam-outbox-sent' });
        })
        // Its code could not load (offline on a first visit): the next `online` tries again.
        .catch(() => undefined)
        .finally(() => {
          flushing = false;
        });
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
    };
  }, [signedIn]);
  return null;
}
