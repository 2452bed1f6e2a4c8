// antd's Select is not a native <select>: open it by its label, then click the option (ResizeObserver for
// jsdom: scripts/jest/setup.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the antd Select labelled `label` and picks `option`; pass the test's `user` when it has one. */
export async function chooseOption(
  label: string,
  option: string,
  user: Pick<ReturnType<typeof userEvent.setup>, 'click'> = userEvent,
): Promise<void> {
  await user.click(screen.getByLabelText(label));
  // The chosen option's title also appears in the closed select: the list's copy comes last.
  const matches = await screen.findAllByTitle(option);
  await user.click(matches[matches.length - 1] as HTMLElement);
}
