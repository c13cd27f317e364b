import { useT } from '../../../lib/i18n';

const STEPS = ['game', 'question', 'inquiry'] as const;
export type SupportStep = (typeof STEPS)[number];

/** Where the player is on the way to an inquiry: choose the game, find help, write to us. */
export function SupportSteps({ current }: { current: SupportStep }) {
  const t = useT();
  const at = STEPS.indexOf(current);
  return (
    <ol className="gh-steps" aria-label={t('support.steps.label')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i < at ? 'gh-steps__done' : i === at ? 'gh-steps__current' : undefined}
          aria-current={i === at ? 'step' : undefined}
        >
          <span className="gh-steps__n" aria-hidden="true">
            {i + 1}
          </span>
          <span>{t(`support.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
