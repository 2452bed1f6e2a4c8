import { Flex, Result } from 'antd';
import { InAppLink, Logo, PageContainer } from '@refnet/shared-ui';

export type StatusCode = 404 | 503;

const STATUS_TEXT: Record<StatusCode, { image: '404' | '500'; text: string }> = {
  404: { image: '404', text: 'Sorry, the page you visited does not exist.' },
  503: { image: '500', text: 'The server is unavailable. Please try again later.' },
};

export type StatusScreenProps = {
  code: StatusCode;
};

/** The not-found and server-down screens (SPEC §2.15); the logo leads back to the dashboard. */
export function StatusScreen({ code }: StatusScreenProps) {
  const { image, text } = STATUS_TEXT[code];
  return (
    <PageContainer maxWidth={720}>
      <Flex justify="center">
        <InAppLink href="/dashboard">
          <Logo height={60} />
        </InAppLink>
      </Flex>
      <Result
        status={image}
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{code}</h1>}
        subTitle={text}
      />
    </PageContainer>
  );
}
