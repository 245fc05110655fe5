import { deviceFingerprint } from '@sabora/contract';
import type { DeviceDetails, DeviceTraits } from '@sabora/contract';

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

/**
 * What the hash is made from, plus the browser's description of itself, sent
 * beside the hash so an assistant deciding a device change sees both devices.
 */
export function readDeviceDetails(
  nav: DeviceNavigator & Pick<Navigator, 'userAgent'> = navigator,
  scr: DeviceScreen = screen,
): DeviceDetails {
  return { ...readDeviceTraits(nav, scr), userAgent: nav.userAgent.slice(0, 500) };
}
