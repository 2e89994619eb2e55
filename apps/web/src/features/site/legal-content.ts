/**
 * The sections of the refund policy and the terms of service. Each section's texts are i18n keys:
 * `<document>.sections.<id>.title` and `.p1` … `.pN`.
 */
export interface LegalSection {
  id: string;
  paragraphs: number;
}

/** Spec section 9's refund policy, every point of it. */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  { id: 'annual', paragraphs: 1 },
  { id: 'monthly', paragraphs: 2 },
  { id: 'outage', paragraphs: 2 },
  { id: 'request', paragraphs: 2 },
  { id: 'timing', paragraphs: 1 },
  { id: 'changes', paragraphs: 2 },
];

/** How long a refund takes to arrive, by payment method (`refund.timing.<id>.method` and `.time`). */
export const REFUND_TIMING = ['bank', 'virtualAccount', 'qris', 'crypto'] as const;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'acceptance', paragraphs: 1 },
  { id: 'service', paragraphs: 2 },
  { id: 'accounts', paragraphs: 2 },
  { id: 'trial', paragraphs: 1 },
  { id: 'billing', paragraphs: 2 },
  { id: 'cancellation', paragraphs: 1 },
  { id: 'acceptableUse', paragraphs: 2 },
  { id: 'whatsapp', paragraphs: 1 },
  { id: 'data', paragraphs: 2 },
  { id: 'availability', paragraphs: 1 },
  { id: 'suspension', paragraphs: 1 },
  { id: 'liability', paragraphs: 1 },
  { id: 'changes', paragraphs: 1 },
  { id: 'law', paragraphs: 1 },
];

/** Every key a document needs, for the locale test. */
export function legalKeys(document: 'refund' | 'terms', sections: readonly LegalSection[]): string[] {
  return sections.flatMap((section) => [
    `${document}.sections.${section.id}.title`,
    ...Array.from(
      { length: section.paragraphs },
      (_, index) => `${document}.sections.${section.id}.p${index + 1}`,
    ),
  ]);
}
