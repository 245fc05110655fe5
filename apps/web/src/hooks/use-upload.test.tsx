import { act, renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpload } from './use-upload';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fetchMock = vi.fn<typeof fetch>();
const target = {
  url: '/api/uploads/images/2026/11/k.png?sig=x',
  key: 'images/2026/11/k.png',
  path: '/uploads/images/2026/11/k.png',
  headers: { 'content-type': 'image/png' },
};

/** The browser's XMLHttpRequest at the boundary: records the PUT and answers on demand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

function png(size = 2048) {
  return new File([new Uint8Array(size)], 'غلاف.png', { type: 'image/png' });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const variants = [320, 480, 640, 960].flatMap((width) =>
  ['avif', 'webp'].map((format) => `images/2026/11/k-${width}w.${format}`),
);

/** The API at the boundary: the upload grant, then the photo's conversion as given. */
function answerCalls(
  converted: () => Response | Promise<Response> = () => json({ key: target.key, variants }),
) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/uploads/convert') ? converted() : json(target),
  );
}

/** The calls made to the API, by path. */
const calledPaths = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

/** Uploads `file`, answering its PUT with `status` once it is sent; the path handed back. */
async function uploadAnswered(
  upload: (file: File) => Promise<string | null>,
  file: File,
  status: number,
): Promise<string | null> {
  const path = upload(file);
  await vi.waitFor(() => {
    expect(FakeXhr.last).toBeDefined();
  });
  FakeXhr.last!.answer(status);
  return path;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  answerCalls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
  FakeXhr.last = undefined;
});

describe('useUpload', () => {
  it('asks for an upload URL, PUTs the file with its headers and reports progress, then the path', async () => {
    const { result } = renderHook(() => useUpload('imageUrl'));
    let path: Promise<string | null> = Promise.resolve(null);
    act(() => {
      path = result.current.upload(png());
    });
    expect(result.current.state).toEqual({ status: 'uploading', progress: 0 });
    await flush();

    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(asked.pathname).toBe('/api/shared/get-s3-url');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      fileName: 'غلاف.png',
      contentType: 'image/png',
      size: '2048',
      field: 'imageUrl',
    });
    const put = FakeXhr.last!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(target.url);
    expect(put.headers).toEqual({ 'content-type': 'image/png' });
    expect(put.headers).not.toHaveProperty('Authorization');

    act(() => {
      put.progress(512, 2048);
    });
    expect(result.current.state).toEqual({ status: 'uploading', progress: 25 });

    await act(async () => {
      put.answer(200);
      await path;
    });
    await expect(path).resolves.toBe(target.path);
    expect(result.current.state).toEqual({ status: 'done', path: target.path });
    expect(toast.error).not.toHaveBeenCalled();

    // Only after the PUT: the photo's variants are made before the form gets its path.
    expect(calledPaths()).toEqual(['/api/shared/get-s3-url', '/api/shared/uploads/convert']);
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ key: target.key });
  });

  it('shows the photo as being prepared until its variants are made', async () => {
    let release: () => void = () => undefined;
    answerCalls(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ key: target.key, variants }));
        }),
    );
    const { result } = renderHook(() => useUpload('imageUrl'));
    let path: Promise<string | null> = Promise.resolve(null);
    await act(async () => {
      path = uploadAnswered(result.current.upload, png(), 200);
      await vi.waitFor(() => {
        expect(calledPaths()).toHaveLength(2);
      });
    });
    expect(result.current.state).toEqual({ status: 'preparing' });
    await act(async () => {
      release();
      await path;
    });
    expect(result.current.state).toEqual({ status: 'done', path: target.path });
  });

  it('shows why the API refused the photo it converted, and hands back no path', async () => {
    const broken = 'الصورة دي مش سليمة أو ناقصة، افتحها على جهازك واحفظها تاني وارفعها';
    answerCalls(() => json({ message: broken }, 422));
    const { result } = renderHook(() => useUpload('imageUrl'));
    const path = await act(() => uploadAnswered(result.current.upload, png(), 200));
    expect(path).toBeNull();
    expect(result.current.state).toEqual({ status: 'error', message: broken });
    expect(toast.error).toHaveBeenCalledWith('فشل رفع الملف');
  });

  it('converts nothing after a PDF', async () => {
    const { result } = renderHook(() => useUpload('pdf.url'));
    const pdf = new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' });
    const path = await act(() => uploadAnswered(result.current.upload, pdf, 200));
    expect(path).toBe(target.path);
    expect(calledPaths()).toEqual(['/api/shared/get-s3-url']);
  });

  it('sets the error flag and toasts "فشل رفع الملف" when the PUT fails', async () => {
    const { result } = renderHook(() => useUpload('imageUrl'));
    const path = await act(() => uploadAnswered(result.current.upload, png(), 403));
    expect(path).toBeNull();
    expect(result.current.state).toEqual({ status: 'error', message: 'فشل رفع الملف' });
    expect(toast.error).toHaveBeenCalledWith('فشل رفع الملف');
  });

  it('refuses a file the contract does not allow for the field before sending anything', async () => {
    const { result } = renderHook(() => useUpload('imageUrl'));
    const pdf = new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' });
    await act(async () => {
      await expect(result.current.upload(pdf)).resolves.toBeNull();
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'الحقل ده بياخد صورة بس (JPG أو PNG أو WebP أو GIF)',
    });
    expect(toast.error).toHaveBeenCalledWith('فشل رفع الملف');
  });

  it('fails when the API refuses the upload URL', async () => {
    fetchMock.mockResolvedValue(json({ message: 'مش مسموح' }, 403));
    const { result } = renderHook(() => useUpload('pdf.url'));
    await act(async () => {
      await expect(result.current.upload(png())).resolves.toBeNull();
    });
    expect(FakeXhr.last).toBeUndefined();
    expect(result.current.state.status).toBe('error');
  });
});
