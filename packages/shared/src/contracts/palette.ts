/** Colours a channel or a label may take (Mantine's palette names, so pages draw them in their theme). */
export const PALETTE_COLORS = [
  'blue',
  'green',
  'teal',
  'cyan',
  'indigo',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'yellow',
  'gray',
] as const;
export type PaletteColor = (typeof PALETTE_COLORS)[number];
