// Loader maps from Vite's import.meta.glob are keyed by file path; the sites look them up by language.
export type TextLoaders<T = Record<string, unknown>> = Record<string, () => Promise<{ default: T }>>;

/** `{ '../player/en.json': load }` → `{ en: load }`. */
export function byLanguage<T>(loaders: TextLoaders<T>): TextLoaders<T> {
  return Object.fromEntries(
    Object.entries(loaders).map(([file, load]) => [/([\w-]+)\.json$/.exec(file)?.[1] ?? file, load]),
  );
}
