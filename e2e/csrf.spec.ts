import { expect, test } from '@playwright/test';

// What a forged cross-site form would do: an unsafe call without the X-CSRFTOKEN header.
test('the server refuses an unsafe call without the CSRF header, and accepts it with one', async ({
  page,
}) => {
  await page.goto('/');
  const csrfCookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  expect(csrfCookie?.value).toBeTruthy();

  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/logout/', { method: 'POST' });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.detail).toBe('CSRF verification failed: the X-CSRFTOKEN header is missing.');

  const accepted = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/v1/auth/logout/', {
      method: 'POST',
      headers: { 'X-CSRFTOKEN': token },
    });
    return response.status;
  });
  expect(accepted).toBe(200);
});

test('an unknown API route answers a JSON 404 a person can read', async ({ request }) => {
  const response = await request.get('/api/v1/does-not-exist/');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ detail: 'Not found: GET /api/v1/does-not-exist/' });
});
