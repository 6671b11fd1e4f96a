// Spreadsheet uploads: file names, contents (CSV in several encodings, workbooks, lying bytes) and every
// way a multipart upload can be wrong.
import fc from 'fast-check';
import { csvText } from './csv-text';
import { multipart, type Part, type RawUpload } from './multipart';

export const FILE_NAMES = [
  'guests.csv',
  'guests.CSV',
  'guests.xlsx',
  'guests.xls',
  '../../etc/passwd.csv',
  `${'a'.repeat(300)}.csv`,
  '',
  'noextension',
  'ñandú.csv',
  '__proto__.csv',
  'guests.csv.exe',
  'guests.pdf',
  'a\u0000.csv',
  'con.csv',
] as const;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** File contents: CSV text (UTF-8, with BOM, UTF-16), workbooks from `workbooks`, and lying bytes. */
export function fileContent(
  workbooks: fc.Arbitrary<Buffer> = fc.constant(Buffer.alloc(0)),
): fc.Arbitrary<Buffer> {
  const bytes = fc.uint8Array({ maxLength: 3_000 }).map((array) => Buffer.from(array));
  return fc.oneof(
    { weight: 8, arbitrary: csvText.map((text) => Buffer.from(text, 'utf8')) },
    {
      weight: 1,
      arbitrary: csvText.map((text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])),
    },
    {
      weight: 1,
      arbitrary: csvText.map((text) =>
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      ),
    },
    { weight: 1, arbitrary: csvText.map((text) => Buffer.from(text, 'latin1')) },
    { weight: 3, arbitrary: workbooks },
    { weight: 1, arbitrary: bytes },
    { weight: 1, arbitrary: bytes.map((rest) => Buffer.concat([ZIP_MAGIC, rest])) },
    {
      weight: 1,
      arbitrary: bytes.map((rest) =>
        Buffer.concat([ZIP_MAGIC, Buffer.from('[Content_Types].xml xl/workbook.xml'), rest]),
      ),
    },
    { weight: 1, arbitrary: bytes.map((rest) => Buffer.concat([OLE_MAGIC, rest])) },
    { weight: 1, arbitrary: fc.constant(Buffer.from('%PDF-1.4\n%…')) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
}

/** Upload requests: the right shape, and every way a multipart body can be wrong. */
export function uploadRequest(workbooks?: fc.Arbitrary<Buffer>): fc.Arbitrary<RawUpload> {
  const file = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constant('file') },
      { weight: 1, arbitrary: fc.constantFrom('files', 'file[]', '__proto__', 'constructor', '') },
    ),
    filename: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('guests.csv', 'guests.xlsx') },
      { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES) },
    ),
    contentType: fc.constantFrom(
      'text/csv',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'text/html',
    ),
    content: fileContent(workbooks),
  });
  const field = fc.record({
    name: fc.oneof(
      fc.constantFrom('note', '__proto__', 'constructor', '$where', 'file'),
      fc.string({ maxLength: 200 }),
    ),
    content: fc
      .oneof(fc.string({ maxLength: 40 }), fc.constant('y'.repeat(3_000)))
      .map((text) => Buffer.from(text)),
  });
  const parts = fc.oneof(
    { weight: 14, arbitrary: file.map((one) => [one as Part]) },
    { weight: 1, arbitrary: fc.array(file, { minLength: 2, maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(file, fc.array(field, { minLength: 1, maxLength: 10 }))
        .map(([one, fields]) => [one as Part, ...fields]),
    },
    { weight: 1, arbitrary: fc.array(field, { maxLength: 3 }) },
  );
  return fc.oneof(
    { weight: 20, arbitrary: parts.map((list) => multipart(list)) },
    { weight: 1, arbitrary: parts.map((list) => multipart(list, 'fuzzboundary', true)) },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({
        ...multipart(list),
        contentType: 'multipart/form-data; boundary=other',
      })),
    },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({ ...multipart(list), contentType: 'multipart/form-data' })),
    },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({
        ...multipart(list),
        contentType: 'multipart/mixed; boundary=fuzzboundary',
      })),
    },
    { weight: 1, arbitrary: fileContent(workbooks).map((body) => ({ contentType: 'text/csv', body })) },
    {
      weight: 1,
      arbitrary: fc.constant({ contentType: 'application/json', body: Buffer.from('{"file":{"$ne":null}}') }),
    },
  );
}
