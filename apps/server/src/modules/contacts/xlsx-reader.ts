import { IMPORT_MAX_UNPACKED_BYTES } from '@siar/shared';
import type { SaxesParser } from 'saxes';
import type yauzl from 'yauzl';
import { AppError } from '../../http/errors.ts';
import {
  dateStyles,
  relationships,
  type SheetVisitor,
  sheetRows,
  textsOf,
  type WorkbookShape,
  workbookShape,
} from './xlsx-parts.ts';
import { listEntries, malformed, openZip, parsePart } from './xlsx-unzip.ts';

// Reading the first sheet of an XLSX file as a stream, so a small file that unpacks to gigabytes
// (a "zip bomb") costs no memory: the zip's directory says how large each part unpacks, and a part
// past what is left of the limit is refused before it is inflated; yauzl refuses a part that inflates past
// what the directory said, and the bytes inflated are counted again here. Each part is inflated in
// chunks that an XML parser (saxes, which expands no entities of its own) reads as they come, so the
// event loop gets its turn between chunks. Only the cells' texts are kept, each cut to
// MAX_CELL_CHARS (no field takes more); the caller limits rows, columns and cells.

export { MAX_CELL_CHARS, type SheetVisitor } from './xlsx-parts.ts';

/** Reads the first sheet of an XLSX file row by row; a 400 when it is not one or unpacks too large. */
export async function readFirstSheet(bytes: Buffer, visitor: SheetVisitor): Promise<void> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await openZip(bytes);
    entries = await listEntries(zip);
  } catch (error) {
    throw error instanceof AppError ? error : malformed();
  }
  try {
    const budget = { left: IMPORT_MAX_UNPACKED_BYTES };
    const part = async (path: string | undefined, setUp: (parser: SaxesParser) => void) => {
      const entry = path === undefined ? undefined : entries.get(path);
      if (entry) await parsePart(zip, entry, budget, setUp);
      return !!entry;
    };

    const shape: WorkbookShape = { date1904: false, firstSheetRel: null };
    if (!(await part('xl/workbook.xml', (parser) => workbookShape(parser, shape)))) throw malformed();
    const byId = new Map<string, string>();
    const byType = new Map<string, string>();
    await part('xl/_rels/workbook.xml.rels', (parser) => relationships(parser, byId, byType));
    const sheet = shape.firstSheetRel ? byId.get(shape.firstSheetRel) : undefined;
    if (!sheet || !entries.has(sheet)) throw AppError.badRequest('import_file_empty');
    const strings = byType.get('sharedStrings') ?? 'xl/sharedStrings.xml';
    const styles = byType.get('styles') ?? 'xl/styles.xml';

    const context = { sharedStrings: [] as string[], dateStyles: [] as boolean[], date1904: shape.date1904 };
    await part(styles, (parser) => dateStyles(parser, context.dateStyles));
    await part(strings, (parser) => textsOf(parser, 'si', (text) => context.sharedStrings.push(text)));
    await part(sheet, (parser) => sheetRows(parser, context, visitor));
  } catch (error) {
    throw error instanceof AppError ? error : malformed();
  } finally {
    zip.close();
  }
}
