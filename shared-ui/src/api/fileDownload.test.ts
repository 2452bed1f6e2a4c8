import { watchFileSaves } from '../testing/fileSaves';
import { fileNameFromContentDisposition, readRefusalBody, saveBlob } from './fileDownload';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="refnet-users-2026-01-05.xlsx"', 'refnet-users-2026-01-05.xlsx'],
    ['attachment; filename=refnet-users.xlsx', 'refnet-users.xlsx'],
    [`attachment; filename="plain.xlsx"; filename*=UTF-8''caf%C3%A9%20list.xlsx`, 'café list.xlsx'],
    [`attachment; filename*=UTF-8''bad%E0%A4%A.xlsx; filename="fallback.xlsx"`, 'fallback.xlsx'],
    ['attachment; filename="say \\"hi\\".xlsx"', 'say "hi".xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="refnet-referral-12.fhir.json"', 'refnet-referral-12.fhir.json'],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([undefined, null, 'attachment', 'attachment; filename=""'])('gives null for %p', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});

describe('saveBlob', () => {
  it('clicks a hidden link to the blob, leaves no link behind and frees the URL later', () => {
    jest.useFakeTimers();
    const saved = watchFileSaves();
    const blob = new Blob(['{}'], { type: 'application/json' });
    saveBlob(blob, 'file.json');
    expect(saved).toEqual([{ fileName: 'file.json', blob }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:refnet/0');
  });
});

describe('readRefusalBody', () => {
  it('reads the JSON of a refusal that came as a Blob', async () => {
    const words = { detail: 'Not found.' };
    await expect(readRefusalBody(new Blob([JSON.stringify(words)]))).resolves.toEqual(words);
  });

  it('gives a body that is no Blob as it is, and undefined for a Blob that is no JSON', async () => {
    await expect(readRefusalBody({ detail: 'x' })).resolves.toEqual({ detail: 'x' });
    await expect(readRefusalBody(new Blob(['<html>Bad gateway</html>']))).resolves.toBeUndefined();
  });
});
