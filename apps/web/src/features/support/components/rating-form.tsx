// Rating once the conversation has ended: 1 to 5 stars as a radio group (arrow keys move between
// them, as in any radio group), an optional comment, then "thanks for your feedback".
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorCode } from '@guildhall/contract/errors';
import { issueRule } from '@guildhall/contract/issues';
import { SCORE_COMMENT_MAX, ScoreSchema } from '@guildhall/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { Field, SubmitButton } from '../../../components/field';
import { contractResolver } from '../../../lib/form';
import { useScoreInquiry, type ScoreBody } from '../api/score-inquiry';
import { StarIcon } from './support-icons';

const SCORES = [1, 2, 3, 4, 5] as const;

export function RatingForm({ inquiryId, onRated }: { inquiryId: number; onRated: () => void }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const score = useScoreInquiry(inquiryId);
  const [hover, setHover] = useState(0);
  // The score is required by the contract (1 to 5): with none chosen the schema refuses it.
  const form = useForm<{ score: number; comment: string }, unknown, ScoreBody>({
    defaultValues: { score: 0, comment: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: contractResolver(ScoreSchema, ({ score, comment }: { score: number; comment: string }) => ({
      inquiryId,
      score,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    })),
  });
  const value = useWatch({ control: form.control, name: 'score' });
  const { errors } = form.formState;
  const error = errors.score ? t('support.rating.choose') : null;
  // The comment follows the contract's text rules too (a comment of invisible characters is refused).
  const commentRule = errors.comment
    ? issueRule({ code: errors.comment.type, message: errors.comment.message ?? '' })
    : null;
  const commentError = !commentRule
    ? undefined
    : commentRule === 'too_long' || commentRule === 'too_big'
      ? t('support.rules.tooLong', { count: SCORE_COMMENT_MAX })
      : commentRule === 'invisible'
        ? t('support.rules.visibleText')
        : t('support.rules.invalid');
  const shown = hover || value;

  const submit = form.handleSubmit(
    async (body) => {
      if (score.isPending) return;
      try {
        await score.mutateAsync(body);
        toast.success(t('support.rating.thanks'));
        onRated();
      } catch (err) {
        const code = err instanceof ApiError ? err.code : null;
        if (code === ErrorCode.conflict) toast.error(t('support.rating.already'));
        else if (code === ErrorCode.clientNetwork) toast.error(t('errors.network'));
        else if (code !== ErrorCode.sessionInvalid) toast.error(t('errors.submissionFailed'));
      }
    },
    () => document.getElementById(`${id}-1`)?.focus(),
  );

  return (
    <form
      className="gh-form gh-support-card gh-rating"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="gh-support__heading">
        {t('support.rating.title')}
      </h2>
      <p className="gh-support__intro">{t('support.rating.intro')}</p>
      <fieldset
        className="gh-stars"
        aria-describedby={error ? `${id}-error` : undefined}
        onMouseLeave={() => setHover(0)}
      >
        <legend>{t('support.rating.legend')}</legend>
        <div className="gh-stars__row">
          {SCORES.map((n) => (
            <label
              key={n}
              className={`gh-stars__star${n <= shown ? ' gh-stars__star--on' : ''}`}
              onMouseEnter={() => setHover(n)}
            >
              <input
                id={`${id}-${n}`}
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={value === n}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  form.setValue('score', n);
                  form.clearErrors('score');
                }}
              />
              <StarIcon size={36} />
              <span className="gh-visually-hidden">{t(`support.rating.score${n}`)}</span>
            </label>
          ))}
        </div>
        <p className="gh-stars__label" aria-hidden="true">
          {shown > 0 ? t(`support.rating.score${shown as 1 | 2 | 3 | 4 | 5}`) : '\u00a0'}
        </p>
        {error ? (
          <p id={`${id}-error`} className="gh-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('support.rating.comment')} error={commentError}>
        {(control) => (
          <textarea
            {...control}
            className="gh-input"
            rows={3}
            maxLength={SCORE_COMMENT_MAX}
            {...form.register('comment', { onChange: () => form.clearErrors('comment') })}
          />
        )}
      </Field>
      <SubmitButton pending={score.isPending}>{t('support.rating.submit')}</SubmitButton>
    </form>
  );
}

/** The rating given, as stars and words. */
export function GivenRating({ score, comment }: { score: number; comment: string | null }) {
  const t = useT();
  const n = Math.max(1, Math.min(5, Math.round(score))) as 1 | 2 | 3 | 4 | 5;
  return (
    <div className="gh-given-rating">
      <span className="gh-given-rating__stars" role="img" aria-label={t(`support.rating.score${n}`)}>
        {SCORES.map((i) => (
          <StarIcon key={i} size={22} className={i <= n ? 'gh-given-rating__on' : undefined} />
        ))}
      </span>
      <span>{t(`support.rating.score${n}`)}</span>
      {comment ? (
        <blockquote dir="auto" className="gh-given-rating__comment">
          {comment}
        </blockquote>
      ) : null}
    </div>
  );
}
