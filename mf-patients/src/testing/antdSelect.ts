// Test-only: antd's Select is not a native <select>; open it by its label and click the option.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await user.click(matches[matches.length - 1] as HTMLElement);
}
