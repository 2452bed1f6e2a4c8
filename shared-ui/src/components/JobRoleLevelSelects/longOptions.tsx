import type { SelectProps } from 'antd';

const WRAPPING = { whiteSpace: 'normal' } as const;

/**
 * For a select whose option labels can be long (job roles): the list may be wider than the select, up to
 * the screen, and a label still too long wraps onto a second line instead of being cut off.
 */
export const LONG_OPTION_PROPS = {
  popupMatchSelectWidth: false,
  styles: { popup: { root: { maxWidth: 'min(480px, calc(100vw - 16px))' } } },
  optionRender: (option) => <span style={WRAPPING}>{option.label}</span>,
} satisfies SelectProps;
