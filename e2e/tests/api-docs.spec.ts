import { expect, test } from '@playwright/test';

test('the API documentation renders from this server alone and lists the referral routes', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /RefNet API/ })).toBeVisible();
  await page.getByRole('link', { name: 'referrals', exact: true }).click();
  const create = page.locator('.opblock', { hasText: '/api/v1/referrals/create/' });
  await expect(create).toBeVisible();
  await create.locator('.opblock-summary').click();
  await expect(create.getByText('Who may call: a signed-in user the RefNet team has approved')).toBeVisible();
  await expect(create.getByText('mainDescription').first()).toBeVisible();

  expect(problems).toEqual([]);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
