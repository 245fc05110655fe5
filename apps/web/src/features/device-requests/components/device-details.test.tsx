import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceDetails } from './device-details';

const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const android =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('a device’s screen', () => {
  // An outsider's walk: a 1366×900 laptop read "900×1366".
  it.each([
    ['a computer, standing wide', windows, 900, 1366, '1366×900'],
    ['a computer turned either way', windows, 1366, 900, '1366×900'],
    ['a phone, upright as sold', android, 844, 390, '390×844'],
    ['a phone already upright', android, 390, 844, '390×844'],
    ['a phone whose browser names a computer', windows, 844, 390, '390×844'],
  ])('reads as %s', (_, userAgent, width, height, shown) => {
    render(
      <DeviceDetails
        title="الجهاز الجديد"
        device={{ memory: 8, cpu: 4, width, height, userAgent }}
      />,
    );
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});
