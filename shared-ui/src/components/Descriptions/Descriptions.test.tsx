import { render, screen } from '@testing-library/react';
import { viewportOf } from '../../testing/viewport';
import { Descriptions } from './Descriptions';

afterEach(() => jest.restoreAllMocks());

const ITEMS = [
  { key: 'description', label: 'Description', children: 'An interest in musculoskeletal medicine' },
];

/** The table row holding the text, and the one holding the label. */
function rows() {
  const valueRow = screen.getByText(/musculoskeletal/).closest('tr');
  const labelRow = screen.getByText('Description').closest('tr');
  return { valueRow, labelRow };
}

describe('Descriptions', () => {
  it('puts each label beside its value on a wide screen', () => {
    viewportOf(1366);
    render(<Descriptions bordered column={1} items={ITEMS} />);
    const { valueRow, labelRow } = rows();
    expect(valueRow).toBe(labelRow);
  });

  it('puts each label above its value on a phone, so the value has the whole width', () => {
    viewportOf(390);
    render(<Descriptions bordered column={1} items={ITEMS} />);
    const { valueRow, labelRow } = rows();
    expect(valueRow).not.toBe(labelRow);
    expect(labelRow?.nextElementSibling).toBe(valueRow);
  });

  it('keeps a layout the caller chose', () => {
    viewportOf(390);
    render(<Descriptions bordered column={1} layout="horizontal" items={ITEMS} />);
    const { valueRow, labelRow } = rows();
    expect(valueRow).toBe(labelRow);
  });
});
