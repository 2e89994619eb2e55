import { useState } from 'react';

/**
 * The contacts chosen for a bulk action: some by their checkbox, or every contact matching the
 * search and group (`allMatching`, not only the rows on screen).
 */
export function useContactSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  function clear() {
    setSelected(new Set());
    setAllMatching(false);
  }

  function select(ids: string[], on: boolean) {
    if (!on) setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return { selected, select, clear, allMatching, setAllMatching };
}
