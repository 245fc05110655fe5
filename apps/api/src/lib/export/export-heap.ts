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
 * While any export streams, V8 collects the old generation once it has grown
 * by half of what survived the last collection, instead of letting it grow up
 * to four times that: a fast export's rows and lines, promoted while they wait
 * for the download, took the API from 140 to 260–315 MB (decision 0241). Only
 * while exporting, because in an exam close the more frequent collections cost
 * about a tenth more CPU per submit. V8 reads the flag at each collection.
 */
export function createExportHeap(
  setFlags: (flags: string) => void = setFlagsFromString,
  collect: () => void = fullCollection,
) {
  let streaming = 0;
  return {
    /** Holds the smaller growth until `body` has ended, failed or been closed. */
    whileStreaming<T extends Readable>(body: T): T {
      if (streaming++ === 0) {
        setFlags('--heap-growing-percent=50');
        collect();
      }
      finished(body, () => {
        if (--streaming === 0) setFlags('--heap-growing-percent=0');
      });
      return body;
    },
  };
}

export const exportHeap = createExportHeap();
