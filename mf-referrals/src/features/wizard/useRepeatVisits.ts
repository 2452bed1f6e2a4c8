import { useEffect, useState } from 'react';

const isCurrentUrl = (href: string) => {
  const target = new URL(href, window.location.href);
  return target.pathname === window.location.pathname && target.search === window.location.search;
};

/**
 * Counts in-app links followed to the page already shown (Make referral in the header while on the
 * wizard). single-spa reports no navigation to the same URL, yet the user expects a fresh start.
 */
export function useRepeatVisits(): number {
  const [visits, setVisits] = useState(0);
  useEffect(() => {
    // On the document, so after the link's own handler has followed it (and prevented the page load).
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href]')?.getAttribute('href');
      if (href && isCurrentUrl(href)) setVisits((count) => count + 1);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return visits;
}
