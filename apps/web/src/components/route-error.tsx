import { ExclamationCircleFilled } from '@ant-design/icons';
import { messages } from '@/i18n/messages';
import './route-error.css';

/**
 * Shown when a page throws or its code cannot load (e.g. a stale deploy). It
 * sits in the entry bundle, since a failed chunk load cannot fetch another
 * chunk; plain markup in the shape of antd's Result keeps it light and
 * independent of antd's theme, which loads with the pages.
 */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <ExclamationCircleFilled className="route-error__icon" />
      <h1 className="route-error__title">{messages.errors.pageCrashed}</h1>
      <p className="route-error__text">{messages.errors.pageCrashedHint}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {messages.errors.reload}
      </button>
    </div>
  );
}
