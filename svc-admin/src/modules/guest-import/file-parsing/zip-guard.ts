// Zip-based workbooks are checked before SheetJS opens them: a decompression bomb (a few MB that unzip to
// GBs of highly repetitive XML) would otherwise be inflated whole, in memory, by the parsing thread.
//
// Every zip on its way to SheetJS, whatever is inside (an .xlsx or an .ods, or an OpenDocument, Numbers
// or other package named .xlsx: SheetJS would open those too), is read with yauzl, entry by entry, and refused
// with a clear 400 when
//  - it holds more than `maxEntries` files;
//  - its entries declare more than `maxUnzippedBytes` unzipped, together;
//  - an entry larger than `ratioGraceBytes` declares, or turns out to have, a compression ratio above
//    `maxRatio` (unzipped bytes per zipped byte);
//  - an OpenDocument content.xml repeats rows or cells (`number-rows-repeated`…) into more than
//    `maxOdsCells` filled cells (a repeat bomb: a few bytes asking SheetJS for a million rows);
//  - the bytes it really inflates, counted while streaming (so a bomb that lies in its headers is caught
//    too), exceed `maxUnzippedBytes`, or an entry inflates to more or fewer bytes than it declares
//    (yauzl's validateEntrySizes);
//  - an entry's local header disagrees with the central directory on its name, method or sizes (SheetJS
//    reads the local header, yauzl the central directory: both must describe the same data);
//  - it is not the spreadsheet its name says inside: a file named .xlsx must be an Excel workbook (SheetJS
//    would hand an OpenDocument or Numbers package, or a zip without [Content_Types].xml, to another
//    reader), one named .ods an OpenDocument spreadsheet.
// Inflation is streamed in chunks of 16 kB that are counted and dropped: checking a bomb costs at most
// `maxUnzippedBytes` of CPU work, never that much memory. The parsing thread then enforces the same
// byte budget on its own inflation (workbook-thread.ts), so no difference between the two zip readers can
// let a bomb through.
import { HttpError } from '@wedding/shared-contracts/server';
import yauzl from 'yauzl';

export interface ZipLimits {
  /** Files in the archive. A workbook has 10–30 (a few more per sheet). */
  maxEntries: number;
  /** All entries together, unzipped: declared, and really inflated. */
  maxUnzippedBytes: number;
  /** Unzipped bytes per zipped byte of one entry. Real workbooks: 2–10; a deflate bomb: about 1,000. */
  maxRatio: number;
  /** Entries up to this size unzipped are exempt from the ratio check (tiny, very regular parts). */
  ratioGraceBytes: number;
  /**
   * Cells with content an OpenDocument sheet may expand to through its repeat attributes
   * (`number-rows-repeated`, `number-columns-repeated`): a few bytes can ask for a million rows.
   */
  maxOdsCells: number;
}

/**
 * Measured: a real 5,000-guest .xlsx (our export's columns plus notes) is 0.3 MB (zlib, as Excel and
 * LibreOffice write) to 0.8 MB (SheetJS's writer) and unzips to 2.2 MB; one at the 10,000-row cap unzips
 * to 4.3 MB (7.4 MB with inline strings); sheet XML compresses 2.6–9 to 1, shared strings 3–6 to 1. So
 * 32 MB is 7 times the largest list the import takes, and room for 10,000 rows with 2,000-character notes
 * (more than fits in a 5 MB upload). It also bounds what a file that is no bomb costs to parse: 32 MB of
 * sheet XML takes svc-admin from 130 MB to 480 MB for the 4 s of the parse (60 MB took it to 660 MB).
 * 100 to 1 is 10 times the tightest real compression; a deflate bomb is 700–1,000 to 1.
 */
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxUnzippedBytes: 32 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
  // 10,000 rows of 30 filled columns; SheetJS builds an object per repeated cell (~400 bytes: a million of
  // them filled the parsing thread's 384 MB)
  maxOdsCells: 300_000,
};

const SAVE_AGAIN = 'Open it in Excel and save it again as .xlsx, or save it as .csv.';

/** The workbook cannot be read at all (broken, encrypted, not a workbook inside). */
export const unreadable = (detail: string) =>
  new HttpError(400, `The workbook could not be read (${detail}). ${SAVE_AGAIN}`);

