export function Logo() {
  return (
    <svg className="c-logo" viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 22V10h4v12zm6 0v-8h4v8zm6 0v-5h4v5z" fill="var(--accent-contrast)" />
    </svg>
  );
}
