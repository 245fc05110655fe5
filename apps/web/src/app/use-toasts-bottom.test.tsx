import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastsBottom } from './use-toasts-bottom';

const toastsBottom = () => document.documentElement.style.getPropertyValue('--toasts-bottom');

afterEach(() => {
  document.querySelector('.Toastify')?.remove();
  vi.restoreAllMocks();
});

describe('where the toasts end', () => {
  it("is 0px with none, the container's bottom while one shows, and 0px again once it goes", async () => {
    // react-toastify's section, as its ToastContainer leaves it on the page.
    const section = document.body.appendChild(document.createElement('section'));
    section.className = 'Toastify';
    // jsdom lays nothing out: the container says where it ends.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      bottom: 90.4,
    } as DOMRect);
    const { unmount } = renderHook(() => {
      useToastsBottom();
    });
    expect(toastsBottom()).toBe('0px');

    const container = section.appendChild(document.createElement('div'));
    container.className = 'Toastify__toast-container';
    const toast = container.appendChild(document.createElement('div'));
    await waitFor(() => {
      expect(toastsBottom()).toBe('90px');
    });

    toast.remove();
    await waitFor(() => {
      expect(toastsBottom()).toBe('0px');
    });
    unmount();
    expect(toastsBottom()).toBe('');
  });
});
