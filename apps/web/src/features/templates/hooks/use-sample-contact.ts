import { useState } from 'react';
import { sampleContact } from '../sample-contact.ts';

/** The preview's made-up contact; the account's custom fields arrive later and are given to it then. */
export function useSampleContact(customFields: readonly string[]) {
  const [sample, setSample] = useState(() => sampleContact([]));
  const withFields = {
    ...sample,
    customFields: { ...Object.fromEntries(customFields.map((key) => [key, ''])), ...sample.customFields },
  };
  return [withFields, setSample] as const;
}
