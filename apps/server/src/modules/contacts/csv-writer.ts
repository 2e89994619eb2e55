import Papa from 'papaparse';

// The one CSV writer of the product (the contacts export and the import's error report): every cell
// a spreadsheet would run as a formula is written as text, whoever typed it.

/** A leading ' makes a spreadsheet show the cell as text instead of running it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number (or its masked form) is arithmetic at most, and stays as it is for re-import. */
const PHONE_LIKE = /^\+[\d\s().*-]+$/;

const safeCell = (value: string) =>
  FORMULA_START.test(value) && !PHONE_LIKE.test(value) ? `'${value}` : value;

/** The Excel-friendly start of a file: a byte-order mark, so UTF-8 names open right. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV lines, each ending in CRLF. */
export function csvLines(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${Papa.unparse(rows.map((row) => row.map((cell) => safeCell(cell == null ? '' : String(cell)))))}\r\n`;
}
