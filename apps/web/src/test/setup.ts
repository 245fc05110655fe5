import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait this long: a loaded CI machine renders Ant Design slowly.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's tables measure themselves, and so does the exam's countdown bar (lib/use-toasts-below.ts);
// jsdom has no ResizeObserver.
if (typeof (globalThis as { ResizeObserver?: unknown }).ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

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

// jsdom has <dialog> but not its modal methods. The minimum the light dialogs
// (components/confirm-dialog, the phone menu) need, as browsers do it: open and
// close, close() firing the close event, and Escape firing cancel, which closes
// the dialog unless a listener prevents it. The focus trap and the inert page
// behind are the browser's and are not imitated.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
  this.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && this.open) {
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    }
  });
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
