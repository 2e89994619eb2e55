import { lazy } from 'react';

// Steps 2 to 4 are not part of the sign-up page's first download: the business step's searchable
// lists (Select, Popover, floating-ui, ScrollArea) and the captcha are most of the wizard's weight.
// Nor is the success shown after step 4: it is fetched with them, long before it is needed.
const loadBusinessStep = () => import('./BusinessStep.tsx');
const loadSecurityStep = () => import('./SecurityStep.tsx');
const loadCompletionStep = () => import('./CompletionStep.tsx');
const loadSignUpSuccess = () => import('../SignUpSuccess.tsx');

export const BusinessStep = lazy(() =>
  loadBusinessStep().then((module) => ({ default: module.BusinessStep })),
);
export const SecurityStep = lazy(() =>
  loadSecurityStep().then((module) => ({ default: module.SecurityStep })),
);
export const CompletionStep = lazy(() =>
  loadCompletionStep().then((module) => ({ default: module.CompletionStep })),
);
export const SignUpSuccess = lazy(() =>
  loadSignUpSuccess().then((module) => ({ default: module.SignUpSuccess })),
);

/** Fetches the later steps once the visitor starts on the first, so Next does not wait for them. */
export function preloadLaterSteps() {
  void loadBusinessStep();
  void loadSecurityStep();
  void loadCompletionStep();
  void loadSignUpSuccess();
}
