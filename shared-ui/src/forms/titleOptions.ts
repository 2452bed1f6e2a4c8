import { TITLES } from '@refnet/contracts/accounts';

/** The SPEC §3 titles (Mr, Mrs, Ms, Miss, Dr, Prof) as Select options. */
export const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));
