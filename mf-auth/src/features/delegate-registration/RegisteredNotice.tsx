import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { DELEGATE_MESSAGES, DELEGATE_REGISTRATION_REDIRECT_MS } from '@refnet/contracts/accounts';
import { InAppLink } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';

const PLACES = {
  '/dashboard': 'your dashboard',
  '/login': 'the login page',
} as const;

export interface RegisteredNoticeProps {
  destination: keyof typeof PLACES;
}

/** SPEC §8, §9: the registration succeeded; `destination` opens after 4.75 s. */
export function RegisteredNotice({ destination }: RegisteredNoticeProps) {
  useEffect(() => {
    const timer = setTimeout(() => navigateToUrl(destination), DELEGATE_REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [destination]);

  return (
    <Result
      status="success"
      title={<span role="status">{DELEGATE_MESSAGES.registrationSuccessful}</span>}
      subTitle={`Opening ${PLACES[destination]}...`}
      extra={<InAppLink href={destination}>Go to {PLACES[destination]} now</InAppLink>}
    />
  );
}
