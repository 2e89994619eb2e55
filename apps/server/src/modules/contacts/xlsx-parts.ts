import { posix } from 'node:path';
import type { SaxesParser, SaxesTagPlain } from 'saxes';

// What each part of a workbook says, read by an XML parser as its bytes come (xlsx-unzip.ts feeds
// it). Only the cells' texts are kept, each cut to MAX_CELL_CHARS (no field takes more).

export const MAX_CELL_CHARS = 1000;

export interface SheetVisitor {
  /** Called before a cell at this 0-based column is kept (throws to refuse the file). */
  column(index: number): void;
  /** One row of the sheet, by its 1-based number in the file; missing cells are ''. */
  row(number: number, cells: string[]): void;
}

/** Tag names without their namespace prefix (`x:row` is `row`: some writers prefix the main namespace). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Collects the text of `<t>` elements inside each `element` (skipping phonetic runs), one entry each. */
export function textsOf(parser: SaxesParser, element: string, onText: (text: string) => void) {
  let inside = false;
  let inText = false;
  let inPhonetic = false;
  let text = '';
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === element) {
      inside = true;
      text = '';
    } else if (name === 'rPh') inPhonetic = true;
    else if (name === 't' && inside && !inPhonetic) inText = true;
  });
  parser.on('text', (chunk) => {
    if (inText && text.length < MAX_CELL_CHARS) text += chunk.slice(0, MAX_CELL_CHARS - text.length);
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === element) {
      inside = false;
      onText(text);
    }
  });
}

// Number formats that show a date or time: the built-in ids, and custom codes with date letters
// outside quotes and brackets ("[$-409]d-mmm", not "#,##0" or "\"Rp\" 0").
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const isDateCode = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** Which cell styles (by index) show dates. */
export function dateStyles(parser: SaxesParser, styles: boolean[]) {
  const customDates = new Set<number>();
  let inCellXfs = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'numFmt' && isDateCode(String(tag.attributes.formatCode ?? '')))
      customDates.add(Number(tag.attributes.numFmtId));
    else if (name === 'cellXfs') inCellXfs = true;
    else if (name === 'xf' && inCellXfs) {
      const id = Number(tag.attributes.numFmtId ?? 0);
      styles.push(BUILTIN_DATE_FORMATS.has(id) || customDates.has(id));
    }
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
}

/** An Excel date serial (days since 1899-12-30, or 1904-01-01) as ISO text. */
function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86_400_000));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString();
}

/** "AB12" → 27 (0-based column); -1 when the reference has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return i === 0 ? -1 : column - 1;
}

export interface WorkbookShape {
  date1904: boolean;
  firstSheetRel: string | null;
}

/** The workbook's date system and the relationship id of its first sheet. */
export function workbookShape(parser: SaxesParser, shape: WorkbookShape) {
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'workbookPr') shape.date1904 = ['1', 'true'].includes(String(tag.attributes.date1904));
    else if (name === 'sheet' && shape.firstSheetRel === null) {
      const id = Object.entries(tag.attributes).find(([key]) => key.endsWith(':id'));
      shape.firstSheetRel = id ? String(id[1]) : null;
    }
  });
}

/** The workbook's relationships: id → part path inside the zip, and the path by type. */
export function relationships(parser: SaxesParser, byId: Map<string, string>, byType: Map<string, string>) {
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (local(tag.name) !== 'Relationship') return;
    const target = String(tag.attributes.Target ?? '');
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
    byId.set(String(tag.attributes.Id), path);
    byType.set(String(tag.attributes.Type ?? '').replace(/^.*\//, ''), path);
  });
}

/** The first sheet's rows, as the workbook shows them (shared strings resolved, dates as ISO text). */
export function sheetRows(
  parser: SaxesParser,
  context: { sharedStrings: string[]; dateStyles: boolean[]; date1904: boolean },
  visitor: SheetVisitor,
) {
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = '';
  let style = 0;
  let value = '';
  let reading = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (local(tag.name)) {
      case 'row':
        rowNumber = Number(tag.attributes.r) || rowNumber + 1;
        cells = [];
        column = -1;
        break;
      case 'c': {
        const at = columnOf(String(tag.attributes.r ?? ''));
        column = at === -1 ? column + 1 : at;
        type = String(tag.attributes.t ?? 'n');
        style = Number(tag.attributes.s ?? 0);
        value = '';
        break;
      }
      case 'v':
      case 't':
        reading = true;
        break;
    }
  });
  parser.on('text', (chunk) => {
    if (reading && value.length < MAX_CELL_CHARS) value += chunk.slice(0, MAX_CELL_CHARS - value.length);
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        reading = false;
        break;
      case 'c': {
        const text = cellText(type, value, style, context);
        if (text !== '') {
          visitor.column(column);
          cells[column] = text;
        }
        break;
      }
      case 'row':
        visitor.row(
          rowNumber,
          Array.from(cells, (cell) => cell ?? ''),
        );
        break;
    }
  });
}

function cellText(
  type: string,
  value: string,
  style: number,
  context: { sharedStrings: string[]; dateStyles: boolean[]; date1904: boolean },
): string {
  if (value === '') return '';
  switch (type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'n': {
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      return context.dateStyles[style] ? serialDate(number, context.date1904) : String(number);
    }
    default: // str (a formula's text), inlineStr, d (ISO date)
      return value;
  }
}
