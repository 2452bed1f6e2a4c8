import { STAFF_GROUPS } from '@refnet/contracts';
import { Button, Flex, PageContainer, Typography, useSession, followInAppLink } from '@refnet/shared-ui';

export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const { user, userGroup } = session;
  const isStaff = STAFF_GROUPS.includes(userGroup);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <PageContainer maxWidth={900}>
      <Typography.Title level={1}>Welcome, {name}</Typography.Title>
      {isStaff && <Typography.Title level={2}>RefNet administration account</Typography.Title>}
      <Flex gap="middle" wrap>
        {isStaff ? (
          <>
            <Button type="primary" href="/staff/users" onClick={followInAppLink}>
              Verify Users
            </Button>
            <Button href="/clinicians" onClick={followInAppLink}>
              See clinicians
            </Button>
          </>
        ) : (
          <>
            <Button type="primary" href="/referral/add" onClick={followInAppLink}>
              Make referral
            </Button>
            <Button href="/referrals/inbound" onClick={followInAppLink}>
              View referrals
            </Button>
          </>
        )}
      </Flex>
    </PageContainer>
  );
}
