import { createStore } from 'jotai';

/**
 * The one jotai store of the page. shared-ui is a Module Federation singleton, so the shell and every
 * remote see this same object; RefnetProviders hands it to React and non-React code (the API client)
 * reads and writes it directly.
 */
export const appStore = createStore();
