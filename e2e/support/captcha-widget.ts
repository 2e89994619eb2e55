import { expect, type Page } from '@playwright/test';

/**
 * The ALTCHA widget, loaded first if the form waits for the visitor before fetching it (the login
 * form does, until a field has focus or the pointer is over the form): the pointer goes over it.
 */
export async function captchaWidget(page: Page) {
  const widget = page.locator('altcha-widget');
  const deferred = page.locator('[data-captcha-deferred]');
  await expect(widget.or(deferred).first()).toBeVisible();
  // The placeholder may give way to the widget while the pointer moves to it (a field took focus,
  // the pointer was over the form): then it is gone, not hovered, and the widget is what counts.
  if (await deferred.isVisible()) await deferred.hover({ timeout: 10_000 }).catch(() => undefined);
  await expect(widget).toBeVisible();
  return widget;
}

/** What a person does with the ALTCHA widget: tick "I'm not a robot" and wait until it is verified. */
export async function solveCaptchaWidget(
  page: Page,
  labels = { robot: "I'm not a robot", verified: 'Verified' },
) {
  const widget = await captchaWidget(page);
  await widget.getByText(labels.robot, { exact: true }).click();
  // The proof of work takes a few seconds in the browser's workers.
  await expect(widget.getByText(labels.verified, { exact: true })).toBeVisible({ timeout: 45_000 });
}