/** The workbook is refused for what unzipping it would cost. */
const refused = (reason: string) => new HttpError(400, `The workbook was rejected: ${reason}. ${SAVE_AGAIN}`);

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const tooLargeUnzipped = (limits: Pick<ZipLimits, 'maxUnzippedBytes'> = ZIP_LIMITS) =>
  refused(
    `unzipped it is larger than ${mb(limits.maxUnzippedBytes)} (a guest list of 10,000 rows is about 5 MB)`,
  );
const tooManyEntries = (limits: ZipLimits) =>
  refused(`it holds more than ${limits.maxEntries.toLocaleString('en-US')} files`);
const tooCompressed = (limits: ZipLimits) =>
  refused(
    `it is compressed more than ${limits.maxRatio} to 1, which no real spreadsheet is (it looks like a zip bomb)`,
  );
const headersLie = () => refused('its zip headers do not match its content (it looks like a zip bomb)');
const tooManyCells = (limits: ZipLimits) =>
  refused(
    `its rows and cells repeat into more than ${limits.maxOdsCells.toLocaleString('en-US')} filled cells (a guest list of 10,000 rows has about 100,000)`,
  );

const repeatOf = (attributes: string, name: string): number => {
  const match = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*["'](\\d{1,10})["']`).exec(attributes);
  return match ? Math.max(1, Number(match[1])) : 1;
};

/**
 * Counts, as an OpenDocument content.xml streams by, the filled cells its repeat attributes expand to (what
 * SheetJS builds: a row repeated n times copies its cells n times; a cell repeated m times is m cells).
 * Empty cells (self-closing, no value) are not built and not counted, so LibreOffice's usual trailing
 * "1,048,552 empty rows" costs nothing. Any namespace prefix is understood.
 */
export class OdsCellCounter {
  private tail = '';
  private rowRepeat = 1;
  private rowCells = 0;
  private done = 0;
  constructor(private readonly limit: number) {}

  /** Cells counted so far. */
  get cells(): number {
    return this.done + this.rowRepeat * this.rowCells;
  }

  /** Takes the next chunk; false once the cells exceed the limit. */
  push(chunk: Buffer): boolean {
    const text = this.tail + chunk.toString('latin1');
    const tag = /<(\/?)(?:[\w.-]+:)?(table-row|table-cell|covered-table-cell)(?=[\s/>])([^>]*)>/g;
    let end = 0;
    for (let match = tag.exec(text); match; match = tag.exec(text)) {
      end = tag.lastIndex;
      const [, closing, name, attributes = ''] = match;
      const selfClosing = attributes.trimEnd().endsWith('/');
      if (name === 'table-row') {
        if (closing || selfClosing) {
          this.done += this.rowRepeat * this.rowCells;
          this.rowRepeat = 1;
          this.rowCells = 0;
        } else {
          this.rowRepeat = repeatOf(attributes, 'number-rows-repeated');
          this.rowCells = 0;
        }
      } else if (!closing && (!selfClosing || /value-type/.test(attributes))) {
        this.rowCells += repeatOf(attributes, 'number-columns-repeated');
      }
      if (this.cells > this.limit) return false;
    }
    // an unfinished tag at the end waits for the next chunk (a tag longer than 64 kB is not one we count)
    const open = text.lastIndexOf('<');
    this.tail = open >= end && text.length - open < 65_536 ? text.slice(open) : '';
    return true;
  }
}

/** What SheetJS reads as a zip (its own test): "PK" and two small bytes. */
export function looksLikeZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2]! < 9 && buffer[3]! < 9;
}

const ZIP64_PLACEHOLDER = 0xffffffff;
const DATA_DESCRIPTOR_FLAG = 0x8;

/** A local header must describe the entry the central directory describes. */
function headersAgree(entry: yauzl.Entry, local: yauzl.LocalFileHeader): boolean {
  if (!local.fileName.equals(entry.fileNameRaw)) return false;
  if (local.compressionMethod !== entry.compressionMethod) return false;
  // sizes may be left out of the local header: 0 when a data descriptor follows the data, or the ZIP64
  // placeholder (the real size is then in an extra field)
  const deferred = (local.generalPurposeBitFlag & DATA_DESCRIPTOR_FLAG) !== 0;
  const sizeAgrees = (localSize: number, centralSize: number) =>
    localSize === centralSize || localSize === ZIP64_PLACEHOLDER || (deferred && localSize === 0);
  return (
    sizeAgrees(local.compressedSize, entry.compressedSize) &&
    sizeAgrees(local.uncompressedSize, entry.uncompressedSize)
  );
}

