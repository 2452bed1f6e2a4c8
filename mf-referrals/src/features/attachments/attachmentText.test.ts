import { attachmentDisplayName, attachmentTypeLabel } from './attachmentText';

describe('attachment texts', () => {
  it('names the type, and stands in for a name the server withheld', () => {
    expect(attachmentTypeLabel('image/jpeg')).toBe('JPEG');
    expect(attachmentTypeLabel('application/zip')).toBe('File');
    expect(attachmentDisplayName(null, 'image/png')).toBe('A PNG file');
    expect(attachmentDisplayName('scan.png', 'image/png')).toBe('scan.png');
  });
});
