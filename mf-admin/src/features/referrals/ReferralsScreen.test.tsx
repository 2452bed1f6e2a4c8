import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTimelineResponse } from '@refnet/contracts/conversation';
import { fetchAdminReferrals, fetchStaffReferralTimeline } from '@refnet/shared-ui/admin';
import { TIMELINE_LABEL } from '@refnet/shared-ui/conversation';
import { REFERRED_ENTRY, signInAs, signOut, TIMELINE_PEOPLE } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { adminReferral, BEN_PARTY, referralLists } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { ReferralsScreen } from './ReferralsScreen';
import { STAFF_TIMELINE_TEXT } from './StaffTimelineDrawer';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminReferrals: jest.fn(),
  fetchStaffReferralTimeline: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminReferrals);
const timelineMock = jest.mocked(fetchStaffReferralTimeline);

const LISTS = referralLists({
  open: [adminReferral({ id: 12 }), adminReferral({ id: 9, patientId: 7 })],
  pending: [adminReferral({ id: 15, status: 'PENDING', targetClinician: BEN_PARTY })],
  dna: [adminReferral({ id: 3, status: 'DNA' })],
});

beforeEach(() => {
  signInAs('Full Admin');
  fetchMock.mockResolvedValue(LISTS);
});
afterEach(() => signOut());

async function showReferrals() {
  renderScreen('/staff/referrals', ReferralsScreen);
  expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('referral').loading);
  await screen.findByRole('table', { name: 'Referrals: Open' });
}

const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));

describe('Referrals (admin)', () => {
  it('opens on Open: row number, padded id, created on, patient id and the referrer with job title', async () => {
    await showReferrals();
    expect(tabLabels()).toEqual(['Open', 'Pending', 'Accepted', 'Booked', 'DNA']);
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(columnHeaders('Referrals: Open')).toEqual([
      'No.',
      'ID',
      'Created On',
      'Patient ID',
      'Referrer',
      'Timeline',
    ]);
    const [first, second] = tableRows('Referrals: Open');
    expect(first).toEqual([
      '1',
      '00012',
      '09:30 05/01/2026',
      '00042',
      'Dr Ada OkaforGeneral Practitioner',
      'Timeline',
    ]);
    expect(second?.slice(0, 2)).toEqual(['2', '00009']);
  });

  it('adds the target clinician with job title on the other tabs', async () => {
    await showReferrals();
    openTab('Pending');
    expect(columnHeaders('Referrals: Pending')).toContain('Target Clinician');
    expect(tableRows('Referrals: Pending')[0]?.[5]).toBe('Mr Ben HartConsultant Urologist');
  });

  it('says No target clinician when a DNA has none', async () => {
    await showReferrals();
    openTab('DNA');
    expect(tableRows('Referrals: DNA')[0]?.[5]).toBe('No target clinician');
  });

  it('shows Created On in UK time, as the download does: BST in summer, not the browser’s zone', async () => {
    fetchMock.mockResolvedValue(
      referralLists({ open: [adminReferral({ id: 21, createdOn: '2026-07-05T23:30:00Z' })] }),
    );
    await showReferrals();
    expect(tableRows('Referrals: Open')[0]?.[2]).toBe('00:30 06/07/2026');
  });

  it('says when a tab has no referrals', async () => {
    await showReferrals();
    openTab('Booked');
    expect(screen.getByText('No referrals to display at the moment')).toBeInTheDocument();
  });
});

const { ada: ADA, sam: SAM } = TIMELINE_PEOPLE;
const STAFF_TIMELINE: StaffTimelineResponse = {
  entries: [
    REFERRED_ENTRY,
    {
      kind: 'message',
      id: 2,
      at: '2026-01-05T10:00:00Z',
      actor: SAM,
      onBehalfOf: ADA,
      side: 'sender',
      correctsMessageId: null,
    },
    {
      kind: 'attachment',
      id: 3,
      at: '2026-01-05T11:00:00Z',
      actor: ADA,
      onBehalfOf: null,
      side: 'sender',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    },
  ],
  earlier: 'cursor-1',
};

describe('a referral’s timeline (issue 22)', () => {
  beforeEach(() => {
    timelineMock.mockReset();
    timelineMock.mockImplementation(async (_id, before) =>
      before === 'cursor-1'
        ? {
            entries: [{ ...STAFF_TIMELINE.entries[1]!, id: 9, at: '2026-01-04T08:00:00Z', onBehalfOf: null }],
            earlier: null,
          }
        : STAFF_TIMELINE,
    );
  });

  it('opens from the row: who did what and when, that a message was written, a file’s type and size', async () => {
    await showReferrals();
    await userEvent.click(screen.getByRole('button', { name: 'Timeline of referral 00012' }));
    const drawer = await screen.findByRole('dialog', { name: 'Timeline of referral 00012' });
    expect(drawer).toHaveTextContent(STAFF_TIMELINE_TEXT.privacy);
    const list = await within(drawer).findByRole('list', { name: TIMELINE_LABEL });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Referred by Dr Ada Okafor09:30 05/01/2026',
      `Message from Sam Lee for Dr Ada Okafor10:00 05/01/2026${STAFF_TIMELINE_TEXT.messageHidden}`,
      'File added by Dr Ada Okafor11:00 05/01/2026PDF, 2 KB',
    ]);
    expect(timelineMock).toHaveBeenCalledWith(12, undefined, expect.anything());

    await userEvent.click(within(drawer).getByRole('button', { name: STAFF_TIMELINE_TEXT.earlier }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Message from Sam Lee08:00 04/01/2026',
    );
    expect(
      within(drawer).queryByRole('button', { name: STAFF_TIMELINE_TEXT.earlier }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: STAFF_TIMELINE_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the timeline could not be loaded, with Retry', async () => {
    timelineMock.mockRejectedValueOnce(new Error('down'));
    await showReferrals();
    await userEvent.click(screen.getByRole('button', { name: 'Timeline of referral 00009' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(STAFF_TIMELINE_TEXT.failed);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByRole('list', { name: TIMELINE_LABEL })).toBeInTheDocument();
  });
});
