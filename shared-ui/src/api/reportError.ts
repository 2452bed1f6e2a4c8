import type { ErrorNotificationRequest } from '@refnet/contracts/accounts';
import { apiClient } from './client';

/** POST /error-notification/ (answers 204 without a body). */
export async function sendErrorNotification(request: ErrorNotificationRequest): Promise<void> {
  await apiClient.post('/error-notification/', request, { changesNothing: true });
}

/** SPEC §9: error reporting is on except on localhost. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** The contract's limit for errorDescription. */
const DESCRIPTION_MAX = 20_000;

/** Errors already sent: a boundary and the fallback card it shows may both report the same one. */
const reported = new WeakSet<object>();

export type ReportErrorOptions = {
  /** React's component stack, when a boundary caught the error. */
  componentStack?: string | null;
  location?: Pick<Location, 'hostname' | 'href'>;
  send?: typeof sendErrorNotification;
};

export function isErrorReportingEnabled(hostname: string): boolean {
  return !LOCAL_HOSTNAMES.has(hostname);
}

/** Message, stack and page address, in the words a developer needs to find the fault. */
export function describeError(error: unknown, url: string, componentStack?: string | null): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : '';
  const parts = [
    message,
    `URL: ${url}`,
    stack && `Stack:\n${stack}`,
    componentStack && `Components:${componentStack}`,
  ];
  return parts.filter(Boolean).join('\n\n').slice(0, DESCRIPTION_MAX);
}

/**
 * Tells the team about an unexpected error (POST /error-notification/). Never throws and never rejects:
 * reporting must not turn one failure into two.
 */
export function reportError(error: unknown, options: ReportErrorOptions = {}): void {
  try {
    const { location = window.location, send = sendErrorNotification, componentStack } = options;
    if (!isErrorReportingEnabled(location.hostname)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    send({ errorDescription: describeError(error, location.href, componentStack) }).catch(() => undefined);
  } catch {
    // Nothing more can be done about an error that cannot even be reported.
  }
}
