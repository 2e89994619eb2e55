import { IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@siar/shared';
import Papa from 'papaparse';
import { AppError } from '../../http/errors.ts';
import { MAX_CELL_CHARS, readFirstSheet } from './xlsx-reader.ts';

// Reading an uploaded contacts file: CSV (papaparse) or XLSX (the first sheet, read as a stream by
// xlsx-reader.ts). The first non-empty row holds the column names; each later non-empty row is a
// contact. Row numbers are the file's own (the header's row counted), which the error report names.
// Rows, columns and filled cells are limited as the rows come, so a file past them is refused
// before it costs much.

export type ImportFormat = 'csv' | 'xlsx';

export interface ImportRow {
  /** 1-based row number in the file. */
  row: number;
  cells: string[];
}

export interface ParsedImportFile {
  headers: string[];
  rows: ImportRow[];
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The file's format from its name and its first bytes; null when it is neither CSV nor XLSX. */
export function detectFormat(fileName: string, bytes: Buffer): ImportFormat | null {
  const name = fileName.toLowerCase();
  const zip = ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  return zip ? 'xlsx' : null;
}

// PostgreSQL cannot store NUL; other control characters are kept out of names and fields too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it removes.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const clean = (value: string) => value.replace(CONTROL, '').trim();

/** The file's rows as they come: the header, then the contacts within the limits. */
class Grid {
  private header: ImportRow | undefined;
  private readonly rows: ImportRow[] = [];
  private rowCount = 0;
  private cellCount = 0;

  /** Refuses a value in a column past the limit, before anything is kept for it. */
  column(index: number) {
    if (index >= IMPORT_MAX_COLUMNS)
      throw AppError.badRequest('import_too_many_columns', { limit: String(IMPORT_MAX_COLUMNS) });
  }

  row(row: number, raw: string[]) {
    const cells = raw.map((cell) => clean(cell.slice(0, MAX_CELL_CHARS)));
    const filled = cells.filter((cell) => cell !== '').length;
    if (filled === 0) return;
    this.column(cells.findLastIndex((cell) => cell !== ''));
    if (!this.header) {
      this.header = { row, cells };
      return;
    }
    // Past the row limit the rows are only counted, so the answer can say how many there are.
    this.rowCount++;
    if (this.rowCount > IMPORT_MAX_ROWS) return;
    this.cellCount += filled;
    if (this.cellCount > IMPORT_MAX_CELLS)
      throw AppError.badRequest('import_too_many_cells', { limit: IMPORT_MAX_CELLS.toLocaleString('en-US') });
    this.rows.push({ row, cells });
  }

  result(): ParsedImportFile {
    const { header, rows } = this;
    if (!header || rows.length === 0) throw AppError.badRequest('import_file_empty');
    if (this.rowCount > IMPORT_MAX_ROWS) {
      throw AppError.badRequest('import_too_many_rows', {
        rows: this.rowCount.toLocaleString('en-US'),
        limit: IMPORT_MAX_ROWS.toLocaleString('en-US'),
      });
    }
    const width = Math.max(header.cells.length, ...rows.slice(0, 1000).map((r) => r.cells.length));
    const headers = Array.from({ length: width }, (_, i) => header.cells[i] || `Column ${i + 1}`);
    return { headers, rows };
  }
}

function parseCsv(bytes: Buffer): ParsedImportFile {
  // A binary file renamed .csv: NUL bytes never appear in a text file.
  if (bytes.includes(0)) throw AppError.badRequest('import_file_malformed', { format: 'CSV' });
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const grid = new Grid();
  let row = 0;
  let quotesBroken = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result) => {
      if (result.errors.some((error) => error.type === 'Quotes')) quotesBroken = true;
      grid.row(++row, result.data.map(String));
    },
  });
  if (quotesBroken) throw AppError.badRequest('import_file_malformed', { format: 'CSV' });
  return grid.result();
}

async function parseXlsx(bytes: Buffer): Promise<ParsedImportFile> {
  const grid = new Grid();
  await readFirstSheet(bytes, grid);
  return grid.result();
}

/** The file's columns and rows, or a 400 saying what is wrong with it. */
export async function parseImportFile(format: ImportFormat, bytes: Buffer): Promise<ParsedImportFile> {
  if (bytes.length === 0) throw AppError.badRequest('import_file_empty');
  return format === 'csv' ? parseCsv(bytes) : parseXlsx(bytes);
}

const GUESSES = {
  phone:
    /^(phone|phone.?number|mobile|whatsapp|wa|number|no\.?\s*hp|hp|telepon|nomor(\s*(hp|telepon|wa))?)$/i,
  name: /^(name|full.?name|nama|contact)$/i,
  email: /^(e-?mail|email.?address)$/i,
  group: /^(group|groups|grup|kelompok)$/i,
};

/** Columns whose names say what they hold, to start the mapping from. */
export function suggestMapping(headers: string[]) {
  const find = (pattern: RegExp) => {
    const index = headers.findIndex((header) => pattern.test(header.trim()));
    return index === -1 ? null : index;
  };
  return {
    phone: find(GUESSES.phone),
    name: find(GUESSES.name),
    email: find(GUESSES.email),
    group: find(GUESSES.group),
  };
}
