import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from './neutralise-formula.js';

export type Cell = string | number;

/** Every data cell goes through here: text is written formula-safe, numbers as typed numbers. */
const written = (cell: Cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell);

export interface SpreadsheetColumn {
  header: string;
  /** In characters, as spreadsheet programs measure it. */
  width: number;
}

/** One sheet: a header row, then rows that arrive a page at a time. */
export interface SheetSource {
  name: string;
  columns: readonly SpreadsheetColumn[];
  pages(): AsyncIterator<Cell[][]>;
}

export interface WorkbookOutcome {
  /** After the last row, before the file is closed: the response ends only once this has finished. */
  beforeClose(rows: number): Promise<void>;
  /** The stream broke off (the client went away, a read failed) after `rows` rows. */
  onFailure(rows: number, error: unknown): void;
}

const DOWNLOAD_ABORTED = 'the download was abandoned before it was complete';

/**
 * Resolves when `output` may take more: exceljs and its zip writer buffer whatever they are given, so the
 * rows are held back here while the client has not read what it was sent (memory stays at a page or
 * so). It also gives the event loop a turn, so the socket is written and other requests are served
 * between pages.
 */
async function makeRoom(output: PassThrough) {
  await setImmediate();
  if (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }
  if (output.destroyed) throw new Error(DOWNLOAD_ABORTED);
}

/**
 * An .xlsx file of these sheets, streamed as it is written (exceljs' streaming writer, no shared strings
 * or styles, so nothing grows with the number of rows). The first page is read before this resolves: a
 * failure then rejects, and the caller still answers with a JSON error. A later failure destroys the
 * stream, so the client gets a cut-off download, never a file that looks complete.
 */
export async function streamWorkbook(
  sheets: readonly SheetSource[],
  outcome: WorkbookOutcome,
): Promise<Readable> {
  const pages = sheets.map((sheet) => sheet.pages());
  const firstPage = await pages[0]?.next();

  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  workbook.creator = 'RefNet';
  let rows = 0;

  async function write() {
    for (const [index, sheet] of sheets.entries()) {
      const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = sheet.columns.map(({ header, width }) => ({ header, width }));
      const iterator = pages[index]!;
      let page = index === 0 && firstPage ? firstPage : await iterator.next();
      while (!page.done) {
        for (const values of page.value) worksheet.addRow(values.map(written)).commit();
        rows += page.value.length;
        await makeRoom(output);
        page = await iterator.next();
      }
      worksheet.commit();
    }
    await outcome.beforeClose(rows);
    await workbook.commit();
  }

  write().catch((error: unknown) => {
    outcome.onFailure(rows, error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
