// What an uploaded file really is, judged by its bytes as well as its name: a .csv must be text, an
// .xlsx a zip holding an Excel workbook, an .ods a zip holding an OpenDocument spreadsheet, an .xls an
// OLE2 compound file. A mismatch is a 400 that tells the
// admin what the file looks like and what to do.
import { badRequest } from '@wedding/shared-contracts/server';

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls' | 'ods';

/** What POST /api/admin/guests/import takes. */
export const IMPORT_KINDS: readonly SpreadsheetKind[] = ['xlsx', 'xls', 'ods', 'csv'];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const startsWith = (buffer: Buffer, magic: Buffer) =>
  buffer.length >= magic.length && buffer.subarray(0, magic.length).equals(magic);

/** What the bytes look like, for the messages. */
function sniff(buffer: Buffer): 'zip' | 'ole' | 'pdf' | 'text' | 'binary' {
  if (startsWith(buffer, ZIP_MAGIC)) return 'zip';
  if (startsWith(buffer, OLE_MAGIC)) return 'ole';
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // UTF-16 text starts with its byte order mark; otherwise text has no NUL byte
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return 'text';
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return 'text';
  return buffer.subarray(0, 64 * 1024).includes(0) ? 'binary' : 'text';
}

const LOOKS_LIKE: Record<ReturnType<typeof sniff>, string> = {
  zip: 'a zip file (an .xlsx or .ods workbook, or another archive)',
  ole: 'an old Excel .xls workbook',
  pdf: 'a PDF document',
  text: 'a text (CSV) file',
  binary: 'a binary file',
};

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** Entries of a zip, read from its central directory names (enough to tell a workbook from other zips). */
function zipHasWorkbook(buffer: Buffer): boolean {
  const text = buffer.toString('latin1');
  return text.includes('[Content_Types].xml') && /xl\/workbook\d*\.(xml|bin)/.test(text);
}

/**
 * An OpenDocument spreadsheet: its first entry is `mimetype`, stored, holding the media type (ODF 1.2
 * part 3, 3.3), as LibreOffice, Excel and Google Sheets write it; or at least a manifest and content.xml.
 */
function zipHasOpenDocumentSpreadsheet(buffer: Buffer): boolean {
  const text = buffer.toString('latin1');
  if (text.startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet', 30)) return true;
  return (
    text.includes('META-INF/manifest.xml') &&
    text.includes('content.xml') &&
    !text.includes('application/vnd.oasis.opendocument.text')
  );
}

/**
 * The kind of spreadsheet `fileName` + `buffer` is, when both agree and the extension is one of
 * `allowed`; otherwise a 400 with a clear message.
 */
export function spreadsheetKind(
  fileName: string,
  buffer: Buffer,
  allowed: readonly SpreadsheetKind[],
): SpreadsheetKind {
  if (buffer.length === 0) throw badRequest('The file is empty.');
  const extension = extensionOf(fileName);
  const allowedText = allowed.map((kind) => `.${kind}`).join(', ');
  const kind = allowed.find((candidate) => `.${candidate}` === extension);
  if (!kind) {
    throw badRequest(
      allowed.length === 1
        ? `Only ${allowedText} files are accepted here (got "${extension || 'no extension'}").`
        : `Only ${allowedText} files can be imported (got "${extension || 'no extension'}").`,
    );
  }
  const looks = sniff(buffer);
  const mismatch = () =>
    badRequest(
      `The file is named ${extension} but its content is ${LOOKS_LIKE[looks]}. Save it again from your spreadsheet program as ${extension}, or give it the right extension.`,
    );
  if (kind === 'csv' && looks !== 'text') throw mismatch();
  if (kind === 'xls' && looks !== 'ole') throw mismatch();
  if (kind === 'xlsx') {
    if (looks !== 'zip') throw mismatch();
    if (!zipHasWorkbook(buffer)) {
      throw badRequest('The file is a zip archive but not an Excel workbook (.xlsx).');
    }
  }
  if (kind === 'ods') {
    if (looks !== 'zip') throw mismatch();
    if (!zipHasOpenDocumentSpreadsheet(buffer)) {
      throw badRequest('The file is a zip archive but not an OpenDocument spreadsheet (.ods).');
    }
  }
  return kind;
}
