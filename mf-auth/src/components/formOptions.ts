import { TITLES } from '@refnet/contracts/accounts';

/** The SPEC §5 titles as Select options (registration and Update Information). */
export const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));
