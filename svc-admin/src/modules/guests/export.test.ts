import { neutraliseCell, startsLikeFormula } from './export';

describe('neutraliseCell: no exported cell runs as a formula', () => {
  it.each([
    '=HYPERLINK("http://x")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    // full-width and small forms, which spreadsheets in East Asian locales read as the ASCII ones
    '＝HYPERLINK("http://x")',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '﹦1',
    '﹢1',
    '﹣1',
    '﹫SUM(A1)',
    '−1',
  ])('puts an apostrophe before %j', (value) => {
    expect(startsLikeFormula(value)).toBe(true);
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('adds one more apostrophe to apostrophes before a formula start, full-width included', () => {
    expect(neutraliseCell("'=x")).toBe("''=x");
    expect(neutraliseCell("''＝x")).toBe("'''＝x");
  });

  it.each(['Ana', '', "O'Brien", '1+1', 'ｆｕｌｌ', '＃1', "'plain", '😀=1'])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});
