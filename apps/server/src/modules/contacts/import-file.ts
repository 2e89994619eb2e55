import { IMPORT_MAX_ROWS } from '@siar/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../http/errors.ts';

// Reading an uploaded contacts file: CSV (papaparse) or XLSX (exceljs, the first sheet). The first
// non-empty row holds the column names; each later non-empty row is a contact. Row numbers are the
// file's own (the header's row counted), which the error report names.

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

function fromGrid(grid: { row: number; cells: string[] }[]): ParsedImportFile {
  const filled = grid.filter((line) => line.cells.some((cell) => cell !== ''));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw AppError.badRequest('import_file_empty');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw AppError.badRequest('import_too_many_rows', {
      rows: rows.length.toLocaleString('en-US'),
      limit: IMPORT_MAX_ROWS.toLocaleString('en-US'),
    });
  }
  const width = Math.max(header.cells.length, ...rows.slice(0, 1000).map((r) => r.cells.length));
  const headers = Array.from({ length: width }, (_, i) => header.cells[i] || `Column ${i + 1}`);
  return { headers, rows };
}

function parseCsv(bytes: Buffer): ParsedImportFile {
  // A binary file renamed .csv: NUL bytes never appear in a text file.
  if (bytes.includes(0)) throw AppError.badRequest('import_file_malformed', { format: 'CSV' });
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    throw AppError.badRequest('import_file_malformed', { format: 'CSV' });
  return fromGrid(
    parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map((cell) => clean(String(cell))) })),
  );
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function parseXlsx(bytes: Buffer): Promise<ParsedImportFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw AppError.badRequest('import_file_malformed', { format: 'Excel (.xlsx)' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.badRequest('import_file_empty');
  const grid: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    grid.push({ row: number, cells: Array.from(values, (value) => clean(cellText(value))) });
  });
  return fromGrid(grid);
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
