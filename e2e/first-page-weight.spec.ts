import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';

// What a first visit costs: the scripts and styles the browser fetched, as sent over the wire
// (compressed, headers included) and as unpacked. Figures are printed for bench/README.md.

const FIRST_PAGE_JS_BUDGET = 150 * 1024;

/** Vite's build manifest: which source module became which chunk. */
type Manifest = Record<
  string,
  { file: string; name?: string; src?: string; isDynamicEntry?: boolean; css?: string[] }
>;
const manifest: Manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
);

function chunkOf(src: string): string {
  const chunk = manifest[src];
  if (!chunk?.isDynamicEntry) throw new Error(`${src} is not a chunk of its own in the build`);
  return `/${chunk.file}`;
}

/** A chunk the build config names (a group of libraries, such as the captcha widget's). */
function namedChunk(name: string): string {
  const chunk = Object.values(manifest).find((entry) => entry.name === name && entry.file.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk named ${name} in the build`);
  return `/${chunk.file}`;
}

/** The stylesheet a chunk brings along (a chunk of styles only is its stylesheet). */
function chunkCss(src: string): string {
  const chunk = manifest[src];
  const css = chunk?.file.endsWith('.css') ? chunk.file : chunk?.css?.[0];
  if (!css) throw new Error(`${src} brings no stylesheet in the build`);
  return `/${css}`;
}

/** The chunks fetched only when something asks for them (pages, panels, locale files), by path. */
const lazyChunks = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src)
    .map((chunk) => [`/${chunk.file}`, chunk.src!]),
);

const PANEL_LAYOUTS = ['src/layouts/CustomerPanelLayout.tsx', 'src/layouts/AdminPanelLayout.tsx'];

interface Fetched {
  path: string;
  kind: 'js' | 'css' | 'other';
  encoding: string;
  transferred: number;
  raw: number;
}

interface Weight {
  files: Fetched[];
  js: { raw: number; transferred: number };
  css: { raw: number; transferred: number };
}

/** Records every response the page receives, with its sizes from the browser's network layer. */
async function recordWeight(page: Page, visit: () => Promise<void>): Promise<Weight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Every figure is a first visit's: nothing comes from an earlier page's cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<Fetched, 'transferred'>>();
  const files: Fetched[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const kind = /javascript/.test(response.mimeType)
      ? 'js'
      : response.mimeType === 'text/css'
        ? 'css'
        : 'other';
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(requestId, {
      path: new URL(response.url).pathname,
      kind,
      encoding: headers['content-encoding'] ?? 'identity',
      raw: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = pending.get(requestId);
    if (entry) entry.raw += dataLength;
  });
  // Over the wire: compressed body and response headers, as the browser's network panel counts.
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId);
    if (entry) files.push({ ...entry, transferred: encodedDataLength });
  });

  await visit();
  await page.waitForLoadState('networkidle');
  await cdp.detach();

  const sum = (kind: Fetched['kind']) => ({
    raw: files.filter((file) => file.kind === kind).reduce((total, file) => total + file.raw, 0),
    transferred: files
      .filter((file) => file.kind === kind)
      .reduce((total, file) => total + file.transferred, 0),
  });
  return { files, js: sum('js'), css: sum('css') };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function report(label: string, weight: Weight) {
  const line = `${label}: JS ${kB(weight.js.raw)} raw, ${kB(weight.js.transferred)} transferred; CSS ${kB(weight.css.raw)} raw, ${kB(weight.css.transferred)} transferred`;
  console.log(line);
  for (const file of weight.files.filter((f) => f.kind !== 'other')) {
    console.log(`  ${file.path} ${file.encoding} ${kB(file.transferred)} (${kB(file.raw)} raw)`);
  }
  test.info().annotations.push({ type: 'weight', description: line });
}

test.describe('first page weight', () => {
  test('/ in English sends at most 150 kB of JavaScript, compressed, and none of the panels', async ({
    page,
  }) => {
    const weight = await recordWeight(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    report('/', weight);
    const fetched = weight.files.map((file) => file.path);

    // Below a kilobyte compression may not pay; the build then leaves the file as it is.
    const scripts = weight.files.filter((file) => file.kind === 'js' && file.raw > 1024);
    for (const script of scripts) expect(script.encoding, script.path).toMatch(/^(br|gzip)$/);
    expect(weight.js.transferred).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);

    // The panels are chunks of their own (not in the main chunk), and `/` fetches no page chunk at
    // all: of the chunks loaded on demand, only the English core texts (no other language's).
    for (const layout of PANEL_LAYOUTS) expect(chunkOf(layout)).toMatch(/\.js$/);
    const onDemand = weight.files.flatMap((file) => lazyChunks.get(file.path) ?? []);
    expect(onDemand).toEqual(['src/locales/bundles/en.core.ts']);
    expect(fetched).not.toContain(chunkOf('src/app/docs-router.tsx'));
    // Fonts for Bengali and Burmese are declared for every page but fetched only for their script.
    expect(weight.files.filter((file) => /\.woff2?$/.test(file.path))).toEqual([]);
  });

  // The forms a visitor reaches from `/`, at the same budget: the captcha widget waits until the
  // visitor turns to the form, and so do the sign-up wizard's later steps and its rules (zod and the
  // phone number rules); neither page carries the other's fields or the long texts of pricing,
  // terms and refund.
  for (const { path, form } of [
    { path: '/login', form: 'Login form' },
    { path: '/sign-up', form: 'Sign-up form' },
  ]) {
    test(`${path} in English sends at most 150 kB of JavaScript, compressed, and no captcha yet`, async ({
      page,
    }) => {
      const weight = await recordWeight(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('form', { name: form })).toBeVisible();
      });
      report(path, weight);
      const fetched = weight.files.map((file) => file.path);
      expect(fetched).not.toContain(namedChunk('altcha'));
      expect(fetched).not.toContain(chunkOf('src/locales/bundles/en.site-pages.ts'));
      expect(weight.js.transferred).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    });
  }

  test('the sign-up rules arrive once the visitor turns to the form, and still hold it', async ({ page }) => {
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: 'Sign-up form' });
    const rules = page.waitForResponse((response) => /sign-up-rules-[\w-]+\.js$/.test(response.url()));
    await form.getByRole('textbox', { name: /Email/ }).fill('not-an-email');
    expect((await rules).ok()).toBe(true);
    await form.getByRole('textbox', { name: /Email/ }).blur();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`every Mantine class on / at ${width} px has its styles among the first page's`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const stylesheets: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'stylesheet')
          stylesheets.push(new URL(response.url()).pathname);
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const unstyled = await page.evaluate(() => {
        const css = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n');
        const classes = new Set(
          [...document.querySelectorAll('[class]')].flatMap((element) =>
            [...element.classList].filter((name) => /^m_[0-9a-f]+$/.test(name)),
          ),
        );
        return [...classes].filter((name) => !css.includes(`.${name}`));
      });
      expect(unstyled, 'add the component to apps/web/src/app/first-page-styles.css').toEqual([]);
      // The whole of Mantine's CSS waits for the first page that needs it.
      expect(stylesheets).not.toContain(chunkCss('src/app/mantine-styles.ts'));
    });
  }

  test('the customer panel arrives after login, in chunks of its own', async ({ page }) => {
    await page.goto('/');
    await signUpThroughApi(page);
    const weight = await recordWeight(page, async () => {
      await page.goto('/app/c/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
    report('/app/c/dashboard', weight);
    expect(weight.files.map((file) => file.path)).toContain(chunkOf(PANEL_LAYOUTS[0]!));
  });

  test('the docs host loads its own router and none of the panels', async ({ page, baseURL }) => {
    const docs = new URL(baseURL!);
    docs.hostname = 'docs.localhost';
    const weight = await recordWeight(page, async () => {
      await page.goto(docs.href);
      // The empty path opens the first document of the first section.
      await expect(page.getByRole('heading', { level: 1, name: 'Sign up, trial and plans' })).toBeVisible();
    });
    report('docs host', weight);
    const fetched = weight.files.map((file) => file.path);
    expect(fetched).toContain(chunkOf('src/app/docs-router.tsx'));
    expect(fetched).not.toContain(chunkOf(PANEL_LAYOUTS[0]!));
  });
});
