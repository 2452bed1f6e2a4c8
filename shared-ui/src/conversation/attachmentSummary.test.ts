import { attachmentSummary, attachmentTypeLabel } from './attachmentSummary';

describe('attachment summary', () => {
  it('names the type, or "File" for one it does not know', () => {
    expect(attachmentTypeLabel('image/jpeg')).toBe('JPEG');
    expect(attachmentTypeLabel('application/zip')).toBe('File');
  });

  it('gives the type and the size, never the name', () => {
    expect(attachmentSummary({ contentType: 'application/pdf', sizeBytes: 245_760 })).toBe('PDF, 240 KB');
    expect(attachmentSummary({ contentType: 'image/png', sizeBytes: 3_250_000 })).toBe('PNG, 3.1 MB');
  });
});
