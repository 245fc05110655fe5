import { messages } from '@/i18n/messages';
import { StatusResult } from './status-result';

/** In place of a page the phone never saved, while there is no network (decision 0207). */
export function OfflineNotSaved() {
  const copy = messages.app.offline.notSaved;
  return (
    <StatusResult
      className="page-result"
      data-testid="offline-not-saved"
      title={copy.title}
      subTitle={copy.text}
    />
  );
}
