import { uploadTypes, uploadUrlQuery } from '@sabora/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { adminMessages } from '@/i18n/admin-messages';
import { ApiError } from '@/lib/api-client';
import { convertUpload } from '@/lib/api/convert-upload';
import { getUploadUrl } from '@/lib/api/get-upload-url';
import { putFile } from '@/lib/api/put-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  /** The photo is in the store; its variants are being made (seconds with S3). */
  | { status: 'preparing' }
  | { status: 'error'; message: string }
  | { status: 'done'; path: string };

/** The answers that refuse the photo itself: too large, not its type, broken or a bomb. */
const refusals = [413, 415, 422];

/**
 * Spec's upload flow for one form field: ask the API where to put the file,
 * PUT it there, have a photo's variants made (decision 0199), and hand back
 * the path the form stores. States: uploading (with progress), preparing
 * (a photo's variants), error (toast "فشل رفع الملف" and the flag, or the
 * API's reason a photo was refused), done.
 */
export function useUpload(field: string) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const failed = adminMessages.upload.failed;
      const query = { fileName: file.name, contentType: file.type, size: file.size, field };
      // The contract's own rules (type, size) answer before anything is sent.
      const checked = uploadUrlQuery.safeParse(query);
      if (!checked.success) {
        toast.error(failed);
        setState({ status: 'error', message: checked.error.issues[0]?.message ?? failed });
        return null;
      }
      setState({ status: 'uploading', progress: 0 });
      try {
        const target = await getUploadUrl(query);
        await putFile(target.url, file, target.headers, (progress) => {
          setState({ status: 'uploading', progress });
        });
        if (uploadTypes[checked.data.contentType].kind === 'image') {
          setState({ status: 'preparing' });
          await convertUpload(target.key);
        }
        setState({ status: 'done', path: target.path });
        return target.path;
      } catch (error) {
        toast.error(failed);
        // A refused photo (broken, too many pixels) says why under the field.
        const refused = error instanceof ApiError && refusals.includes(error.status ?? 0);
        setState({ status: 'error', message: refused ? error.message : failed });
        return null;
      }
    },
    [field],
  );

  const reset = useCallback(() => {
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
