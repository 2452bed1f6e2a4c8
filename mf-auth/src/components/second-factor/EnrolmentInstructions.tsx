import type { SecondFactorEnrolment } from '@refnet/contracts/second-factor';
import { Flex, Typography } from '@refnet/shared-ui';

export const QR_CODE_ALT = 'QR code to add RefNet to your authenticator app';
export const SETUP_KEY_LABEL = 'Set-up key';

/** The key in groups of four, as authenticator apps show it, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * What a person needs to add RefNet to their authenticator app: the QR code, drawn by the RefNet server (no
 * other service sees the secret), and the same key as text for apps that cannot scan.
 */
export function EnrolmentInstructions({ enrolment }: { enrolment: SecondFactorEnrolment }) {
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <Flex vertical gap="small">
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>
          Open an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.
        </li>
        <li>Add an account and scan this QR code, or type in the key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img src={qrCode} alt={QR_CODE_ALT} width={200} height={200} style={{ alignSelf: 'center' }} />
      <Typography.Paragraph style={{ margin: 0 }}>
        Cannot scan it? Type in this key:{' '}
        <Typography.Text code copyable={{ text: enrolment.secret }} aria-label={SETUP_KEY_LABEL}>
          {grouped(enrolment.secret)}
        </Typography.Text>
      </Typography.Paragraph>
    </Flex>
  );
}
