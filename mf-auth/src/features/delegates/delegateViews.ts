/** SPEC §2.13 Delegate Management views, in menu order; Delegates is the current one at first. */
export const DELEGATE_VIEW_LABELS = {
  delegates: 'Delegates',
  'add-new': 'Add New',
} as const;

export type DelegateViewKey = keyof typeof DELEGATE_VIEW_LABELS;

export const DELEGATE_VIEWS = Object.entries(DELEGATE_VIEW_LABELS).map(([key, label]) => ({
  key: key as DelegateViewKey,
  label,
}));
