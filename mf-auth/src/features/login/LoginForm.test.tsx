import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefnetProviders } from '@refnet/shared-ui';
import { LoginForm } from './LoginForm';

function renderForm(onSubmit = jest.fn(async () => null as string | null)) {
  render(
    <RefnetProviders>
      <LoginForm onSubmit={onSubmit} />
    </RefnetProviders>,
  );
  return onSubmit;
}

describe('LoginForm', () => {
  it('offers the reset link and the register button', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Reset here' })).toHaveAttribute(
      'href',
      '/user/send-reset-email',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('asks for both fields before submitting', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lower-cased e-mail as username', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'Amelia@Example.COM');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'amelia@example.com', password: 'secret' }),
    );
  });

  it('shows the failure message and clears the password', async () => {
    renderForm(jest.fn(async () => 'Email and password combination not found.'));
    await userEvent.type(screen.getByLabelText('Email'), 'amelia@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password combination not found.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
