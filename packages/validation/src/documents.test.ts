import { describe, expect, it } from 'vitest';
import { acceptedDocumentType, documentTypeOf } from './documents';
import { CV_MAX_BYTES, jobApplicationForm, validateForm } from './forms';
import { formatFieldIssue } from './messages';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

const pdf = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const doc = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest of the compound file');
const docx = bytes('PK\x03\x04', [20, 0, 0, 0], '[Content_Types].xml....PK\x03\x04word/document.xml...');
const zip = bytes('PK\x03\x04', [20, 0, 0, 0], 'photos/cat.jpg...');
const exe = bytes('MZ\x90\x00\x03\x00\x00\x00', 'This program cannot be run in DOS mode.');

describe('documentTypeOf', () => {
  it('knows PDF, Word 97-2003 and Word packages by their bytes', () => {
    expect(documentTypeOf(pdf)).toBe('pdf');
    expect(documentTypeOf(doc)).toBe('doc');
    expect(documentTypeOf(docx)).toBe('docx');
  });

  it('refuses executables, plain ZIP archives, text and empty files', () => {
    expect(documentTypeOf(exe)).toBeNull();
    expect(documentTypeOf(zip)).toBeNull();
    expect(documentTypeOf(bytes('%PDF'))).toBeNull();
    expect(documentTypeOf(bytes('just a text file that says %PDF-'))).toBeNull();
    expect(documentTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('acceptedDocumentType', () => {
  it('takes a file whose name matches its content, whatever the case', () => {
    expect(acceptedDocumentType('Zhang San CV.PDF', pdf)).toBe('pdf');
    expect(acceptedDocumentType('cv.doc', doc)).toBe('doc');
    expect(acceptedDocumentType('cv.docx', docx)).toBe('docx');
  });

  it('refuses a PDF renamed .docx and an executable renamed .pdf', () => {
    expect(acceptedDocumentType('cv.docx', pdf)).toBeNull();
    expect(acceptedDocumentType('cv.pdf', exe)).toBeNull();
    expect(acceptedDocumentType('cv.doc', docx)).toBeNull();
  });
});

describe('jobApplicationForm', () => {
  it('wants every field, the CV included', () => {
    expect(validateForm(jobApplicationForm, {}, 'en')).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      jobId: 'required',
      cv: 'required',
    });
    expect(
      validateForm(
        jobApplicationForm,
        { name: 'Li Lei', email: 'li@example.cn', phone: '13812345678', jobId: '3', cv: 'cv.pdf' },
        'cn',
      ),
    ).toEqual({});
  });

  it('words the file rules in both languages', () => {
    expect(formatFieldIssue('en', 'cv', 'fileSize', jobApplicationForm.cv)).toBe(
      'The file must not be larger than 5 MB',
    );
    expect(formatFieldIssue('zh-CN', 'cv', 'fileType', jobApplicationForm.cv)).toBe(
      '仅接受 PDF 或 Word 文件（.pdf、.doc、.docx）',
    );
    expect(CV_MAX_BYTES).toBe(5_242_880);
  });
});
