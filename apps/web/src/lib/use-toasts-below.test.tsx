import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastsBelow } from './use-toasts-below';

let bottom = 120;
let resized = () => undefined as void;

// jsdom has no ResizeObserver: this one is told by the test when the bar changed size.
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {}
}

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useToastsBelow(ref);
  return <div ref={ref} data-testid="bar" />;
}

const toastTop = () => document.documentElement.style.getPropertyValue('--toast-top');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('toasts below a bar', () => {
  it("start at the bar's bottom, follow it as the page scrolls, and go back when it goes", () => {
    // jsdom lays nothing out: the bar says where its bottom is.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom }) as DOMRect,
    );
    bottom = 136.4;
    const { unmount } = render(<Bar />);
    expect(toastTop()).toBe('max(var(--header-height), 136px)');

    // Scrolled: the bar sticks under the header.
    bottom = 120;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(toastTop()).toBe('max(var(--header-height), 120px)');

    // A notice in the bar (offline, a failed submit) makes it taller.
    bottom = 188;
    act(() => {
      resized();
    });
    expect(toastTop()).toBe('max(var(--header-height), 188px)');

    unmount();
    expect(toastTop()).toBe('');
  });
});
