import type { Plugin } from 'vite';

export declare const PAGE_SCOPES: Record<string, readonly string[]>;
export declare function inScope(scope: string, section: string, key?: string): boolean;
export declare function pickScope(scope: string, dict: Record<string, unknown>): Record<string, unknown>;
export declare function dictionaryScopes(): Plugin;
