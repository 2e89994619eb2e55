/**
 * The campaign chart's bars by outcome, from Okabe and Ito's palette for colour-blind readers:
 * sky blue and dark blue differ in lightness, reddish purple and vermillion in hue along the
 * blue-yellow axis every kind of colour vision keeps (chart-colors.test.ts measures it). Mantine's
 * teal and green, used before, looked alike to many readers.
 */
export const OUTCOME_COLORS = {
  sent: '#56B4E9',
  delivered: '#0072B2',
  read: '#CC79A7',
  failed: '#D55E00',
} as const;
