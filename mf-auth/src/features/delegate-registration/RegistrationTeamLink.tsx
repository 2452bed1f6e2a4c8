import { useAppConfig } from '@refnet/shared-ui';

/** A mailto link to the registration team (SUPPORT_EMAIL, from /config.json), its address as the text. */
export function RegistrationTeamLink() {
  const supportEmail = useAppConfig()?.supportEmail;
  if (!supportEmail) return <>the RefNet team</>;
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}
