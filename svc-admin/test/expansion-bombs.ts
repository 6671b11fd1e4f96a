// Files that are small, pass every zip check, and expand into far more cells, columns or text than they
// weigh (not a test file itself): for the upload budgets' tests (guests-import-expansion.int.test.ts) and
// the benchmark bench/guests-import-expansion.ts.
import { randomBytes } from 'node:crypto';
import * as XLSX from 'xlsx';
import { deflated, zipOf } from './zip-bombs';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** A one-sheet .xlsx with a shared-strings part (SheetJS's writer refuses strings over 32,767 characters). */
function xlsxWithSharedStrings(strings: string[], sheetData: string): Buffer {
  const sst = strings.map((text) => `<si><t>${text}</t></si>`).join('');
  return zipOf([
    deflated(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`,
    ),
    deflated(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Invitados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    deflated(
      'xl/sharedStrings.xml',
      `${XML}<sst xmlns="${MAIN_NS}" count="${strings.length}" uniqueCount="${strings.length}">${sst}</sst>`,
    ),
    deflated(
      'xl/worksheets/sheet1.xml',
      `${XML}<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  ]);
}

/**
 * About 200 kB: one random 256 kB string in the shared strings, referenced by every cell of `rows` rows ×
 * `columns` columns under a real header. Each reference becomes its own copy of the string once the rows
 * are copied out of the parsing thread (1 G characters for 400 × 10).
 */
export function sharedStringBomb({ rows = 400, columns = 10, chars = 256 * 1024 } = {}): Buffer {
  const text = randomBytes(Math.ceil((chars * 3) / 4))
    .toString('base64')
    .slice(0, chars);
  const header = ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'notas'];
  const cell = (row: number, column: number, index: number) =>
    `<c r="${XLSX.utils.encode_col(column)}${row}" t="s"><v>${index}</v></c>`;
  const lines = [`<row r="1">${header.map((_, c) => cell(1, c, c + 1)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) {
    lines.push(`<row r="${r}">${Array.from({ length: columns }, (_, c) => cell(r, c, 0)).join('')}</row>`);
  }
  return xlsxWithSharedStrings([text, ...header], lines.join(''));
}

/** About 16 kB: `rows` rows with a cell in column A and one in XFD, the last of Excel's 16,384 columns. */
export function farColumnWorkbook(rows = 2_000): Buffer {
  const lines: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const name = r === 1 ? 'nombre' : `Invitado ${r}`;
    lines.push(
      `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${name}</t></is></c><c r="XFD${r}" t="s"><v>0</v></c></row>`,
    );
  }
  return xlsxWithSharedStrings(['x'], lines.join(''));
}

/** Just under 5 MB of CSV whose header has 2.5 million columns (`nombre,x,x,…`), then one guest. */
export function wideCsv(columns = 2_500_000): Buffer {
  return Buffer.from(`nombre${',x'.repeat(columns - 1)}\r\nAna\r\n`, 'utf8');
}
