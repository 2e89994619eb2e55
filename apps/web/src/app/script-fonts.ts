import './script-fonts.css';
import './script-typography.css';
import type { Language } from '@siar/shared';

/** The self-hosted font of each language whose script system fonts often lack. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  bn: { family: 'Noto Sans Bengali', sample: 'অ' },
  my: { family: 'Noto Sans Myanmar', sample: 'က' },
};

/** Past this the page is drawn anyway (the faces swap in when they arrive). */
const FONT_WAIT_MS = 1500;

/**
 * Fetches the font of a language's script before the page is drawn in it, so its text does not
 * jump from a fallback font to this one. Other languages fetch nothing.
 */
export async function loadScriptFont(language: Language): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font) return;
  const faces = ['400', '700'].map((weight) =>
    document.fonts.load(`${weight} 1em "${font.family}"`, font.sample),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FONT_WAIT_MS);
  });
  // A font that cannot be fetched leaves the text in a fallback font: not worth failing for.
  await Promise.race([Promise.all(faces).catch(() => undefined), timeout]);
  clearTimeout(timer);
}
