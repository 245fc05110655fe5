/**
 * PUTs a file to the URL the API handed out (its own `/api/uploads/...` or a
 * presigned storage URL), with exactly the headers it asked for and never our
 * bearer token. XMLHttpRequest, because fetch cannot report upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`upload answered ${String(request.status)}`));
    };
    request.onerror = () => {
      reject(new Error('upload failed'));
    };
    request.onabort = () => {
      reject(new Error('upload aborted'));
    };
    request.send(file);
  });
}
