import { Descriptions as AntdDescriptions, type DescriptionsProps } from 'antd';
import { useIsNarrow } from '../../responsive';

/**
 * antd's Descriptions, with each label above its value on narrow screens (SPEC §9, ≤ 768 px). Beside a
 * label column a phone leaves a value about 140 px, and antd breaks words that do not fit mid-way
 * ("musculoskelet al"); stacked, the value has the whole width. A `layout` given by the caller wins.
 */
export function Descriptions(props: DescriptionsProps) {
  const narrow = useIsNarrow();
  return <AntdDescriptions layout={narrow ? 'vertical' : 'horizontal'} {...props} />;
}
