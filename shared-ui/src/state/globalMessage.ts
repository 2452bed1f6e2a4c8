import type { Message } from '@refnet/contracts';
import { globalMessageAtom } from './atoms';
import { appStore } from './store';

/** Opens the global message modal from outside React (API client, single-spa event handlers). */
export function showGlobalMessage(message: Message): void {
  appStore.set(globalMessageAtom, message);
}

export function hideGlobalMessage(): void {
  appStore.set(globalMessageAtom, null);
}
