import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupportButton } from './support-button';

/** jsdom lays nothing out: the page is as tall as each test says, the screen 844px. */
function page(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: height,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

const away = () => screen.getByTestId('support-button').classList.contains('support-button--away');

afterEach(() => {
  scrollTo(0);
});

describe('the support button while the page scrolls', () => {
  it('steps aside scrolling down, comes back on any scroll up and at the end of the page', () => {
    page(3000);
    render(<SupportButton />);
    expect(away()).toBe(false);
    scrollTo(10);
    expect(away()).toBe(false);
    scrollTo(400);
    expect(away()).toBe(true);
    scrollTo(390);
    expect(away()).toBe(false);
    scrollTo(1200);
    expect(away()).toBe(true);
    // 1200 + 844 reaches no end yet; 2156 + 844 does, where room is kept below the last line.
    scrollTo(3000 - 844);
    expect(away()).toBe(false);
  });

  it('stays while its list is open', () => {
    page(3000);
    render(<SupportButton />);
    fireEvent.click(screen.getByRole('button'));
    scrollTo(800);
    expect(away()).toBe(false);
  });
});
