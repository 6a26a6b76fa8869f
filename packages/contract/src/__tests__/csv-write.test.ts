import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../csv-write';

describe('csv writing', () => {
  it('turns a text that a spreadsheet would run as a formula into plain text', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tTab')).toBe("'\tTab");
  });

  it('leaves figures summable: numbers and plain number texts, negative ones too', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1234.50')).toBe('1234.50');
    expect(csvField('Brake pads')).toBe('Brake pads');
  });

  it('quotes separators, quotes and line breaks and ends every line with CRLF', () => {
    expect(toCsv([['a,b', 'say "hi"'], ['line\nbreak', 3]])).toBe('"a,b","say ""hi"""\r\n"line\nbreak",3\r\n');
  });
});
