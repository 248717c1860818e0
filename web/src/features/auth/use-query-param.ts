import { useLocation } from "@tanstack/react-router";

/** A raw query parameter (tokens stay strings, never coerced to numbers by the router's parser). */
export const useQueryParam = (name: string): string | null =>
  useLocation({ select: (l) => new URLSearchParams(l.searchStr).get(name) });
