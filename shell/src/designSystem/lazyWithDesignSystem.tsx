import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use together with antd (shared-ui's main entry) and shown inside RefNet's
 * theme and locale: the shell's own layout is plain HTML, so that a visitor's landing page never loads antd.
 * Both load at once, in one suspension (a lazy theme around a lazy component would wait for one, then the
 * other). `inline`: no wrapping element, for antd components placed in the shell's layout (the header).
 * Render it inside a Suspense boundary.
 */
export function lazyWithDesignSystem<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { inline = false }: { inline?: boolean } = {},
) {
  return lazy(async () => {
    const [{ RefnetProviders }, Component] = await Promise.all([import('@refnet/shared-ui'), load()]);
    function WithDesignSystem(props: Props) {
      return (
        <RefnetProviders inline={inline}>
          <Component {...props} />
        </RefnetProviders>
      );
    }
    return { default: WithDesignSystem };
  });
}
