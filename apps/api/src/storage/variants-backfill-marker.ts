import { imageVariantFormats, imageVariantWidths } from '@sabora/contract';

/**
 * Left beside the photos by a backfill that finished, naming the variants it
 * made: every later upload makes its own (0179, 0199), so the next starts skip
 * the walk until the set of variants changes (decisions 0197, 0210).
 */
export const variantsBackfillMarker = '.variants-backfilled';
export const variantSet = `${imageVariantWidths.join(',')} ${imageVariantFormats.join(',')}`;
