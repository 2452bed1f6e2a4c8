import { apiClient } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith, type FakeReply } from '../testing/fakeTransport';
import { watchFileSaves } from '../testing/fileSaves';
import { clinicianSession } from '../testing/fixtures';
import { downloadReferralFhirBundle, referralBundlePath } from './fhirBundle';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const bundle = new Blob([JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] })], {
  type: FHIR_JSON,
});
const refusal = (diagnostics: string) => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'error', code: 'not-found', diagnostics }],
});

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

describe('downloadReferralFhirBundle', () => {
  it("GETs the referral's bundle beside /api/v1 with the token and saves it under the server's name", async () => {
    const saved = watchFileSaves();
    const transport = answering({
      status: 200,
      data: bundle,
      headers: { 'content-disposition': 'attachment; filename="refnet-referral-42.fhir.json"' },
    });
    await expect(downloadReferralFhirBundle(42)).resolves.toBe('refnet-referral-42.fhir.json');
    const request = transport.requests[0]!;
    expect(request).toMatchObject({ method: 'get', responseType: 'blob' });
    expect(apiClient.getUri(request)).toBe('/api/fhir/r4/ServiceRequest/42/$referral-bundle');
    expect(request.headers.get('Authorization')).toBe('Token token-abc');
    expect(request.headers.get('Accept')).toBe('application/fhir+json');
    expect(saved).toEqual([{ fileName: 'refnet-referral-42.fhir.json', blob: bundle }]);
  });

  it('names the file refnet-referral-{id}.fhir.json when the server gives no name', async () => {
    const saved = watchFileSaves();
    answering({ status: 200, data: bundle });
    await expect(downloadReferralFhirBundle(7)).resolves.toBe('refnet-referral-7.fhir.json');
    expect(saved[0]?.fileName).toBe('refnet-referral-7.fhir.json');
  });

  it.each([
    ['as a Blob, as the browser gives it', (body: unknown) => new Blob([JSON.stringify(body)])],
    ['as data', (body: unknown) => body],
  ])("rejects with the OperationOutcome's diagnostics, read %s, and saves nothing", async (_how, asBody) => {
    const saved = watchFileSaves();
    const outcome = refusal('ServiceRequest/9 not found.');
    answering({ status: 404, data: asBody(outcome), headers: { 'content-type': FHIR_JSON } });
    const error = await downloadReferralFhirBundle(9).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'response',
      status: 404,
      message: 'ServiceRequest/9 not found.',
      body: outcome,
    });
    expect(saved).toEqual([]);
  });

  it('keeps the usual message for a refusal that is no OperationOutcome', async () => {
    watchFileSaves();
    answering({ status: 400, data: new Blob(['<html>Bad request</html>']) });
    await expect(downloadReferralFhirBundle(9)).rejects.toMatchObject({
      status: 400,
      message: 'Request failed with status 400.',
    });
  });

  it('sends nothing without a referral id', async () => {
    const transport = answering({ status: 200, data: bundle });
    await expect(downloadReferralFhirBundle(null as unknown as number)).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    expect(transport.requests).toHaveLength(0);
  });

  it('keeps the `$` of the operation in the path', () => {
    expect(referralBundlePath(3)).toBe('/api/fhir/r4/ServiceRequest/3/$referral-bundle');
  });
});
