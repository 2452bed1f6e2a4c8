import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_MANAGE_PERMISSION_TEXT, ReferralActions } from './ReferralActions';

const buttons = () => screen.getAllByRole('button');

describe('ReferralActions', () => {
  it('shows the running action loading and holds the others back', () => {
    render(
      <ReferralActions actions={['reject', 'dna', 'booked']} canManage running="dna" onAction={jest.fn()} />,
    );
    const [reject, dna, booked] = buttons();
    expect(dna).toHaveClass('ant-btn-loading');
    expect(reject).toBeDisabled();
    expect(booked).toBeDisabled();
  });

  it('runs an action that needs no confirmation at once', async () => {
    const onAction = jest.fn();
    render(
      <ReferralActions actions={['setActive', 'booked']} canManage running={null} onAction={onAction} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set active' }));
    expect(onAction).toHaveBeenCalledWith('setActive');
  });

  it('cancels only after confirmation', async () => {
    const onAction = jest.fn();
    render(<ReferralActions actions={['cancel']} canManage running={null} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel referral' }));
    expect(onAction).toHaveBeenCalledWith('cancel');
  });

  it('disables everything without the manage permission, saying why', () => {
    render(
      <ReferralActions
        actions={['accept', 'reject']}
        canManage={false}
        running={null}
        onAction={jest.fn()}
      />,
    );
    for (const button of buttons()) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', NO_MANAGE_PERMISSION_TEXT);
    }
  });
});
