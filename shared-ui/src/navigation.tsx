import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Follows a same-app link through single-spa (no page load) on a plain left click; a modified
 * click (new tab, new window) is left to the browser.
 */
export function followInAppLink(event: MouseEvent<HTMLElement>): void {
  // antd Buttons with an href render an anchor, so any element carrying an href is followed.
  const href = event.currentTarget.getAttribute('href');
  if (!href || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateToUrl(href);
}

export type InAppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to another RefNet route that works outside any React Router (header, status screens). */
export function InAppLink({ onClick, ...anchorProps }: InAppLinkProps) {
  return (
    <a
      {...anchorProps}
      onClick={(event) => {
        onClick?.(event);
        followInAppLink(event);
      }}
    />
  );
}
