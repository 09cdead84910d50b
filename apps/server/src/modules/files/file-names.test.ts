import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './file-names.js';

describe('cleanFileName', () => {
  it.each([
    ['resume.pdf', 'resume.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe'],
    ['C:\\Users\\ann\\My Documents\\cv.docx', 'cv.docx'],
    ['folder/', 'folder'],
    ['a\u0000b\u001b[31mc\u007f.txt', 'ab[31mc.txt'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['  spaced name.pdf  ', 'spaced name.pdf'],
    ['trailing.pdf...', 'trailing.pdf'],
    ['résumé de José.pdf', 'résumé de José.pdf'],
    ['re\u0301sume\u0301.pdf', 'résumé.pdf'],
    ['..', 'file'],
    ['.', 'file'],
    ['', 'file'],
    ['../..', 'file'],
    ['\u0000\u0001', 'file'],
    ['/', 'file'],
    ['.profile', '.profile'],
  ])('%j -> %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('keeps at most 255 characters, the extension kept', () => {
    const cleaned = cleanFileName(`${'é'.repeat(300)}.pdf`);
    expect([...cleaned]).toHaveLength(255);
    expect(cleaned.endsWith('é.pdf')).toBe(true);
    expect([...cleanFileName('x'.repeat(400))]).toHaveLength(255);
  });
});

describe('contentDisposition (RFC 6266, RFC 5987)', () => {
  it('sends an ASCII name as it is, in both parameters', () => {
    expect(contentDisposition('inline', 'cv 2024.pdf')).toBe(
      `inline; filename="cv 2024.pdf"; filename*=UTF-8''cv%202024.pdf`,
    );
  });

  it('encodes a name beyond ASCII, and never lets a quote end the parameter', () => {
    expect(contentDisposition('attachment', `José's "cv" (1)*.pdf`)).toBe(
      `attachment; filename="Jos_'s _cv_ (1)*.pdf"; filename*=UTF-8''Jos%C3%A9%27s%20%22cv%22%20%281%29%2A.pdf`,
    );
    expect(decodeURIComponent(contentDisposition('inline', '東京.txt').split("''")[1]!)).toBe('東京.txt');
  });
});
