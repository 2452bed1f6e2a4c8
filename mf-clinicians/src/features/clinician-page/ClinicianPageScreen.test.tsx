import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { CLINICIAN_MESSAGES, CLINICIAN_NOT_FOUND_REDIRECT_MS } from '@refnet/contracts/clinicians';
import { apiClient, appStore, profileAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { signInAs } from '../../testing/signInFixtures';
import { ClinicianPageScreen } from './ClinicianPageScreen';
import { clinicianPageFixture, favouritesAnswer, PAGE_USER_PROFILE_ID } from '../../testing/pageFixtures';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const realAdapter = apiClient.defaults.adapter;
const PAGE_URL = `/clinician-information/${PAGE_USER_PROFILE_ID}/`;

/** The fake server: the page, and any other call answered as `others` says. */
function serve(page: FakeReply, others: FakeReply = { status: 500 }) {
  const transport = fakeTransport((request) => (request.url === PAGE_URL ? page : others));
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

beforeEach(() => signInAs('Clinician'));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

function showPage(userProfileId = String(PAGE_USER_PROFILE_ID)) {
  const route = matchRoute(`/clinicians/user/${userProfileId}`)!.route;
  return render(
    <RefnetProviders>
      <ClinicianPageScreen route={route} params={{ userProfileId }} />
    </RefnetProviders>,
  );
}

const nameHeading = () => screen.findByRole('heading', { level: 2, name: 'Dr Amelia Hart' });
const star = (name: string) => screen.queryByRole('button', { name });
const referLink = () => screen.queryByRole('link', { name: 'Refer patient now' });

describe('Clinician Information', () => {
  it("shows the clinician's profile and clinics once loaded", async () => {
    serve({ status: 200, data: clinicianPageFixture() });
    showPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading clinician profiles...');
    expect(await nameHeading()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Clinician Information' })).toBeInTheDocument();
    const jobTitles = screen.getByRole('list', { name: 'Job titles' });
    expect(jobTitles).toHaveTextContent('Consultant Orthopaedic Surgeon – Orthopaedic Surgery, Knee');
    expect(screen.getByText('GMC 7654321')).toBeInTheDocument();
    expect(screen.getByText('Knee replacement and sports injuries.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'amelia@example.org' })).toHaveAttribute(
      'href',
      'mailto:amelia@example.org',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0001' })).toHaveAttribute(
      'href',
      'tel:+442079460001',
    );
    const clinics = within(screen.getByRole('list', { name: 'Clinics' })).getAllByRole('listitem');
    expect(clinics).toHaveLength(2);
    expect(clinics[0]).toHaveTextContent('Harley Street Clinic');
    expect(clinics[0]).toHaveTextContent('Room 3');
    expect(clinics[0]).toHaveTextContent('35 Weymouth St, London, W1G 8BJ');
    expect(clinics[0]).toHaveTextContent('Insurers accepted: Bupa, AXA Health – Gold');
    expect(clinics[1]).toHaveTextContent('Leeds Sports Injury Centre');
    expect(clinics[1]).toHaveTextContent('Self-paying patients only');
  });

  it('refers a patient to the clinician at their first clinic, through single-spa', async () => {
    serve({ status: 200, data: clinicianPageFixture() });
    showPage();
    await nameHeading();
    expect(referLink()).toHaveAttribute('href', '/referral/direct-to-clinician/301/add');
    await userEvent.setup().click(referLink()!);
    expect(navigateToUrl).toHaveBeenCalledWith('/referral/direct-to-clinician/301/add');
  });

  it('hides the star and the refer button on one’s own page', async () => {
    signInAs('Clinician', PAGE_USER_PROFILE_ID);
    serve({ status: 200, data: clinicianPageFixture() });
    showPage();
    await nameHeading();
    expect(star('Add to favourite clinicians')).not.toBeInTheDocument();
    expect(referLink()).not.toBeInTheDocument();
  });

  it('shows a delegate the refer button but no star; without the create permission, neither', async () => {
    signInAs('Delegate');
    serve({ status: 200, data: clinicianPageFixture() });
    const { unmount } = showPage();
    await nameHeading();
    expect(star('Add to favourite clinicians')).not.toBeInTheDocument();
    expect(referLink()).toBeInTheDocument();
    unmount();

    signInAs('Delegate', 3, { permissionCreateReferrals: false });
    showPage();
    await nameHeading();
    expect(referLink()).not.toBeInTheDocument();
  });

  it('shows a delegate no refer button on the page of the clinician they act for', async () => {
    signInAs('Delegate', PAGE_USER_PROFILE_ID);
    serve({ status: 200, data: clinicianPageFixture() });
    showPage();
    await nameHeading();
    expect(referLink()).not.toBeInTheDocument();
    expect(star('Add to favourite clinicians')).not.toBeInTheDocument();
  });

  it('shows staff neither the star nor the refer button', async () => {
    signInAs('Staff', 1);
    serve({ status: 200, data: clinicianPageFixture() });
    showPage();
    await nameHeading();
    expect(star('Add to favourite clinicians')).not.toBeInTheDocument();
    expect(referLink()).not.toBeInTheDocument();
  });

  it('adds the clinician to the favourites once confirmed, then offers to remove them', async () => {
    const transport = serve(
      { status: 200, data: clinicianPageFixture() },
      { status: 200, data: favouritesAnswer([21]) },
    );
    showPage();
    await nameHeading();
    const user = userEvent.setup();
    const addStar = star('Add to favourite clinicians')!;
    expect(addStar).toHaveAttribute('aria-pressed', 'false');
    await user.click(addStar);
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Add to favourite clinicians?');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourite clinicians' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(transport.requests[1]).toMatchObject({ method: 'post', url: '/user/favourite-clinician/add/21/' });
  });

  it('only logs a failed favourite update and keeps the star as it was', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = serve({ status: 200, data: clinicianPageFixture() }, { status: 500 });
    showPage();
    await nameHeading();
    const user = userEvent.setup();
    await user.click(star('Add to favourite clinicians')!);
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Updating favourite clinicians failed', expect.anything()),
    );
    expect(transport.requests[1]).toMatchObject({ method: 'post', url: '/user/favourite-clinician/add/21/' });
    expect(star('Add to favourite clinicians')).toHaveAttribute('aria-pressed', 'false');
    expect(star('Remove from favourite clinicians')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('Clinician Information for a clinician it cannot show', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const redirectDue = () =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(CLINICIAN_NOT_FOUND_REDIRECT_MS - 1);
    });
  const lastMillisecond = () =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });

  it('says it was not found and goes back to the map after 5 s', async () => {
    serve({ status: 404, data: { message: { variant: 'danger', message: CLINICIAN_MESSAGES.notFound } } });
    showPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.notFoundRedirect);
    await redirectDue();
    expect(navigateToUrl).not.toHaveBeenCalled();
    await lastMillisecond();
    expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
  });

  it('says the clinician could not be loaded after any other failure, and goes back too', async () => {
    serve({ status: 500 });
    showPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.loadFailedRedirect);
    await redirectDue();
    await lastMillisecond();
    expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
  });

  it('treats id 0 as not found without asking the server', async () => {
    const transport = serve({ status: 200, data: clinicianPageFixture() });
    showPage('0');
    expect(await screen.findByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.notFoundRedirect);
    expect(transport.requests).toHaveLength(0);
  });

  it('does not redirect once the user has left the page', async () => {
    serve({ status: 404 });
    const { unmount } = showPage();
    await screen.findByRole('alert');
    unmount();
    await redirectDue();
    await lastMillisecond();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
