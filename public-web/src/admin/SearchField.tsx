import { Input } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from './icons';

/** How long the search waits after the last keystroke before the list asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box keeps what is typed to itself and hands the list the text once typing pauses
 * (SEARCH_DELAY_MS), or at once when it is emptied, left or Enter is pressed. A keystroke then
 * redraws the box, not the list's cards: redrawing a page of 50 cards on every key made tasks of
 * 50–120 ms while typing (bench). A search changed from elsewhere (a saved view,
 * "clear filters", the address) replaces the text. The submission lists and the article and
 * job-listing lists (their search runs on the server) use it.
 */
export function SearchField({
  value,
  onSearch,
  placeholder,
  label,
  className,
  testId,
}: {
  value: string;
  onSearch(search: string): void;
  placeholder: string;
  label: string;
  className?: string;
  testId: string;
}) {
  const [text, setText] = useState(value);
  // The last text handed to the list; a value other than it came from elsewhere.
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  /** Hands the text over now, when it is not yet the list's. */
  const handOver = useCallback(
    (next: string) => {
      if (next === sent) return;
      setSent(next);
      latest.current(next);
    },
    [sent],
  );
  useEffect(() => {
    if (text === sent) return;
    const timer = window.setTimeout(() => handOver(text), text === '' ? 0 : SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, sent, handOver]);
  return (
    <Input
      className={className}
      allowClear
      prefix={<SearchIcon />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      // Leaving the box (to save a view, say) or pressing Enter does not wait for the pause.
      onBlur={() => handOver(text)}
      onPressEnter={() => handOver(text)}
      data-testid={testId}
      dir="auto"
    />
  );
}
