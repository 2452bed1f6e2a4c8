// Test-only helpers for the antd components these screens use in jsdom (ResizeObserver: scripts/jest/setup.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the antd Select labelled `label` and picks `option`. */
export async function chooseOption(
  label: string,
  option: string,
  user: Pick<ReturnType<typeof userEvent.setup>, 'click'> = userEvent,
): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await user.click(matches[matches.length - 1] as HTMLElement);
}
