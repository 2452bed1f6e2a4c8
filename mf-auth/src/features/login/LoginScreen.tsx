import { navigateToUrl } from 'single-spa';
import { login, PageContainer, PageHeading } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import type { LoginRequest } from '@refnet/contracts';
import { LoginForm } from './LoginForm';
import { sessionDependencies } from '../../components/session/sessionDependencies';
import { signIn, type SignInDependencies } from '../../components/session/signIn';

const dependencies: SignInDependencies = { ...sessionDependencies, login };

async function submit(credentials: LoginRequest): Promise<string | null> {
  const result = await signIn(credentials, dependencies);
  if (!result.ok) return result.message;
  navigateToUrl('/dashboard');
  return null;
}

export function LoginScreen() {
  return (
    <PageContainer maxWidth={440}>
      <PageHeading title="Login" />
      <Card>
        <LoginForm onSubmit={submit} />
      </Card>
    </PageContainer>
  );
}
