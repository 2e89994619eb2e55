import { describe, expect, it } from 'vitest';
import { OUTCOME_COLORS } from './chart-colors.ts';

// How each colour vision sees a colour: Machado, Oliveira and Fernandes' (2009) matrices for full
// protanopia, deuteranopia and tritanopia, on linear RGB.
const VISIONS: Record<string, number[][]> = {
  typical: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** CIELAB (D65) of a hex colour as a vision sees it. */
function seen(hex: string, vision: number[][]): number[] {
  const rgb = [1, 3, 5].map((at) => linear(Number.parseInt(hex.slice(at, at + 2), 16)));
  const [r, g, b] = vision.map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, weight, i) => sum + weight * rgb[i]!, 0),
      ),
    ),
  ) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe('the campaign chart colours', () => {
  // A colour difference (CIE76) of 15 reads as clearly different colours side by side.
  it.each(Object.keys(VISIONS))('are told apart with %s colour vision', (vision) => {
    const entries = Object.entries(OUTCOME_COLORS);
    for (const [i, [one, a]] of entries.entries())
      for (const [other, b] of entries.slice(i + 1)) {
        const [p, q] = [seen(a, VISIONS[vision]!), seen(b, VISIONS[vision]!)];
        expect(Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!), `${one}/${other}`).toBeGreaterThan(
          15,
        );
      }
  });
});
