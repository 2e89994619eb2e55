import { useFormats } from '../../../app/format.ts';

/** Rupiah as the page's language writes money (whole rupiah), and a short form for chart axes. */
export function useMoney() {
  const formats = useFormats();
  return {
    idr: (amount: number) =>
      formats.number(amount, {
        style: 'currency',
        currency: 'IDR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
    short: (amount: number) => formats.number(amount, { notation: 'compact', maximumFractionDigits: 1 }),
    percent: (ratio: number) => formats.number(ratio, { style: 'percent', maximumFractionDigits: 1 }),
  };
}
