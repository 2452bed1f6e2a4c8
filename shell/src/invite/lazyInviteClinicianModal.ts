import { lazyWithDesignSystem } from '../designSystem/lazyWithDesignSystem';

/** Loaded the first time someone opens it, so the header does not grow the landing page. */
export const LazyInviteClinicianModal = lazyWithDesignSystem(
  () => import('./InviteClinicianModal').then((module) => module.InviteClinicianModal),
  { inline: true },
);
