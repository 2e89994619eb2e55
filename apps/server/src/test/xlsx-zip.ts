import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

// A minimal XLSX file written by hand, its first sheet streamed from chunks through deflate, so a
// test can make a file that unpacks to hundreds of megabytes (a "zip bomb") without ever holding
// them: the chunks are generated, compressed and forgotten one by one.

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

async function deflatePart(name: string, chunks: Iterable<string | Buffer>): Promise<Part> {
  const deflate = createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { name, data: Buffer.concat(out), crc, size };
}

/** The zip of these parts; `declaredSize` makes the headers lie about how large a part unpacks. */
function zip(parts: Part[], declaredSize?: (part: Part) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = declaredSize?.(part) ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * An XLSX file whose first sheet's XML is `sheetData` (the `<row>` elements, as chunks). `lie`
 * makes the zip's headers say the sheet unpacks to 1 KB.
 */
export async function xlsxWithSheet(sheetData: Iterable<string | Buffer>, options: { lie?: boolean } = {}) {
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`;
    yield* sheetData;
    yield '</sheetData></worksheet>';
  }
  const parts = [
    await deflatePart('[Content_Types].xml', [
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ]),
    await deflatePart('xl/workbook.xml', [
      `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ]),
    await deflatePart('xl/_rels/workbook.xml.rels', [
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ]),
    await deflatePart('xl/worksheets/sheet1.xml', sheet()),
  ];
  return zip(parts, options.lie ? (part) => (part.name.includes('sheet1') ? 1024 : part.size) : undefined);
}

/** Sheet XML that unpacks to about `megabytes` MB: the same short rows over and over. */
export function* bombRows(megabytes: number): Generator<Buffer> {
  const chunk = Buffer.from(
    '<row><c t="inlineStr"><is><t>x</t></is></c><c><v>1</v></c></row>'.repeat(16_000),
  );
  for (let size = 0; size < megabytes * 1024 * 1024; size += chunk.length) yield chunk;
}
