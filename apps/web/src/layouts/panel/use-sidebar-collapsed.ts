import { COOKIES, FIVE_YEARS_SECONDS } from '@siar/shared';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../app/cookies.ts';

/** The desktop sidebar's collapsed state, remembered for 5 years in `sidebar_collapsed`. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => getCookie(COOKIES.sidebarCollapsed) === 'true');

  const toggle = useCallback(() => {
    const next = !collapsed;
    setCookie(COOKIES.sidebarCollapsed, String(next), { maxAge: FIVE_YEARS_SECONDS, path: '/' });
    setCollapsed(next);
  }, [collapsed]);

  return [collapsed, toggle];
}
