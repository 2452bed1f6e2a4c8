import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateOfBirthInput } from './DateOfBirthInput';

const meta = {
  title: 'Forms/DateOfBirthInput',
  component: DateOfBirthInput,
  args: { onChange: () => undefined, style: { maxWidth: 200 } },
} satisfies Meta<typeof DateOfBirthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A saved yyyy-mm-dd value is shown the UK way. */
export const SavedDate: Story = { args: { value: '1980-05-17' } };
