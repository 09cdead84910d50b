import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-rules';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('fileProblem', () => {
  it('accepts images, text, office documents and PDF; an unknown type is left to the server', () => {
    expect(fileProblem(file('a.png', 'image/png'), [], 'multiple')).toBeNull();
    expect(fileProblem(file('a.csv', 'text/csv'), [], 'multiple')).toBeNull();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(fileProblem(file('a.docx', docx), [], 'multiple')).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf'), [], 'multiple')).toBeNull();
    expect(fileProblem(file('a.md', ''), [], 'multiple')).toBeNull();
    expect(fileProblem(file('a.zip', 'application/zip'), [], 'multiple')).toEqual({
      key: 'forms.fileTypeNotSupported',
      type: 'application/zip',
    });
  });

  it('refuses a name already uploaded, and a second file in single and certificate modes', () => {
    const held = [{ fileId: 'f1', fileName: 'a.pdf', fileSetId: 's' }];
    expect(fileProblem(file('a.pdf', 'application/pdf'), held, 'multiple')).toEqual({
      key: 'forms.fileDuplicate',
      name: 'a.pdf',
    });
    expect(fileProblem(file('b.pdf', 'application/pdf'), held, 'multiple')).toBeNull();
    expect(fileProblem(file('b.pdf', 'application/pdf'), held, 'single')).toEqual({
      key: 'forms.fileOnlyOne',
    });
    expect(fileProblem(file('b.pdf', 'application/pdf'), held, 'certificate')).toEqual({
      key: 'forms.fileOnlyOne',
    });
  });
});
