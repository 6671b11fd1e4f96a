// Zip files for the decompression-bomb tests (not a test file itself): workbooks whose sheet XML inflates to
// GBs, built in milliseconds, and a small zip writer that can lie in its headers.
//
// The bomb's deflate stream is made of one compressed chunk repeated: a chunk compressed on its own and
// ended with a full flush is a run of non-final, byte-aligned blocks that refer to nothing before them, so
// any number of copies in a row, then a final block, is one valid deflate stream. 1 MiB of repeated rows
// (each padded with spaces) compresses to about 1 kB, so 1.5 MB of file unzips to about 1.5 GB.
import { constants, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import yauzl from 'yauzl';

export interface ZipEntrySpec {
  name: string;
  /** The entry's bytes as stored (deflated when method is 8). */
  data: Buffer;
  method: 0 | 8;
  /** The real unzipped size; headers say this unless told otherwise. */
  size: number;
  /** What the central directory and the local header claim instead (a lie). */
  claimedSize?: number;
  /** Local header without sizes (0) and a data descriptor after the data, as streaming writers do. */
  dataDescriptor?: boolean;
  /** A different name in the local header than in the central directory. */
  localName?: string;
  /** A different compression method in the local header than in the central directory. */
  localMethod?: 0 | 8;
}

/** A deflated entry of `content` (level 9). */
export function deflated(name: string, content: string | Buffer): ZipEntrySpec {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, data: deflateRawSync(bytes, { level: 9 }), method: 8, size: bytes.length };
}

/** A stored (not compressed) entry. */
export function stored(name: string, content: string): ZipEntrySpec {
  const bytes = Buffer.from(content, 'utf8');
  return { name, data: bytes, method: 0, size: bytes.length };
}

/**
 * A deflated entry that unzips to `prefix`, then `chunk` repeated `copies` times, then `suffix`, without
 * ever holding the unzipped content.
 */
export function repeatedEntry(
  name: string,
  { prefix, chunk, copies, suffix }: { prefix: string; chunk: string; copies: number; suffix: string },
): ZipEntrySpec {
  const flushed = (text: string) =>
    deflateRawSync(Buffer.from(text, 'utf8'), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const chunkBytes = Buffer.byteLength(chunk, 'utf8');
  const head = flushed(prefix);
  const body = flushed(chunk);
  const tail = deflateRawSync(Buffer.from(suffix, 'utf8'), { level: 9 });
  const data = Buffer.concat([head, ...Array.from({ length: copies }, () => body), tail]);
  const size = Buffer.byteLength(prefix) + chunkBytes * copies + Buffer.byteLength(suffix);
  return { name, data, method: 8, size };
}

/** Every entry of a zip, unzipped (for small, trusted zips only). */
export async function unzipped(buffer: Buffer): Promise<{ name: string; content: Buffer }[]> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, autoClose: false });
  const entries: { name: string; content: Buffer }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, content: Buffer.concat(chunks) });
  }
  zip.close();
  return entries;
}

/**
 * A one-sheet .xlsx of `rows` compressed with zlib (level 6, as Excel and LibreOffice do), which packs
 * sheet XML far tighter than SheetJS's own writer.
 */
export async function excelLikeXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
  const plain = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
  return zipOf(
    (await unzipped(plain)).map(({ name, content }) => ({
      name,
      data: deflateRawSync(content, { level: 6 }),
      method: 8 as const,
      size: content.length,
    })),
  );
}

/** `count` realistic guests in the import columns (names, groups, codes, e-mails, mobile phones, notes). */
export function realisticGuests(count: number): (string | number)[][] {
  const first = [
    'María',
    'José',
    'Ana',
    'Luis',
    'Carmen',
    'Juan',
    'Rosa',
    'Pedro',
    'Lucía',
    'Miguel',
    'Elena',
  ];
  const last = ['García', 'Rodríguez', 'Martínez', 'Pérez', 'Gómez', 'Díaz', 'Santos', 'Reyes', 'Cruz'];
  const groups = ['Familia Sofía', 'Familia Mateo', 'Amigos Sofía', 'Amigos Mateo', 'Padres Novia'];
  return Array.from({ length: count }, (_, i) => {
    const name = `${first[i % first.length]} ${last[(i * 7) % last.length]} ${last[(i * 5 + 3) % last.length]}`;
    return [
      name,
      groups[i % groups.length]!,
      i % 4,
      `R-${(i * 7919).toString(36).toUpperCase()}-${i}`,
      `${first[i % first.length]!.normalize('NFD')
        .replace(/[^a-z]/gi, '')
        .toLowerCase()}.${i}@example.com`,
      `+34 6${String(10_000_000 + i * 13).slice(-8)}`,
      i % 3 === 0 ? `Mesa ${1 + (i % 40)}; llega desde Santiago` : '',
    ];
  });
}

