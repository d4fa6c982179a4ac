import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

const DEBOUNCE_MS = 300;

type ShopSearchBoxProps = {
  /** The search in the URL. */
  query: string | undefined;
  onSearch: (query: string) => void;
};

/** Full-text search on the server; one request once typing pauses, not one per key. */
export function ShopSearchBox({ query, onSearch }: ShopSearchBoxProps) {
  const [text, setText] = useState(query ?? '');
  const [urlQuery, setUrlQuery] = useState(query);
  const search = useDebouncedCallback(onSearch, DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);

  // The server draws the box (decision 037): what was typed before the app ran is searched once it does.
  const searchTypedEarly = useEffectEvent(() => {
    const typed = input.current?.value ?? text;
    if (typed !== text) handleChange(typed);
  });
  useEffect(() => searchTypedEarly(), []);

  // Back, forward or a shared link changed the search: show it. Text that only differs
  // by spaces is the same search, so a trailing space being typed is not wiped.
  if (query !== urlQuery) {
    setUrlQuery(query);
    if ((query ?? '') !== text.trim()) setText(query ?? '');
  }

  function handleChange(value: string) {
    setText(value);
    search.schedule(value);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    search.flush(text);
  }

  return (
    // Before the app runs (or without it), Enter sends the form as a plain search of the shop.
    <form role="search" action="/marketplace" onSubmit={handleSubmit} className="relative min-w-0 flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        name="q"
        aria-label="Rechercher un produit"
        placeholder="Rechercher une perruque, un tissage…"
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        maxLength={100}
        enterKeyHint="search"
        className="pl-9"
      />
    </form>
  );
}
