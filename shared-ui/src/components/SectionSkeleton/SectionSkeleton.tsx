import { PageContainer } from '../PageContainer/PageContainer';

/** antd's light theme values (borderRadiusSM, colorFillSecondary, marginMD), without loading antd. */
const LINE_RADIUS = 4;
const LINE_COLOUR = 'rgba(0, 0, 0, 0.06)';
const LINE_GAP = 20;

/** Widths of the outline's lines, as a screen's heading, tabs and first rows. */
const LINE_WIDTHS = ['100%', '92%', '96%', '88%', '94%'] as const;

export type SectionSkeletonProps = {
  /** The status's accessible name. */
  label?: string;
};

/**
 * A grey outline of a screen (heading, then rows), shown at once while a section of RefNet loads for the
 * first time. Plain boxes in the theme's colours rather than antd's Skeleton: the shell shows it before
 * antd has loaded.
 */
export function SectionSkeleton({ label = 'Loading...' }: SectionSkeletonProps) {
  const box = (width: string, height: number) => (
    <div style={{ width, height, borderRadius: LINE_RADIUS, background: LINE_COLOUR }} />
  );
  return (
    <PageContainer>
      <div role="status" aria-busy="true" aria-label={label}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: LINE_GAP }}>
          {box('40%', 32)}
          {LINE_WIDTHS.map((width, index) => (
            <div key={index}>{box(width, 20)}</div>
          ))}
        </div>
      </div>
    </PageContainer>
  );
}
