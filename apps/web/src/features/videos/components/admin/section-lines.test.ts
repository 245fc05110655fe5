import { describe, expect, it } from 'vitest';
import { parseSectionLines } from './section-lines';

describe('parseSectionLines ("title | url" per line)', () => {
  it('reads each line as a section, splitting at the last bar', () => {
    expect(
      parseSectionLines(
        'Teil 1: Erklärung | https://youtu.be/aqz-KE-bpKQ\nA | B | https://vimeo.com/1\n',
      ),
    ).toEqual({
      sections: [
        { title: 'Teil 1: Erklärung', url: 'https://youtu.be/aqz-KE-bpKQ' },
        { title: 'A | B', url: 'https://vimeo.com/1' },
      ],
      invalid: [],
    });
  });
  it('returns the lines it cannot read', () => {
    expect(parseSectionLines('no bar here\n| https://x.test\nTitel |')).toEqual({
      sections: [],
      invalid: ['no bar here', '| https://x.test', 'Titel |'],
    });
  });
});
