import { apiClient } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith, type FakeReply } from '../testing/fakeTransport';
import { watchFileSaves } from '../testing/fileSaves';
import { clinicianSession } from '../testing/fixtures';
import { downloadReferralAttachment, fetchReferralAttachment, uploadReferralAttachment } from './attachments';

const pdf = new Blob(['%PDF-1.4 letter'], { type: 'application/pdf' });
const refusalBlob = (message: string) =>
  new Blob([JSON.stringify({ message: { variant: 'danger', message } })], { type: 'application/json' });
const stored = {
  message: { variant: 'success', message: 'File attached.' },
  attachment: {
    id: 5,
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    sizeBytes: 15,
    createdAt: '2026-11-29T09:05:00.000Z',
  },
};

const realAdapter = apiClient.defaults.adapter;
function answering(reply: FakeReply) {
  const transport = replyingWith(reply);
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

beforeEach(() => saveSession(clinicianSession));
afterEach(() => {
  jest.restoreAllMocks();
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

describe('uploadReferralAttachment', () => {
  it('POSTs one file field as multipart with the token, and answers the stored attachment', async () => {
    const transport = answering({ status: 200, data: stored });
    await expect(uploadReferralAttachment(12, pdf, 'letter.pdf')).resolves.toEqual(stored);
    const request = transport.requests[0]!;
    expect(request.method).toBe('post');
    expect(apiClient.getUri(request)).toBe('/api/v1/referrals/12/attachments/');
    expect(request.headers.get('Authorization')).toBe('Token token-abc');
    const form = request.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('letter.pdf');
    // A large file on a slow line may take longer than an ordinary call.
    expect(request.timeout).toBeGreaterThan(60_000);
  });

  it("rejects with the server's sentence", async () => {
    answering({
      status: 413,
      data: { message: { variant: 'danger', message: 'A file may be at most 10 MB.' } },
    });
    await expect(uploadReferralAttachment(12, pdf, 'letter.pdf')).rejects.toMatchObject({
      status: 413,
      message: 'A file may be at most 10 MB.',
    });
  });

  it('sends nothing without a referral or a file', async () => {
    const transport = answering({ status: 200, data: stored });
    await expect(uploadReferralAttachment(null as unknown as number, pdf, 'a.pdf')).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    await expect(uploadReferralAttachment(12, null as unknown as Blob, 'a.pdf')).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    expect(transport.requests).toHaveLength(0);
  });
});

describe('fetchReferralAttachment and downloadReferralAttachment', () => {
  it('GETs the file as a Blob with the token; inline only when asked', async () => {
    const transport = answering({
      status: 200,
      data: pdf,
      headers: { 'content-disposition': 'inline; filename="letter.pdf"; filename*=UTF-8\'\'letter.pdf' },
    });
    await expect(fetchReferralAttachment(12, 5, 'inline')).resolves.toEqual({
      blob: pdf,
      fileName: 'letter.pdf',
    });
    await fetchReferralAttachment(12, 5);
    const [inline, plain] = transport.requests;
    expect(inline).toMatchObject({ method: 'get', responseType: 'blob' });
    expect(apiClient.getUri(inline)).toBe('/api/v1/referrals/12/attachments/5/?disposition=inline');
    expect(apiClient.getUri(plain)).toBe('/api/v1/referrals/12/attachments/5/');
    expect(inline!.headers.get('Authorization')).toBe('Token token-abc');
  });

  it("saves the file under the server's name (its UTF-8 form first), else the one given", async () => {
    const saved = watchFileSaves();
    answering({
      status: 200,
      data: pdf,
      headers: {
        'content-disposition': 'attachment; filename="Lettre _.pdf"; filename*=UTF-8\'\'Lettre%20%C3%A0.pdf',
      },
    });
    await expect(downloadReferralAttachment(12, 5, 'fallback.pdf')).resolves.toBe('Lettre à.pdf');
    answering({ status: 200, data: pdf });
    await expect(downloadReferralAttachment(12, 5, 'fallback.pdf')).resolves.toBe('fallback.pdf');
    expect(saved).toEqual([
      { fileName: 'Lettre à.pdf', blob: pdf },
      { fileName: 'fallback.pdf', blob: pdf },
    ]);
  });

  it("rejects with the server's sentence read from the Blob refusal, and saves nothing", async () => {
    const saved = watchFileSaves();
    answering({
      status: 403,
      data: refusalBlob('Attachments are shared with you once you accept the referral.'),
    });
    const error = await downloadReferralAttachment(12, 5, 'a.pdf').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Attachments are shared with you once you accept the referral.',
      serverMessage: {
        variant: 'danger',
        message: 'Attachments are shared with you once you accept the referral.',
      },
    });
    expect(saved).toEqual([]);
  });
});
