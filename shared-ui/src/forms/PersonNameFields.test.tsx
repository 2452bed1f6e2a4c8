import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { PersonNameFields } from './PersonNameFields';

const accepting = { safeParse: () => ({ success: true }) };
const FIELDS = { title: accepting, firstName: accepting, lastName: accepting };

function renderFields(whose: 'own' | 'someone-else') {
  render(
    <Form>
      <PersonNameFields fields={FIELDS} whose={whose} />
    </Form>,
  );
}

describe('PersonNameFields', () => {
  it('lets the browser fill in the user’s own names', () => {
    renderFields('own');
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
  });

  it('never offers the user’s own names for someone else', () => {
    renderFields('someone-else');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'off');
  });
});
