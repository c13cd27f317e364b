import type { Plugin } from 'vite';

export declare const PAGE_SCOPES: Record<string, readonly string[]>;
export declare function inScope(scope: string, section: string): boolean;
export declare function dictionaryScopes(): Plugin;
