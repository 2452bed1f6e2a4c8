import { useEffect } from 'react';
import { matchRoute } from '@refnet/contracts';
import { usePathname } from '@refnet/shared-ui/core';

export function useDocumentTitle(): void {
  const pathname = usePathname();
  useEffect(() => {
    const title = matchRoute(pathname)?.route.title ?? 'Page not found';
    document.title = `${title} · RefNet`;
  }, [pathname]);
}
