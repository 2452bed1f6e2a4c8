import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { APP_PORT } from './ports';

// Two-factor sign-in (issue 22): staff must set it up at their first sign-in, then give a code each time.
// The journeys play the person's phone: they keep each account's secret and recovery codes here. A new run
// starts a new database, where nobody is enrolled yet, so what an earlier run kept is overwritten at once.

interface Held {
  secret: string;
  /** The 30-second step of the last code RefNet accepted: it takes no code of that step or an earlier one. */
  lastStep: number;
  recoveryCodes: string[];
}

const STORE = path.join(tmpdir(), `refnet-e2e-second-factor-${APP_PORT}.json`);

function readStore(): Record<string, Held> {
  try {
    return JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, Held>;
  } catch {
    return {};
  }
}

const held = (email: string): Held | undefined => readStore()[email];

function keep(email: string, value: Held) {
  writeFileSync(STORE, JSON.stringify({ ...readStore(), [email]: value }));
}

export const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows for the step. */
export const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

/** The first step RefNet still takes after `lastStep`: at most one step ahead of its clock. */
export async function nextStep(lastStep: number): Promise<number> {
  const step = Math.max(lastStep + 1, currentStep() - 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  return step;
}

/** What the password step answered for an account with two-factor sign-in. */
interface SecondStep {
  secondFactor: 'verify' | 'enrol';
  challenge: string;
  enrolment?: { secret: string };
}

const post = async (request: APIRequestContext, url: string, data: object, token?: string) => {
  const response = await request.post(url, {
    data,
    ...(token ? { headers: { Authorization: `Token ${token}` } } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; recoveryCodes?: string[] };
};

/** Ten new recovery codes (spending one), so the journeys never run out. */
async function renewRecoveryCodes(request: APIRequestContext, email: string, token: string) {
  const current = held(email);
  if (!current) return;
  const [code, ...rest] = current.recoveryCodes;
  keep(email, { ...current, recoveryCodes: rest });
  const renewed = await post(request, '/api/v1/second-factor/recovery-codes/', { recoveryCode: code }, token);
  keep(email, { ...current, recoveryCodes: renewed.recoveryCodes ?? [] });
}

/** Takes one recovery code off the account's list (each works once). */
function spendRecoveryCode(email: string): string {
  const current = held(email);
  const code = current?.recoveryCodes[0];
  if (!current || !code) throw new Error(`No recovery code kept for ${email}: enrol it in this run first.`);
  keep(email, { ...current, recoveryCodes: current.recoveryCodes.slice(1) });
  return code;
}

/** The second step over the API: enrols (keeping the secret and codes) or signs in with a recovery code. */
export async function completeSecondStep(
  request: APIRequestContext,
  email: string,
  step: SecondStep,
): Promise<string> {
  if (step.secondFactor === 'enrol') {
    const secret = step.enrolment?.secret ?? '';
    const at = currentStep();
    const answer = await post(request, '/api/v1/login/second-factor/', {
      challenge: step.challenge,
      code: await codeAt(secret, at),
    });
    keep(email, { secret, lastStep: at, recoveryCodes: answer.recoveryCodes ?? [] });
    return answer.token;
  }
  const answer = await post(request, '/api/v1/login/second-factor/', {
    challenge: step.challenge,
    recoveryCode: spendRecoveryCode(email),
  });
  if ((held(email)?.recoveryCodes.length ?? 0) < 4) await renewRecoveryCodes(request, email, answer.token);
  return answer.token;
}

/** Signs in over the API, through the second step when the account has one; the session token. */
export async function signInOverApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/v1/login/', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { token?: string } & Partial<SecondStep>;
  if (answer.token) return answer.token;
  return completeSecondStep(request, email, answer as SecondStep);
}

/**
 * After the password on the login page: nothing when the dashboard opens, else the second step as a person
 * does it (setting up the app from the key shown as text, or a recovery code); the dashboard then opens.
 */
export async function passSecondStepOnPage(page: Page, email: string, password: string): Promise<void> {
  const twoFactor = page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' });
  await expect.poll(async () => /\/dashboard$/.test(page.url()) || (await twoFactor.isVisible())).toBe(true);
  if (!(await twoFactor.isVisible())) return;

  const key = page.getByLabel('Set-up key');
  const useRecoveryCode = page.getByRole('button', { name: 'Use a recovery code instead' });
  // The step's form loads after its heading shows: wait for it to say which of the two it is.
  await expect(key.or(useRecoveryCode)).toBeVisible();
  if (await key.isVisible()) {
    const secret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
    const at = currentStep();
    await page.getByLabel('6-digit code').fill(await codeAt(secret, at));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list).toBeVisible();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    keep(email, { secret, lastStep: at, recoveryCodes });
    await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
    return;
  }
  // An API sign-in of its own renews the codes when few are left, so the page never takes the last one.
  if ((held(email)?.recoveryCodes.length ?? 0) < 4) await signInOverApi(page.request, email, password);
  await useRecoveryCode.click();
  await page.getByLabel('Recovery code').fill(spendRecoveryCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}
