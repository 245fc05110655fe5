import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetBody, sheetXmlOf, type Cell, type Sheet } from './sheet-stream';

const pageCount = 120;
const rowsPerPage = 500;
// About 300 bytes of XML a row: 120 pages are about 18 MB before compression.
const row = (page: number, index: number): Cell[] => [
  `طالب ${page}-${index}`,
  `0101${String(page * rowsPerPage + index).padStart(7, '0')}`,
  'x'.repeat(120),
  page * index,
];

describe('sheet stream (XLSX)', () => {
  it("still finds exceljs' stream into the zip, which the back-pressure watches", async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const worksheet = workbook.addWorksheet('s');
    worksheet.addRow(['a']).commit();
    const xml = sheetXmlOf(worksheet);
    expect(xml?.buffers.length).toBeGreaterThan(0);
    // The zip reaches the sheet after the entries exceljs added before it.
    await expect.poll(() => xml?.pipes.length).toBe(1);
    expect(xml?.pipes[0]).toHaveProperty('_writableState.length', expect.any(Number));
  });

  it('reads the next page only once the zip has compressed the last one', async () => {
    // The compressed bytes the download had received when each page was asked for.
    let received = 0;
    const receivedAtPage: number[] = [];
    async function* pages() {
      for (let page = 0; page < pageCount; page += 1) {
        receivedAtPage.push(received);
        yield Array.from({ length: rowsPerPage }, (_, index) => row(page, index));
      }
    }
    const sheet: Sheet = { name: 'bills', headers: ['name', 'phone', 'note', 'n'], pages: pages() };
    let head = '';
    for await (const chunk of await sheetBody('xlsx', sheet)) {
      if (received === 0) head = (chunk as Buffer).subarray(0, 2).toString();
      received += (chunk as Buffer).length;
    }
    expect(head).toBe('PK');
    expect(receivedAtPage).toHaveLength(pageCount);
    // The zip is at most 1 MB of the 18 MB of XML behind the rows read. Without
    // waiting for it, every page was read before the first compressed byte.
    expect(receivedAtPage.at(-1)).toBeGreaterThan(received * 0.8);
  });

  it('reads no more pages once the download has gone away', async () => {
    let asked = 0;
    async function* pages() {
      for (let page = 0; page < pageCount; page += 1) {
        asked += 1;
        yield Array.from({ length: rowsPerPage }, (_, index) => row(page, index));
      }
    }
    const sheet: Sheet = { name: 'bills', headers: ['name', 'phone', 'note', 'n'], pages: pages() };
    const body = await sheetBody('xlsx', sheet);
    // The download goes away after its first bytes.
    for await (const chunk of body) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    // Wait until no page has been asked for in 100 ms.
    await expect
      .poll(async () => {
        const before = asked;
        await delay(100);
        return asked === before;
      })
      .toBe(true);
    expect(body.destroyed).toBe(true);
    expect(asked).toBeLessThan(pageCount);
  });
});
