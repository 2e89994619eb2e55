import { useEffect, useState } from 'react';
import type { SignUpRuleErrors, SignUpValues } from './sign-up-wizard.ts';

type Rules = typeof import('./sign-up-rules.ts');

let loaded: Rules | undefined;
let pending: Promise<Rules> | undefined;
const waiting = new Set<(rules: Rules) => void>();

/**
 * Fetches the sign-up rules once (the wizard asks when the visitor turns to the form); a failed
 * fetch is asked again the next time.
 */
export function loadSignUpRules(): Promise<Rules> {
  pending ??= import('./sign-up-rules.ts').then(
    (module) => {
      loaded = module;
      for (const notify of waiting) notify(module);
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The rules' errors for these values, waiting for the rules if they are still on their way. */
export async function signUpErrorsOf(values: SignUpValues): Promise<SignUpRuleErrors> {
  return (await loadSignUpRules()).signUpErrors(values);
}

/** The rules once they are here (the component re-renders then); undefined before. */
export function useSignUpRules(): Rules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (loaded) {
      setRules(loaded);
      return;
    }
    waiting.add(setRules);
    return () => {
      waiting.delete(setRules);
    };
  }, []);
  return rules;
}
