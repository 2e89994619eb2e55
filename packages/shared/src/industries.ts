/** Industries offered at sign-up; labels are translated by the server per language. */
export const INDUSTRIES = [
  'retail_ecommerce',
  'food_beverage',
  'education',
  'health_wellness',
  'beauty_fashion',
  'travel_hospitality',
  'real_estate',
  'financial_services',
  'automotive',
  'logistics',
  'technology',
  'marketing_agency',
  'professional_services',
  'manufacturing',
  'non_profit',
  'government',
  'media_entertainment',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
