import * as XLSX from 'xlsx';
import { cellText } from './workbook-cells';

const format = (numberFormat: string, value: number): string => XLSX.SSF.format(numberFormat, value);

describe('cellText', () => {
  it('reads empty, error, boolean, date and text cells', () => {
    expect(cellText(undefined, format)).toBe('');
    expect(cellText({ t: 'z' }, format)).toBe('');
    expect(cellText({ t: 'e', v: 7 }, format)).toBe('');
    expect(cellText({ t: 'b', v: true }, format)).toBe('TRUE');
    expect(cellText({ t: 'b', v: false }, format)).toBe('FALSE');
    expect(cellText({ t: 'd', v: new Date('2025-06-01T18:30:00Z') }, format)).toBe('2025-06-01');
    expect(cellText({ t: 's', v: 'Ana Peña' }, format)).toBe('Ana Peña');
  });

  it('writes every digit of a whole number, never scientific notation', () => {
    expect(cellText({ t: 'n', v: 8095551234 }, format)).toBe('8095551234');
    expect(cellText({ t: 'n', v: 2.5 }, format)).toBe('2.5');
    expect(cellText({ t: 'n', v: 1e21 }, format)).toBe('1000000000000000000000');
  });

  it('passes on a number shown rounded in scientific notation as shown, and a full one in full', () => {
    expect(cellText({ t: 'n', v: 8300000000, z: '0.00E+00' }, format)).toBe('8.30E+09');
    expect(cellText({ t: 'n', v: 8095551234, z: '0.00E+00' }, format)).toBe('8095551234');
    expect(cellText({ t: 'n', v: 8300000000, z: '0' }, format)).toBe('8300000000');
  });

  it('falls back to the digits when the format cannot be applied', () => {
    const failing = () => {
      throw new Error('bad format');
    };
    expect(cellText({ t: 'n', v: 8300000000, z: '0.00E+00' }, failing)).toBe('8300000000');
  });
});
