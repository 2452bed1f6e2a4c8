/** The history state a Download button leaves: the previous entry is the admin list it was on. */
export const FROM_ADMIN_LIST = { fromAdminList: true } as const;

export const cameFromAdminList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'fromAdminList' in state && state.fromAdminList === true;
