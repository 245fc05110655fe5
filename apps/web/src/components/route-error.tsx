import { DisconnectOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useCallback, useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '@/i18n/messages';
import { useOfflineState } from '@/lib/offline-copy-store';
import { isPageCodeError, reloadWhenReachable } from '@/lib/page-code';
import './route-error.css';

const copy = messages.errors;

/**
 * Shown when a page throws or its code cannot load. It sits in the entry
 * bundle, since a failed chunk load cannot fetch another chunk; plain markup in
 * the shape of antd's Result keeps it light and independent of antd's theme,
 * which loads with the pages.
 */
export function RouteError() {
  return isPageCodeError(useRouteError()) ? <PageCodeMissing /> : <PageCrashed />;
}

function PageCrashed() {
  return (
    <div className="route-error" role="alert">
      <ExclamationCircleFilled className="route-error__icon" />
      <h1 className="route-error__title">{copy.pageCrashed}</h1>
      <p className="route-error__text">{copy.pageCrashedHint}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {copy.reload}
      </button>
    </div>
  );
}

/**
 * A page opened offline, or with the server gone, before its code was ever
 * downloaded: only the connection is missing, so the page says that, and opens
 * by itself when the browser is back online (one try per return, and only
 * once the server answers: lib/page-code.ts), or on "try again".
 */
function PageCodeMissing() {
  const { offline } = useOfflineState();
  const [trying, setTrying] = useState(false);

  const retry = useCallback(async () => {
    setTrying(true);
    // Reached, the page reloads; not reached, it stays here for the next try.
    if (!(await reloadWhenReachable())) setTrying(false);
  }, []);

  useEffect(() => {
    const onOnline = () => {
      void retry();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [retry]);

  return (
    <div className="route-error" role="status" data-testid="page-code-missing">
      <DisconnectOutlined className="route-error__icon" />
      <h1 className="route-error__title">{offline ? copy.offlineTitle : copy.serverTitle}</h1>
      <p className="route-error__text">{offline ? copy.pageCodeOffline : copy.pageCodeServer}</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={trying}
        onClick={() => void retry()}
      >
        {copy.retry}
      </button>
    </div>
  );
}
