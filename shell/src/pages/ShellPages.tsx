import { Suspense } from 'react';
import { matchRoute } from '@refnet/contracts';
import { usePathname } from '@refnet/shared-ui/core';
import { lazyWithDesignSystem } from '../designSystem/lazyWithDesignSystem';
import { LandingPage } from './LandingPage';

// Every shell screen but the landing page is built with antd, and loads on its first visit.
const ShellScreens = lazyWithDesignSystem(() =>
  import('./ShellScreens').then((module) => module.ShellScreens),
);

/** The screens the shell owns; unknown paths get the 404 screen (SPEC §2.1 catch-all). */
export function ShellPages() {
  const match = matchRoute(usePathname());
  if (match && match.route.owner !== 'shell') return null;
  if (match?.route.path === '/') return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <ShellScreens known={match !== null} />
    </Suspense>
  );
}
