import type {
  ConvertUploadBody,
  ConvertUploadResponse,
  UploadUrlParams,
  UploadUrlResponse,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { StorageDriver } from '../../storage/storage-driver';
import { newUploadKey } from '../../storage/upload-keys';

export interface UploadsService {
  /** Where the browser sends one file that already passed the upload rules. */
  requestUpload(params: UploadUrlParams): Promise<UploadUrlResponse>;
  /** The variants of a photo whose PUT is done, made now when the store could not (decision 0199). */
  convertUpload(body: ConvertUploadBody): Promise<ConvertUploadResponse>;
}

export function createUploadsService(deps: {
  storage: StorageDriver;
  clock: Clock;
}): UploadsService {
  return {
    requestUpload({ contentType, size, fileName }) {
      const key = newUploadKey(contentType, deps.clock.now());
      return deps.storage.createUploadTarget({ key, contentType, size, fileName });
    },
    async convertUpload({ key }) {
      return { key, variants: await deps.storage.convertUpload(key) };
    },
  };
}
