// More actions of the queue's bulk bar, after the built-in tags and priority
// (components/bulk-bar.tsx): add one here, e.g. "apply macro", as
// `{ key, render: ({ inquiryIds, brand, done }) => <YourControls … /> }`.
import type { BulkAction } from './components/bulk-bar';

export const EXTRA_BULK_ACTIONS: readonly BulkAction[] = [];
