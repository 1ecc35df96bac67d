import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_FILENAME_MAX_LENGTH,
  attachmentProblem,
  attachmentsProblem,
  EMAIL_ATTACHMENT_LIMITS,
  safeFilename,
} from './attachments.ts';

const MB = 1024 * 1024;
const pdf = (filename: string, sizeBytes = 1000) => ({ filename, contentType: 'application/pdf', sizeBytes });

describe('attachmentProblem', () => {
  it('takes an ordinary document', () => {
    expect(attachmentProblem(pdf('invoice.pdf'))).toBeNull();
    expect(
      attachmentProblem({ filename: 'photo.JPG', contentType: 'image/jpeg', sizeBytes: 10 * MB }),
    ).toBeNull();
  });

  it.each([
    'invoice.exe',
    'run.BAT',
    'setup.msi',
    'script.ps1',
    'app.jar',
    'x.js',
    'tool.sh',
    'disk.iso',
    'a.apk',
  ])('refuses the program %s, naming it', (filename) => {
    expect(attachmentProblem(pdf(filename))).toBe(
      `"${filename}" is refused: programs and scripts cannot be attached.`,
    );
  });

  it('refuses a program hidden behind a second extension, trailing dots or a direction mark', () => {
    expect(attachmentProblem(pdf('invoice.pdf.exe'))).toMatch(/^"invoice\.pdf\.exe" is refused/);
    expect(attachmentProblem(pdf('invoice.exe. . '))).toMatch(/is refused: programs and scripts/);
    expect(attachmentProblem(pdf('photo\u202Egpj.exe'))).toBe(
      '"photogpj.exe" is refused: programs and scripts cannot be attached.',
    );
  });

  it('refuses programs by content type whatever the name', () => {
    expect(
      attachmentProblem({ filename: 'report.pdf', contentType: 'application/x-msdownload', sizeBytes: 100 }),
    ).toBe('"report.pdf" is refused: programs and scripts cannot be attached.');
    expect(
      attachmentProblem({
        filename: 'a.txt',
        contentType: 'Application/X-SH; charset=utf-8',
        sizeBytes: 100,
      }),
    ).toMatch(/^"a\.txt" is refused/);
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem(pdf('blank.pdf', 0))).toBe(
      '"blank.pdf" is empty: an attachment needs some content.',
    );
  });

  it('refuses a file over 10 MB, giving its size', () => {
    expect(attachmentProblem(pdf('big.pdf', Math.round(12.3 * MB)))).toBe(
      '"big.pdf" is 12.3 MB: an attachment can be at most 10 MB.',
    );
    expect(attachmentProblem(pdf('edge.pdf', 10 * MB + 1))).toBe(
      '"edge.pdf" is 10.1 MB: an attachment can be at most 10 MB.',
    );
    expect(attachmentProblem(pdf('exact.pdf', EMAIL_ATTACHMENT_LIMITS.fileBytes))).toBeNull();
  });
});

describe('attachmentsProblem', () => {
  it('takes up to 10 files within 20 MB', () => {
    expect(attachmentsProblem([])).toBeNull();
    expect(attachmentsProblem(Array.from({ length: 10 }, (_, i) => pdf(`f${i}.pdf`, 2 * MB)))).toBeNull();
  });

  it('refuses more than 10 files, naming the limit', () => {
    expect(attachmentsProblem(Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`)))).toBe(
      'An email can have at most 10 attachments; this one has 11.',
    );
  });

  it('refuses more than 20 MB together, naming the limit', () => {
    expect(attachmentsProblem([pdf('a.pdf', 9 * MB), pdf('b.pdf', 9 * MB), pdf('c.pdf', 3 * MB)])).toBe(
      'The attachments come to 21 MB: together they can be at most 20 MB.',
    );
  });

  it('then gives the first file refused', () => {
    expect(attachmentsProblem([pdf('ok.pdf'), pdf('bad.vbs'), pdf('bad.exe')])).toBe(
      '"bad.vbs" is refused: programs and scripts cannot be attached.',
    );
  });
});

describe('safeFilename', () => {
  it('keeps an ordinary name', () => {
    expect(safeFilename('Quarterly report (final).pdf')).toBe('Quarterly report (final).pdf');
  });

  it('keeps only the last path segment', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\ann\\Desktop\\cv.docx')).toBe('cv.docx');
  });

  it('drops control and direction characters and replaces reserved ones', () => {
    expect(safeFilename('a\u0000b\r\nc\u202E.txt')).toBe('abc.txt');
    expect(safeFilename('what? "yes" <no>.txt')).toBe('what_ _yes_ _no_.txt');
  });

  it("falls back to 'attachment'", () => {
    expect(safeFilename('')).toBe('attachment');
    expect(safeFilename('   ')).toBe('attachment');
    expect(safeFilename('..')).toBe('attachment');
    expect(safeFilename('dir/')).toBe('attachment');
  });

  it('cuts long names at 200 characters, keeping the extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(ATTACHMENT_FILENAME_MAX_LENGTH);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});
