import { deviceFingerprint } from '@sabora/contract';
import type { DeviceTraits } from '@sabora/contract';

// deviceMemory is Chromium-only and missing from TypeScript's DOM types.
type DeviceNavigator = Pick<Navigator, 'hardwareConcurrency'> & { deviceMemory?: number };
type DeviceScreen = Pick<Screen, 'width' | 'height'>;

function positiveOrNull(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function readDeviceTraits(
  nav: DeviceNavigator = navigator,
  scr: DeviceScreen = screen,
): DeviceTraits {
  return {
    memory: positiveOrNull(nav.deviceMemory),
    cpu: positiveOrNull(nav.hardwareConcurrency),
    width: scr.width,
    height: scr.height,
  };
}

/** The `hash` sent with signup and student login. */
export function deviceHash(): string {
  return deviceFingerprint(readDeviceTraits());
}
