import { attachmentDisplayName } from './attachmentText';

describe('attachment texts', () => {
  it('names the type, and stands in for a name the server withheld', () => {
    expect(attachmentDisplayName(null, 'image/png')).toBe('A PNG file');
    expect(attachmentDisplayName('scan.png', 'image/png')).toBe('scan.png');
  });
});
