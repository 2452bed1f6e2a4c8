import type { RemoteName } from '@refnet/contracts';

const outlets = new Map<RemoteName, HTMLElement>();

/**
 * The element a remote mounts into. Created once, outside React, so single-spa can mount a remote before
 * the shell's layout has rendered; the layout attaches the outlets to <main>.
 */
export function outletFor(remote: RemoteName): HTMLElement {
  let outlet = outlets.get(remote);
  if (!outlet) {
    outlet = document.createElement('div');
    outlet.id = `refnet-remote-${remote}`;
    outlets.set(remote, outlet);
  }
  return outlet;
}

export function allOutlets(): HTMLElement[] {
  return [...outlets.values()];
}
