// How the console's router applies a navigation: shared by main.tsx (BrowserRouter) and the unit
// tests' MemoryRouter (test/render.tsx), so the tests see what a person sees.
//
// Not in a React transition (React Router's default). The address bar changes at once
// (history.pushState), but a location set in startTransition renders later, at low priority, and
// any urgent update restarts it. Console pages show state from the address in controlled inputs
// (the queue's view buttons and filters, the audit log's and the reports' filters, the chosen
// brand): in a transition React puts a clicked radio or a chosen option back to its old value at
// the end of the click, so the page shows the previous view, and the previous filter's list, until
// the deferred render lands. Nothing here needs a held navigation: no route loaders, nothing
// suspends on navigation (lazy pages bring their own Suspense), and TanStack Query's hooks are built
// on useSyncExternalStore, the case React Router's "React Transitions" guide gives for opting out.
export const routerOptions = { useTransitions: false } as const;
