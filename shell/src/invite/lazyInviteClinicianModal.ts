import { lazy } from 'react';

/** Loaded the first time someone opens it, so the header does not grow the landing page. */
export const LazyInviteClinicianModal = lazy(() =>
  import('./InviteClinicianModal').then((module) => ({ default: module.InviteClinicianModal })),
);
