import type { DeviceRequestState, WrongDeviceError } from '@sabora/contract';
import { HttpError } from '../../lib/http-errors';
import { messages } from '../../messages';

/** The login's 403 for another device, carrying the student's latest device-change request. */
export class WrongDevice extends HttpError {
  constructor(readonly deviceRequest: DeviceRequestState | null) {
    super(403, messages.wrongDevice);
  }

  get body(): WrongDeviceError {
    return { message: this.message, deviceRequest: this.deviceRequest };
  }
}
