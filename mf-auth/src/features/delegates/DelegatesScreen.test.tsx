import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELEGATE_MESSAGES } from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import { viewportOf } from '@refnet/shared-ui/testing';
import { DELEGATES_LOAD_FAILED_TEXT, LOADING_DELEGATES_TEXT } from './DelegatesScreen';
import { renderDelegatesScreen, restoreTransport } from '../../testing/renderDelegatesScreen';
import {
  changeAnswer,
  clinicianOnlyAnswer,
  DANIEL,
  delegatesAnswer,
  noDelegatesAnswer,
  PRIYA,
  SAM,
} from '../../testing/delegateFixtures';

afterEach(() => {
  restoreTransport();
  appStore.set(globalMessageAtom, null);
  jest.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('article', { name });
const inactiveSection = () =>
  screen
    .getByRole('heading', { name: DELEGATE_MESSAGES.inactiveSection })
    .closest('.ant-card') as HTMLElement;
const permissionSwitch = (label: string) => screen.getByRole('switch', { name: label });

describe('DelegatesScreen', () => {
  it('shows the loading state, then a card per active delegate with their permissions', async () => {
    const { calls } = renderDelegatesScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Delegate Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_DELEGATES_TEXT);

    const sam = await screen.findByRole('article', { name: 'Mr Sam Reed' });
    expect(within(sam).getByText('sam@example.org')).toBeInTheDocument();
    expect(within(sam).getByText('Delegate since 09/03/2024')).toBeInTheDocument();
    expect(permissionSwitch('View referrals for Mr Sam Reed')).toBeChecked();
    expect(permissionSwitch('Create referrals for Mr Sam Reed')).toBeChecked();
    expect(permissionSwitch('Manage referrals for Mr Sam Reed')).not.toBeChecked();
    expect(within(sam).getByText('Manage referrals')).toBeInTheDocument();
    expect(calls()).toEqual(['get /user/delegates/']);
  });

  it('says there are no active delegates and how to add one, without an empty inactive section', async () => {
    renderDelegatesScreen({ 'get /user/delegates/': { status: 200, data: noDelegatesAnswer } });
    expect(await screen.findByText(DELEGATE_MESSAGES.noActiveDelegates)).toBeInTheDocument();
    expect(screen.getByText(DELEGATE_MESSAGES.addNewHint)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: DELEGATE_MESSAGES.inactiveSection }),
    ).not.toBeInTheDocument();
  });

  it('lists inactive delegates: Restore once registered, a disabled Awaiting user registration otherwise', async () => {
    renderDelegatesScreen();
    await screen.findByRole('heading', { level: 2, name: DELEGATE_MESSAGES.inactiveSection });
    const [daniel, priya] = within(inactiveSection()).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(daniel).toHaveTextContent('Mr Daniel Reid');
    expect(within(daniel).getByRole('button', { name: 'Restore Mr Daniel Reid' })).toBeEnabled();
    expect(priya).toHaveTextContent('Ms Priya Shah');
    expect(priya).toHaveTextContent('priya@example.org');
    expect(within(priya).getByRole('button', { name: DELEGATE_MESSAGES.notYetRegistered })).toBeDisabled();
    expect(within(priya).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('saves a permission as soon as it is switched, sending all three', async () => {
    const granted = { ...SAM, permissionManageReferrals: true };
    const { bodyOf } = renderDelegatesScreen({
      'post /user/delegate/update-permisison/': {
        status: 200,
        data: changeAnswer(
          granted,
          { ...delegatesAnswer, delegates: [granted] },
          'Delegate permissions updated.',
        ),
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Manage referrals for Mr Sam Reed' }));
    await waitFor(() => expect(permissionSwitch('Manage referrals for Mr Sam Reed')).toBeEnabled());
    expect(permissionSwitch('Manage referrals for Mr Sam Reed')).toBeChecked();
    expect(bodyOf('post /user/delegate/update-permisison/')).toEqual({
      delegateId: SAM.id,
      delegateUserId: SAM.delegateUserProfile.id,
      permissions: {
        permissionViewReferrals: true,
        permissionCreateReferrals: true,
        permissionManageReferrals: true,
      },
    });
    // A quiet success: the switch is the answer.
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('puts a permission back and says why when saving it fails', async () => {
    const refusal = { variant: 'danger', message: 'Delegate not found.' } as const;
    renderDelegatesScreen({
      'post /user/delegate/update-permisison/': { status: 404, data: { message: refusal } },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'View referrals for Mr Sam Reed' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(permissionSwitch('View referrals for Mr Sam Reed')).toBeChecked();
    expect(permissionSwitch('View referrals for Mr Sam Reed')).toBeEnabled();
  });

  it('deactivates a delegate only once confirmed, then lists them as inactive', async () => {
    const deactivated = { ...SAM, isVerified: false };
    const { calls, bodyOf } = renderDelegatesScreen({
      'post /user/delegate/deactivate/': {
        status: 200,
        data: changeAnswer(
          deactivated,
          { delegates: [], pendingDelegates: [deactivated, DANIEL, PRIYA] },
          DELEGATE_MESSAGES.deactivated,
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Mr Sam Reed' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Deactivate Mr Sam Reed?');
    expect(question).toHaveTextContent('They will no longer be able to sign in or act for you.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls()).toEqual(['get /user/delegates/']);

    await user.click(screen.getByRole('button', { name: 'Deactivate Mr Sam Reed' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(DELEGATE_MESSAGES.noActiveDelegates)).toBeInTheDocument();
    expect(bodyOf('post /user/delegate/deactivate/')).toEqual({ id: SAM.id });
    expect(
      within(inactiveSection()).getByRole('button', { name: 'Restore Mr Sam Reed' }),
    ).toBeInTheDocument();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: DELEGATE_MESSAGES.deactivated,
    });
  });

  it('restores a registered delegate to the active cards', async () => {
    const restored = { ...DANIEL, isVerified: true };
    const { bodyOf } = renderDelegatesScreen({
      'post /user/delegate/restore/': {
        status: 200,
        data: changeAnswer(
          restored,
          { delegates: [SAM, restored], pendingDelegates: [PRIYA] },
          DELEGATE_MESSAGES.restored,
        ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Mr Daniel Reid' }));
    expect(await screen.findByRole('article', { name: 'Mr Daniel Reid' })).toBeInTheDocument();
    expect(bodyOf('post /user/delegate/restore/')).toEqual({ id: DANIEL.id });
    expect(within(inactiveSection()).getAllByRole('listitem')).toHaveLength(1);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: DELEGATE_MESSAGES.restored,
    });
  });

  it('keeps a delegate inactive and shows the refusal when restoring fails', async () => {
    const refusal = { variant: 'danger', message: DELEGATE_MESSAGES.restoreNotRegistered } as const;
    renderDelegatesScreen({ 'post /user/delegate/restore/': { status: 400, data: { message: refusal } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Mr Daniel Reid' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(screen.getByRole('button', { name: 'Restore Mr Daniel Reid' })).toBeEnabled();
    expect(card('Mr Sam Reed')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded, and shows no list meanwhile', async () => {
    const { calls } = renderDelegatesScreen({
      'get /user/delegates/': [{ status: 500 }, { status: 200, data: delegatesAnswer }],
    });
    expect(await screen.findByText(DELEGATES_LOAD_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Mr Sam Reed' })).toBeInTheDocument();
    expect(calls()).toEqual(['get /user/delegates/', 'get /user/delegates/']);
  });

  it('tells a delegate calmly that only the clinician manages delegates', async () => {
    renderDelegatesScreen({ 'get /user/delegates/': { status: 403, data: clinicianOnlyAnswer } });
    expect(await screen.findByText(DELEGATE_MESSAGES.clinicianOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches views from the side menu on wide screens', async () => {
    renderDelegatesScreen();
    const menu = await screen.findByRole('menu', { name: 'Delegate management views' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delegates', 'Add New']);
    await userEvent.click(within(menu).getByText('Add New'));
    expect(screen.getByRole('form', { name: 'Invite a delegate' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('uses a dropdown instead of the menu on narrow screens', async () => {
    viewportOf(500);
    renderDelegatesScreen();
    await screen.findByRole('article', { name: 'Mr Sam Reed' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Select delegate management view' }));
    await userEvent.click(await screen.findByTitle('Add New'));
    expect(screen.getByRole('form', { name: 'Invite a delegate' })).toBeVisible();
  });
});
