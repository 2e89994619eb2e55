import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em), where `hiddenFrom="sm"` shows and the sidebar is a drawer. */
const PHONE = '(max-width: 47.99em)';

/**
 * Whether lists show as cards: a table's key column (a state, a progress) would sit off-screen
 * behind horizontal scrolling on a phone. Read at once, so a phone never draws the table first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false }) ?? false;
}
