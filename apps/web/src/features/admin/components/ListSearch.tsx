import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing rests before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

type Props = {
  value: string;
  onSearch: (search: string) => void;
  placeholder: string;
};

/** A search box that asks the server once typing pauses. */
export function ListSearch({ value, onSearch, placeholder }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // The address changed by itself (back button): show its search.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  // Only a settled input searches; the latest value and callback are read when it does.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => {
    if (debounced !== latest.current.value) latest.current.onSearch(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={t('admin.list.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
