"use client";

import { useEffect, useState } from "react";

interface Result {
  entry_id: string;
  title: string;
  url: string | null;
  snippet: string;
  section: { title: string };
}

/** Searches the live snapshot as the reader types. Snippets arrive escaped, with <mark> only. */
export function SearchBox({ endpoint, version }: { endpoint: string; version: string }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Result[]>([]);

  useEffect(() => {
    if (query.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${endpoint}?${new URLSearchParams({ q: query, version })}`, { signal: controller.signal });
        if (response.ok) setResults(((await response.json()) as { results: Result[] }).results);
      } catch {
        // A newer query aborted this one.
      }
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, endpoint, version]);

  const shown = query.trim().length < 2 ? [] : results;
  return (
    <div className="relative">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search…"
        aria-label="Search the documentation"
        className="w-40 rounded border border-zinc-200 bg-transparent px-2 py-1 text-sm sm:w-64 dark:border-zinc-700"
      />
      {shown.length > 0 && (
        <ul className="absolute right-0 z-20 mt-1 max-h-96 w-80 overflow-auto rounded border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          {shown.map((result) => (
            <li key={result.entry_id}>
              <a href={result.url ?? "#"} className="block px-3 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                <span className="block text-sm font-medium">{result.title}</span>
                <span className="block text-xs text-zinc-500">{result.section.title}</span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400" dangerouslySetInnerHTML={{ __html: result.snippet }} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
