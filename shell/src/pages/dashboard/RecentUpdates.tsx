import { Typography } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';

/** SPEC §2.6: what has changed in RefNet lately. */
const UPDATES = [
  {
    title: 'Improved map',
    description:
      'Find a clinician now shows clinicians near any UK postcode, with your favourites marked, and filters by job role, specialty and insurer.',
  },
  {
    title: 'Direct referrals',
    description:
      'Refer a patient straight to the clinician you choose, from the map or their profile; only they receive the referral.',
  },
];

export function RecentUpdates() {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Recent Updates</h2>}>
      {UPDATES.map(({ title, description }) => (
        <section key={title} aria-label={title}>
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph>{description}</Typography.Paragraph>
        </section>
      ))}
    </Card>
  );
}
