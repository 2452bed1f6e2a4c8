import { expect, type Page } from '@playwright/test';
import { passSecondStepOnPage } from './secondFactor';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  /** Signs in from the login page on screen, through two-factor sign-in for staff, to the dashboard. */
  async signInToDashboard(email: string, password: string): Promise<void> {
    await this.signIn(email, password);
    await passSecondStepOnPage(this.page, email, password);
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }

  async signInAndWaitForDashboard(email: string, password: string): Promise<void> {
    await this.open();
    await this.signInToDashboard(email, password);
  }
}
