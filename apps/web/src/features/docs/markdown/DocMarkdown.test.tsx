import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { DocMarkdown } from './DocMarkdown.tsx';

const body = [
  '## Verify the signature',
  '',
  '| Method | Time |',
  '|---|---|',
  '| QRIS | 1-2 days |',
  '',
  '```javascript',
  "const ok = verify('x');",
  '```',
  '',
  '<script>alert(1)</script><b>raw html</b>',
  '',
  '[bad link](javascript:alert(1)) [docs](/devices/warmup) [elsewhere](https://example.org/)',
  '',
  '![our chart](/api/v1/media/chart.png) ![tracker](https://tracker.example.org/pixel.png)',
].join('\n');

describe('DocMarkdown', () => {
  it('renders GFM tables, highlighted code and headings with anchors, and nothing unsafe', async () => {
    const { container } = renderScreen(<DocMarkdown>{body}</DocMarkdown>);

    const heading = await screen.findByRole('heading', { level: 2, name: /Verify the signature/ });
    expect(heading.id).toBe('verify-the-signature');
    expect(heading.querySelector('a')?.getAttribute('href')).toBe('#verify-the-signature');
    expect(screen.getByRole('cell', { name: 'QRIS' })).toBeTruthy();
    expect(container.querySelector('code.hljs.language-javascript .hljs-keyword')?.textContent).toBe('const');

    // Raw HTML is shown as nothing, never run; a javascript: link loses its target.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('bad link').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'elsewhere' }).getAttribute('target')).toBe('_blank');

    // Images only from the product's own origin.
    expect(screen.getByRole('img', { name: 'our chart' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'tracker' })).toBeNull();
  });
});
