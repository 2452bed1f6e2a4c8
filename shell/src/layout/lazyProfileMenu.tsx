import { lazy, Suspense } from 'react';
import type { ProfileMenuProps } from './ProfileMenu';
import { ProfileMenuButton } from './ProfileMenuButton';

// Visitors have no account menu, so its dropdown is not part of the landing page's JavaScript.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((module) => ({ default: module.ProfileMenu })));

/** The account menu; until its code has arrived, the same button, disabled, so no click is lost. */
export function LazyProfileMenu(props: ProfileMenuProps) {
  return (
    <Suspense fallback={<ProfileMenuButton displayName={props.displayName} disabled />}>
      <ProfileMenu {...props} />
    </Suspense>
  );
}