const overRatio = (unzipped: number, zipped: number, limits: ZipLimits) =>
  unzipped > limits.ratioGraceBytes && unzipped > limits.maxRatio * Math.max(1, zipped);

/** Inflates one entry as a stream, counting; resolves the running total of unzipped bytes. */
function inflateCounting(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  before: number,
  limits: ZipLimits,
): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (openError, stream) => {
      if (openError) {
        reject(unreadable('it is damaged'));
        return;
      }
      let own = 0;
      let settled = false;
      const cells =
        normalised(entry.fileName) === 'content.xml' ? new OdsCellCounter(limits.maxOdsCells) : null;
      const stop = (error: Error) => {
        if (settled) return;
        settled = true;
        stream.destroy();
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        own += chunk.length;
        if (before + own > limits.maxUnzippedBytes) stop(tooLargeUnzipped(limits));
        else if (overRatio(own, entry.compressedSize, limits)) stop(tooCompressed(limits));
        else if (cells && !cells.push(chunk)) stop(tooManyCells(limits));
      });
      stream.on('error', (error: Error) => {
        // yauzl's size check ("too many bytes in the stream", "not enough bytes") or zlib's
        stop(/bytes in the stream/.test(error.message) ? headersLie() : unreadable('it is damaged'));
      });
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(before + own);
      });
    });
  });
}

/** Entry names, lower-case, with forward slashes and no leading slash (as SheetJS looks them up). */
const normalised = (name: string) => name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase();

/**
 * An Excel workbook as SheetJS routes zips: [Content_Types].xml present, and none of the files that make it
 * read the package as OpenDocument (META-INF/manifest.xml, objectdata.xml) or Numbers (Index/Document.iwa).
 */
export function isExcelPackage(entryNames: readonly string[]): boolean {
  const names = new Set(entryNames.map(normalised));
  return (
    names.has('[content_types].xml') &&
    [...names].some((name) => /^xl\/workbook\d*\.(xml|bin)$/.test(name)) &&
    !names.has('meta-inf/manifest.xml') &&
    !names.has('objectdata.xml') &&
    !names.has('index/document.iwa')
  );
}

/**
 * An OpenDocument spreadsheet as SheetJS routes zips: META-INF/manifest.xml (what sends it to the
 * OpenDocument reader) and content.xml (the sheets), and no Numbers document inside. The rest of the
 * checks above apply to it as to any zip.
 */
export function isOpenDocumentSpreadsheet(entryNames: readonly string[]): boolean {
  const names = new Set(entryNames.map(normalised));
  return names.has('meta-inf/manifest.xml') && names.has('content.xml') && !names.has('index/document.iwa');
}

/**
 * Checks a zip against `limits` (see the top of this file) by reading its directory and inflating every
 * entry as a counted stream. Resolves the entries' names; rejects with a 400 HttpError.
 */
export async function checkZip(buffer: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<string[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    throw unreadable('it is not a valid zip archive');
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooManyEntries(limits);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnzippedBytes) throw tooLargeUnzipped(limits);
        if (overRatio(entry.uncompressedSize, entry.compressedSize, limits)) throw tooCompressed(limits);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw unreadable('it is not a valid zip archive');
    }
    let inflated = 0;
    for (const entry of entries) {
      if (entry.isEncrypted()) throw unreadable('it is password-protected');
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw unreadable('it uses an unsupported kind of compression');
      }
      let local: yauzl.LocalFileHeader;
      try {
        local = await zip.readLocalFileHeaderPromise(entry);
      } catch {
        throw unreadable('it is damaged');
      }
      if (!headersAgree(entry, local)) throw headersLie();
      inflated = await inflateCounting(zip, entry, inflated, limits);
    }
    return entries.map((entry) => entry.fileName);
  } finally {
    zip.close();
  }
}
