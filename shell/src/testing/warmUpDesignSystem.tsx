import { render } from '@testing-library/react';

/**
 * Loads antd and the display entry and draws RefNet's theme once, so that a test waiting for one of the
 * shell's lazily loaded parts measures that part, not jsdom compiling antd and computing the theme's styles
 * for the first time (about a second). For a file's beforeAll.
 */
export async function warmUpDesignSystem(): Promise<void> {
  const [{ Button, RefnetProviders }, { FallbackCard }] = await Promise.all([
    import('@refnet/shared-ui'),
    import('@refnet/shared-ui/display'),
  ]);
  render(
    <RefnetProviders>
      <Button>Warm</Button>
      <FallbackCard onRetry={() => undefined} />
    </RefnetProviders>,
  ).unmount();
}