/** Assembles a zip: local headers and data, the central directory, its end record. CRCs are left 0. */
export function zipOf(
  entries: ZipEntrySpec[],
  { entriesOnDisk, totalEntries }: { entriesOnDisk?: number; totalEntries?: number } = {},
): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const claimed = entry.claimedSize ?? entry.size;
    const flags = 0x0800 | (entry.dataDescriptor ? 0x0008 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.localMethod ?? entry.method, 8);
    local.writeUInt32LE(0, 14); // crc
    local.writeUInt32LE(entry.dataDescriptor ? 0 : entry.data.length, 18);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : claimed, 22);
    local.writeUInt16LE(localName.length, 26);
    parts.push(local, localName, entry.data);
    let written = local.length + localName.length + entry.data.length;
    if (entry.dataDescriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(0, 4);
      descriptor.writeUInt32LE(entry.data.length, 8);
      descriptor.writeUInt32LE(claimed, 12);
      parts.push(descriptor);
      written += descriptor.length;
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt32LE(0, 16);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(claimed, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += written;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entriesOnDisk ?? entries.length, 8);
  end.writeUInt16LE(totalEntries ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet .xlsx around its sheet XML. */
export function workbookParts(): ZipEntrySpec[] {
  return [
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Invitados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

const MIB = 1024 * 1024;

/** `text` repeated to fill `bytes` (rounded down to whole copies). */
const filled = (text: string, bytes: number) => text.repeat(Math.floor(bytes / text.length));

/** Identical XML elements, each followed by a run of spaces (which deflate packs best: ~1,000 to 1). */
const padded = (element: string) => filled(`${element}${' '.repeat(4096 - element.length)}`, MIB);

/** A sheet XML of `mib` MiB of identical guest rows, as a repeated entry. */
export function bombSheet(mib: number): ZipEntrySpec {
  return repeatedEntry('xl/worksheets/sheet1.xml', {
    prefix: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>nombre</t></is></c></row>`,
    chunk: padded('<row><c t="inlineStr"><is><t>Invitado Bomba</t></is></c><c><v>1</v></c></row>'),
    copies: mib,
    suffix: '</sheetData></worksheet>',
  });
}

/** An .xlsx whose sheet XML unzips to `mib` MiB; its headers tell the truth. */
export function xlsxBomb(mib = 1536): Buffer {
  return zipOf([...workbookParts(), bombSheet(mib)]);
}

/**
 * The same bomb lying in its headers: the central directory says the sheet unzips to 64 kB, the local
 * header leaves sizes to a data descriptor (which lies too), as a streaming zip writer would.
 */
export function lyingXlsxBomb(mib = 1536): Buffer {
  return zipOf([...workbookParts(), { ...bombSheet(mib), claimedSize: 64 * 1024, dataDescriptor: true }]);
}

const ODS_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"';

/**
 * An OpenDocument spreadsheet whose content.xml unzips to `mib` MiB. With `excelDecoys`, it also holds
 * tiny [Content_Types].xml and xl/workbook.xml entries, so a file type check by names would take it for
 * an .xlsx (SheetJS would still read it as OpenDocument).
 */
export function odsBomb(mib = 1536, { excelDecoys = false } = {}): Buffer {
  const content = repeatedEntry('content.xml', {
    prefix: `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${ODS_NS}><office:body><office:spreadsheet><table:table table:name="Invitados">`,
    chunk: padded(
      '<table:table-row><table:table-cell office:value-type="string"><text:p>Invitado Bomba</text:p></table:table-cell></table:table-row>',
    ),
    copies: mib,
    suffix: '</table:table></office:spreadsheet></office:body></office:document-content>',
  });
  return zipOf([
    stored('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'),
    deflated(
      'META-INF/manifest.xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    ),
    ...(excelDecoys
      ? [deflated('[Content_Types].xml', '<Types/>'), deflated('xl/workbook.xml', '<workbook/>')]
      : []),
    content,
  ]);
}

/**
 * An .ods of about 1 kB whose one guest row says `table:number-rows-repeated="1000000"` (and, with
 * `columns`, each of its cells `number-columns-repeated`): SheetJS would build every copy.
 */
export function odsRepeatBomb(rows = 1_000_000, columns = 1): Buffer {
  const cell = (text: string, repeat = 1) =>
    `<table:table-cell office:value-type="string"${repeat > 1 ? ` table:number-columns-repeated="${repeat}"` : ''}><text:p>${text}</text:p></table:table-cell>`;
  return zipOf([
    stored('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'),
    deflated(
      'META-INF/manifest.xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    ),
    deflated('styles.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-styles ${ODS_NS}/>`),
    deflated(
      'content.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${ODS_NS}><office:body><office:spreadsheet><table:table table:name="Invitados"><table:table-row>${cell('nombre')}</table:table-row><table:table-row table:number-rows-repeated="${rows}">${cell('Invitado Repetido', columns)}</table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
    ),
  ]);
}
