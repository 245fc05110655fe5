import { navigateTo } from '@/lib/navigation';
import { isExamPath } from './exam-path';
import { getPwaState } from './pwa-store';

// How long a waiting version gets to take over before the exam opens anyway.
const takeOverMs = 3000;

/**
 * The exam a click opens in this tab from another page of the app: a plain
 * left click on a link to /exam/:id, not already handled. Null for any other
 * click (modifier keys, another tab or window, a download, another site, or
 * a click on the exam page itself, which never switches).
 */
export function examLinkOf(event: MouseEvent, here: Location | URL): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || isExamPath(here.pathname)) return null;
  return isExamPath(url.pathname) ? url : null;
}

/**
 * With a new version waiting, a link to an exam switches to it before the
 * exam page mounts (decision 0198): the exam page keeps the old worker from
 * handing over (0195), another page does not. Once the new worker controls
 * the page, the exam loads in full from it; should it not within 3 s, the
 * exam opens client-side on the current version, as the link would have.
 * Captured on the document, before the router's own link handling.
 */
export function switchBeforeExamLinks(): void {
  let switching = false;
  const onClick = (event: MouseEvent) => {
    const applyUpdate = getPwaState().applyUpdate;
    const url = applyUpdate && examLinkOf(event, window.location);
    if (!url) return;
    event.preventDefault();
    // A second tap while switching would only start a second load.
    if (switching) return;
    switching = true;
    const to = `${url.pathname}${url.search}${url.hash}`;
    void applyUpdate(takeOverMs).then((tookOver) => {
      if (tookOver) window.location.assign(to);
      else {
        switching = false;
        navigateTo(to);
      }
    });
  };
  document.addEventListener('click', onClick, { capture: true });
}
