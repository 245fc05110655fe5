import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait this long: a loaded CI machine renders Ant Design slowly.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's responsive grid needs matchMedia, which jsdom leaves undefined.
if (typeof (window.matchMedia as unknown) !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has <dialog> but not its modal methods. The minimum components/confirm-dialog
// needs: open and close it, and turn Escape into the cancel event as browsers do.
// The focus trap and the inert page behind are the browser's and are not imitated.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
  this.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && this.open) {
      this.dispatchEvent(new Event('cancel', { cancelable: true }));
    }
  });
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
