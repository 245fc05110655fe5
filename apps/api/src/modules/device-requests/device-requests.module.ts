import type { AppModule } from '../../app-core';
import { createSettingsRepository } from '../settings/settings.repository';
import { deviceChangeSettings } from './device-change-settings';
import { createDeviceRequestsRepository } from './device-requests.repository';
import { deviceRequestsRoutes } from './device-requests.routes';
import { createDeviceRequestsService } from './device-requests.service';

/** The admins' side of device changes: the queue, the decisions and the limit. */
export const deviceRequestsModule: AppModule = async (app, core) => {
  const deviceRequests = createDeviceRequestsService({
    repository: createDeviceRequestsRepository(core.db),
    settings: deviceChangeSettings(createSettingsRepository(core.db)),
    audit: core.audit,
    clock: core.clock,
    forgetStudent: core.sessions.forget,
  });
  await app.register(deviceRequestsRoutes, { authenticator: core.authenticator, deviceRequests });
};
