import { Button, Flex, PageContainer, Typography, followInAppLink } from '@refnet/shared-ui';

export function LandingPage() {
  return (
    <PageContainer maxWidth={900}>
      <Typography.Title level={1}>Welcome to RefNet</Typography.Title>
      <Typography.Paragraph>
        RefNet is the referral network for UK clinicians. Find the right colleague on the map, refer your
        patient to them directly, or post an open referral to every clinician with the job role you need.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        RefNet is in beta and free to use. New accounts are approved by our team within 48 hours.
      </Typography.Paragraph>
      <Flex gap="middle" wrap>
        <Button type="primary" size="large" href="/login" onClick={followInAppLink}>
          Login
        </Button>
        <Button size="large" href="/register" onClick={followInAppLink}>
          Register as a clinician
        </Button>
      </Flex>
    </PageContainer>
  );
}
