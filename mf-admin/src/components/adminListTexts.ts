import { ADMIN_TEXTS } from '@refnet/contracts/admin';

/** The texts of an admin list, named by what it lists, singular ('user'): "Loading admin users list...". */
export function adminListTexts(noun: string) {
  return {
    loading: ADMIN_TEXTS.loading(`admin ${noun}s list`),
    failed: `The ${noun}s list could not be loaded. Please try again.`,
    /** The group dropdown's label on narrow screens. */
    selectGroup: `Select ${noun} group`,
  };
}
