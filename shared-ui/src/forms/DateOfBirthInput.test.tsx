import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { profileDobField, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { DateOfBirthInput } from './DateOfBirthInput';
import { schemaRule } from './schemaRule';

function DobForm({ dob, onFinish }: { dob: string; onFinish: (values: { dob: string }) => void }) {
  const [form] = Form.useForm<{ dob: string }>();
  return (
    <Form form={form} initialValues={{ dob }} onFinish={onFinish}>
      <Form.Item label="Date of birth" name="dob" rules={[schemaRule(profileDobField)]}>
        <DateOfBirthInput />
      </Form.Item>
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.setFieldsValue({ dob: '1990-01-02' })}>
        Fill in
      </button>
    </Form>
  );
}

function renderForm(dob = '') {
  const onFinish = jest.fn();
  render(<DobForm dob={dob} onFinish={onFinish} />);
  return { onFinish, field: screen.getByLabelText('Date of birth'), user: userEvent.setup() };
}

describe('DateOfBirthInput', () => {
  it('shows a saved date the UK way and hands it back as yyyy-mm-dd', async () => {
    const { onFinish, field, user } = renderForm('1980-05-17');
    expect(field).toHaveValue('17/05/1980');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ dob: '1980-05-17' }));
  });

  it('takes DD/MM/YYYY and D/M/YYYY as typed, and the form holds yyyy-mm-dd', async () => {
    const { onFinish, field, user } = renderForm();
    await user.type(field, '7/3/1980');
    expect(field).toHaveValue('7/3/1980');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ dob: '1980-03-07' }));

    await user.clear(field);
    await user.paste('31/12/1985');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ dob: '1985-12-31' }));
  });

  it('says when a date does not exist and when it is in the future, and sends nothing', async () => {
    const { onFinish, field, user } = renderForm();
    await user.click(field);
    await user.paste('31/02/2000');
    expect(await screen.findByText(VALIDATION_MESSAGES.dobNotADate)).toBeInTheDocument();
    await user.clear(field);
    await user.paste('01/01/2999');
    expect(await screen.findByText(VALIDATION_MESSAGES.dobInFuture)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.profileAgeOutOfRange)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.dobInFuture)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows a value the form sets itself', async () => {
    const { field, user } = renderForm();
    await user.type(field, '12/1');
    await user.click(screen.getByRole('button', { name: 'Fill in' }));
    expect(field).toHaveValue('02/01/1990');
  });
});
