import type { VideoSection } from '@sabora/contract';
import { linesToArray } from '@/lib/lines';

/**
 * Pasted sections, one "title | url" per line. The last "|" splits, so a
 * title may contain one; lines without both halves are returned as invalid.
 */
export function parseSectionLines(text: string): { sections: VideoSection[]; invalid: string[] } {
  const sections: VideoSection[] = [];
  const invalid: string[] = [];
  for (const line of linesToArray(text)) {
    const split = line.lastIndexOf('|');
    const title = split === -1 ? '' : line.slice(0, split).trim();
    const url = split === -1 ? '' : line.slice(split + 1).trim();
    if (title && url) sections.push({ title, url });
    else invalid.push(line);
  }
  return { sections, invalid };
}
