import {
  defaultDeviceChangeSettings,
  deviceChangeSettingsSchema,
  type DeviceChangeSettings,
} from '@sabora/contract';
import type { Executor } from '../../db/executor';
import type { SettingsRepository } from '../settings/settings.repository';

const key = 'device-changes';

/** The device-change limit, kept as the `device-changes` settings group. */
export function deviceChangeSettings(settings: SettingsRepository) {
  return {
    read(exec?: Executor): Promise<DeviceChangeSettings> {
      return settings.read(key, deviceChangeSettingsSchema, defaultDeviceChangeSettings, exec);
    },
    write(exec: Executor, value: DeviceChangeSettings, at: Date): Promise<string> {
      return settings.write(exec, key, value, at);
    },
  };
}

export type DeviceChangeSettingsStore = ReturnType<typeof deviceChangeSettings>;
