import { useLayoutEffect, useRef } from 'react';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 48;

type Older = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * Where the thread stands as messages come: new ones keep the bottom in view, older ones loaded
 * above keep what was on screen in place; scrolling to the top (or `loadOlder`) loads older ones.
 */
export function useThreadScroll(messages: readonly unknown[], older: Older) {
  const box = useRef<HTMLDivElement>(null);
  // Where the view stood before a render: at the bottom (follow new messages), or how far from it.
  const anchor = useRef<{ atBottom: boolean; fromBottom: number }>({ atBottom: true, fromBottom: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || messages.length === 0) return;
    el.scrollTop = anchor.current.atBottom
      ? el.scrollHeight
      : el.scrollHeight - el.clientHeight - anchor.current.fromBottom;
  }, [messages]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - el.clientHeight - el.scrollTop;
    anchor.current = { atBottom: fromBottom < EDGE_PX, fromBottom };
    if (el.scrollTop < EDGE_PX && older.hasNextPage && !older.isFetchingNextPage) void older.fetchNextPage();
  };

  const loadOlder = () => {
    const el = box.current;
    if (el)
      anchor.current = { atBottom: false, fromBottom: el.scrollHeight - el.clientHeight - el.scrollTop };
    void older.fetchNextPage();
  };

  return { box, onScroll, loadOlder };
}
