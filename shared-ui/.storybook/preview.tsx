import type { Preview } from '@storybook/react-webpack5';
import { RefnetProviders } from '../src/providers';

const preview: Preview = {
  decorators: [
    (Story) => (
      <RefnetProviders>
        <Story />
      </RefnetProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
