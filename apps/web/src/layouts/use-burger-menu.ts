import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Whether the small-screen menu is open, as `useDisclosure` has it; moving to another page closes it. */
export function useBurgerMenu() {
  const menu = useDisclosure(false);
  const { close } = menu[1];
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return menu;
}
