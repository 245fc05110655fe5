import { finished, type Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full collection, as `node --expose-gc`'s `gc()` runs it. Node documents
 * setting V8 flags after start-up as unsupported in general; `--expose-gc`
 * only adds `gc` to contexts made afterwards, so one context is made for it.
 */
function fullCollection(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

/**
 * The first export of a time starts with one full collection: what the calls
 * before it left in the old generation is garbage V8 has not collected yet,
 * and the export would stream on top of it (decision 0245). Exports that start
 * while another streams find it collected already.
 */
export function createExportHeap(collect: () => void = fullCollection) {
  let streaming = 0;
  return {
    /** Counts `body` as streaming until it has ended, failed or been closed. */
    whileStreaming<T extends Readable>(body: T): T {
      if (streaming++ === 0) collect();
      finished(body, () => {
        streaming--;
      });
      return body;
    },
  };
}

export const exportHeap = createExportHeap();
