import type { ReactNode } from 'react';

export type PageContainerProps = {
  /** Widest the content may grow, in px (the dashboard uses 900, SPEC §2.6). */
  maxWidth?: number;
  children: ReactNode;
};

/** The centred content column of a screen. */
export function PageContainer({ maxWidth = 1200, children }: PageContainerProps) {
  return (
    <div style={{ maxWidth, width: '100%', margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}>
      {children}
    </div>
  );
}
