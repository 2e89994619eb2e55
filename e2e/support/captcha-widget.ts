import { expect, type Page } from '@playwright/test';

/** What a person does with the ALTCHA widget: tick "I'm not a robot" and wait until it is verified. */
export async function solveCaptchaWidget(
  page: Page,
  labels = { robot: "I'm not a robot", verified: 'Verified' },
) {
  const widget = page.locator('altcha-widget');
  await widget.getByText(labels.robot, { exact: true }).click();
  // The proof of work takes a few seconds in the browser's workers.
  await expect(widget.getByText(labels.verified, { exact: true })).toBeVisible({ timeout: 45_000 });
}
