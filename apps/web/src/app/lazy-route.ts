// Route chunks load lazily; one that has not arrived in 120 s (CHUNK_LOAD_TIMEOUT_MS) fails with a
// ChunkLoadError, which the route's error element shows with a retry.
import { CHUNK_LOAD_TIMEOUT_MS } from '@guildhall/contract/constants';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timed out')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(err instanceof Error ? err.message : 'chunk load failed'));
        },
      );
    });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message);
}
