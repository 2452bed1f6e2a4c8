import { useCallback, useContext, useEffect, useState, type CSSProperties } from 'react';
import { ConfigProvider, Table, Typography, type TableProps } from 'antd';
import { useHorizontalOverflow } from './useHorizontalOverflow';

export const SCROLL_CUE_TEXT = 'Scroll sideways to see every column';

const edgeShadow = (side: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 24,
  pointerEvents: 'none',
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(16, 24, 40, 0.18), rgba(16, 24, 40, 0))`,
});

export type ScrollableTableProps<Row> = TableProps<Row> & {
  /** The table's name; the scrolling area is named after it. */
  'aria-label'?: string;
};

/**
 * A table as wide as its content needs (`scroll.x: max-content`) that says so when the screen is narrower:
 * a line "Scroll sideways to see every column" above it and a shadow on each edge that hides columns. The
 * scrolling area then takes keyboard focus, so arrow keys scroll it too (WCAG 2.1.1).
 */
export function ScrollableTable<Row extends object>({ scroll, ...tableProps }: ScrollableTableProps<Row>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const contentClass = `${getPrefixCls('table')}-content`;
  // antd renders the scrolling element, inside the table.
  const findScroller = useCallback(
    (element: HTMLElement) => element.querySelector<HTMLElement>(`.${contentClass}`),
    [contentClass],
  );
  const overflow = useHorizontalOverflow(container, findScroller);
  const overflows = overflow !== 'none';
  const label = tableProps['aria-label'];

  // While it scrolls, the scrolling element is named and takes keyboard focus.
  useEffect(() => {
    const scroller = container && findScroller(container);
    if (!scroller || !overflows) return;
    scroller.setAttribute('tabindex', '0');
    scroller.setAttribute('role', 'region');
    scroller.setAttribute(
      'aria-label',
      label ? `${label} (${SCROLL_CUE_TEXT.toLowerCase()})` : SCROLL_CUE_TEXT,
    );
    return () => {
      scroller.removeAttribute('tabindex');
      scroller.removeAttribute('role');
      scroller.removeAttribute('aria-label');
    };
  }, [container, findScroller, overflows, label]);

  return (
    <div>
      {overflows && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
          {SCROLL_CUE_TEXT}
        </Typography.Paragraph>
      )}
      <div ref={setContainer} style={{ position: 'relative' }}>
        <Table<Row> scroll={{ x: 'max-content', ...scroll }} {...tableProps} />
        {(overflow === 'start' || overflow === 'both') && (
          <div aria-hidden data-scroll-shadow="start" style={edgeShadow('left')} />
        )}
        {(overflow === 'end' || overflow === 'both') && (
          <div aria-hidden data-scroll-shadow="end" style={edgeShadow('right')} />
        )}
      </div>
    </div>
  );
}
