import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, clearSession, globalMessageAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession, signInDelegate, watchFileSaves } from '@refnet/shared-ui/testing';
import { DOWNLOAD_FHIR_TEXT, downloadFhirLabel } from '../../components/DownloadFhirButton';
import { fakeReferralApi, type FakeReferralApi } from '../../testing/fakeReferralApi';
import { openBar, openTab, showListScreen } from '../../testing/listScreenHarness';
import { inboundList, outboundList, receivedReferral, referralFixture } from '../../testing/referralFixtures';

const PENDING = receivedReferral('Pending', { id: 1 });
const OPEN = receivedReferral('Open', { id: 2 });
const ACCEPTED = receivedReferral('Accepted', { id: 3 });
const BOOKED = receivedReferral('Booked', { id: 4 });
const DNA = receivedReferral('Dna', { id: 5 });
const SENT = referralFixture({ id: 21 });
const SENT_ACCEPTED = referralFixture({ id: 22, status: 'ACCEPTED', targetHasAccepted: true });

const bundlePath = (id: number) => `/api/fhir/r4/ServiceRequest/${id}/$referral-bundle`;
const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const bundleBody = new Blob([JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] })], {
  type: FHIR_JSON,
});

let api: FakeReferralApi;
beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  appStore.set(globalMessageAtom, null);
  api = fakeReferralApi({
    inbound: inboundList({ waiting: [PENDING], accepted: [ACCEPTED], booked: [BOOKED], dna: [DNA] }, [OPEN]),
    outbound: outboundList({ waiting: [SENT], accepted: [SENT_ACCEPTED] }),
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const downloadButton = (bar: HTMLElement, id: number) =>
  within(bar).getByRole('button', { name: downloadFhirLabel(id) });

describe('Download as FHIR in a referral’s details', () => {
  it.each([
    ['New Referrals', 1],
    ['Open Referrals', 2],
    ['Accepted', 3],
    ['Booked', 4],
    ['DNA', 5],
  ])('is offered to the receiver in %s', async (tab, id) => {
    await showListScreen('/referrals/inbound');
    await openTab(tab);
    const bar = await openBar();
    const button = downloadButton(bar, id);
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(DOWNLOAD_FHIR_TEXT);
  });

  it('is offered to the sender, pending or accepted, and only once the details are open', async () => {
    await showListScreen('/referrals/outbound');
    expect(screen.queryByRole('button', { name: downloadFhirLabel(21) })).not.toBeInTheDocument();
    expect(downloadButton(await openBar(), 21)).toBeEnabled();
    await openTab('Accepted');
    expect(downloadButton(await openBar(), 22)).toBeEnabled();
  });

  it('is offered to a delegate who may view but not manage referrals', async () => {
    signInDelegate({ permissionManageReferrals: false });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    const bar = await openBar();
    expect(within(bar).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(downloadButton(bar, 3)).toBeEnabled();
  });

  it("GETs the referral's bundle and saves it under the server's file name", async () => {
    const saved = watchFileSaves();
    api.answer({
      other: ({ url }) =>
        url === bundlePath(3)
          ? {
              status: 200,
              data: bundleBody,
              headers: {
                'content-type': FHIR_JSON,
                'content-disposition': 'attachment; filename="refnet-referral-3.fhir.json"',
              },
            }
          : { status: 404 },
    });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    const bar = await openBar();
    await userEvent.click(downloadButton(bar, 3));
    await waitFor(() =>
      expect(saved).toEqual([{ fileName: 'refnet-referral-3.fhir.json', blob: bundleBody }]),
    );
    expect(api.calls()).toContain(`GET ${bundlePath(3)}`);
    expect(api.headers(bundlePath(3), 'Authorization')).toEqual(['Token token-abc']);
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('starts from the keyboard too', async () => {
    const saved = watchFileSaves();
    api.answer({ other: () => ({ status: 200, data: bundleBody }) });
    await showListScreen('/referrals/outbound');
    downloadButton(await openBar(), 21).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['refnet-referral-21.fhir.json']));
  });

  it("shows an OperationOutcome refusal's diagnostics and saves nothing", async () => {
    const saved = watchFileSaves();
    const diagnostics =
      'You do not have permission to view referrals. The clinician you act for can grant it.';
    api.answer({
      other: () => ({
        status: 403,
        headers: { 'content-type': FHIR_JSON },
        data: new Blob([
          JSON.stringify({
            resourceType: 'OperationOutcome',
            issue: [{ severity: 'error', code: 'forbidden', diagnostics }],
          }),
        ]),
      }),
    });
    await showListScreen('/referrals/outbound');
    const button = downloadButton(await openBar(), 21);
    await userEvent.click(button);
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({ variant: 'danger', message: diagnostics }),
    );
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(button).toBeEnabled();
  });
});
