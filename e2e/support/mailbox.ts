import { expect } from '@playwright/test';
import { MAIL_SINK_URL } from './ports';

export interface SentMail {
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
}

async function allMail(): Promise<SentMail[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages`);
  return (await response.json()) as SentMail[];
}

/** The newest e-mail to `recipient` whose subject matches, waiting for it to arrive. */
export async function waitForMail(recipient: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail())
          .filter((mail) => mail.to.includes(recipient.toLowerCase()) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${recipient} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as SentMail;
}

/** The first link in an e-mail that points at `path` on the app (the host part is dropped). */
export function linkIn(mail: SentMail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}[^\\s)>"]*)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1];
}
