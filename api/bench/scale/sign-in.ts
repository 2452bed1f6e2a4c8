// Real sessions for the bench: POST /api/v1/login/ as a seeded clinician (they share BENCH_PASSWORD).
import { BENCH_PASSWORD } from '../bench-clinicians.js';

export async function signIn(apiOrigin: string, email: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
