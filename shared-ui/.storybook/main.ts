import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [
    {
      name: '@storybook/addon-webpack5-compiler-swc',
      options: { swcLoaderOptions: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
    },
  ],
  // The build runs offline; nothing may phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
