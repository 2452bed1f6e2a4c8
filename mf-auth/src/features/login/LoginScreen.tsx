import { navigateToUrl } from 'single-spa';
import {
  appConfigAtom,
  appStore,
  checkAuth,
  clearSession,
  fetchAppConfig,
  login,
  PageContainer,
  PageHeading,
  saveSession,
} from '@refnet/shared-ui';
import { loadProfile } from '@refnet/shared-ui/accounts';
import { Card } from '@refnet/shared-ui/display';
import type { LoginRequest } from '@refnet/contracts';
import { loadNotificationCount } from './loadNotificationCount';
import { LoginForm } from './LoginForm';
import { signIn, type SignInDependencies } from './signIn';

const dependencies: SignInDependencies = {
  login,
  fetchAppConfig,
  checkAuth,
  loadProfile,
  loadNotificationCount,
  saveSession,
  clearSession,
  setConfig: (config) => appStore.set(appConfigAtom, config),
};

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
