import { XLSX_CONTENT_TYPE } from '@refnet/contracts/admin';
import { apiClient } from '../api/client';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith, type FakeReply } from '../testing/fakeTransport';
import { watchFileSaves } from '../testing/fileSaves';
import { staffSession } from '../testing/fixtures';
import { DOWNLOAD_TIMEOUT_MS, downloadAdminList } from './download';

const realAdapter = apiClient.defaults.adapter;
const spreadsheet = new Blob(['xlsx bytes'], { type: XLSX_CONTENT_TYPE });

function answering(reply: FakeReply) {
  const transport = replyingWith(reply);
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

beforeEach(() => saveSession(staffSession));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

describe('downloadAdminList', () => {
  it("GETs the spreadsheet with the token and saves it under the server's file name", async () => {
    const saved = watchFileSaves();
    const transport = answering({
      status: 200,
      data: spreadsheet,
      headers: { 'content-disposition': 'attachment; filename="refnet-referrals-2026-03-01.xlsx"' },
    });
    await expect(downloadAdminList('referrals')).resolves.toBe('refnet-referrals-2026-03-01.xlsx');
    expect(transport.requests[0]).toMatchObject({
      method: 'get',
      url: '/admin/referrals-list-download/',
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    expect(DOWNLOAD_TIMEOUT_MS).toBeGreaterThan(apiClient.defaults.timeout ?? 0);
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-staff');
    expect(saved).toEqual([{ fileName: 'refnet-referrals-2026-03-01.xlsx', blob: spreadsheet }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("names the file by the list and today's UK date when the server gives no name", async () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T23:30:00Z'), doNotFake: ['queueMicrotask'] });
    const saved = watchFileSaves();
    answering({ status: 200, data: spreadsheet });
    await downloadAdminList('users');
    expect(saved[0]?.fileName).toBe('refnet-users-2026-07-01.xlsx');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:refnet/0');
  });

  it('saves nothing when the server refuses', async () => {
    const saved = watchFileSaves();
    answering({ status: 403, data: { detail: 'Authentication credentials were not provided.' } });
    await expect(downloadAdminList('patients')).rejects.toMatchObject({ status: 403 });
    expect(saved).toEqual([]);
  });
});
