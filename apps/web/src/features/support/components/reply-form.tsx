// "Add information" while the inquiry is open: text (1 to 400 characters) and files, sent with an
// Idempotency-Key that a retry of the same text and files reuses.
import { useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorCode } from '@guildhall/contract/errors';
import { CONTENT_MAX, REPLY_RULE, ReplySchema, textCounter } from '@guildhall/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { Field, SubmitButton } from '../../../components/field';
import { contractResolver, formIssues, useFocusFirstInvalid } from '../../../lib/form';
import { useReplyInquiry } from '../api/reply-inquiry';
import type { Uploader } from '../api/upload-file';
import { useAttachments, type AttachmentLimits } from '../hooks/use-attachments';
import { idempotencyKeeper } from '../lib/idempotency';
import { AttachmentField } from './attachment-field';

export function ReplyForm({
  inquiryId,
  limits,
  uploader,
}: {
  inquiryId: number;
  limits: AttachmentLimits;
  uploader?: Uploader;
}) {
  const t = useT();
  const toast = useToast();
  const reply = useReplyInquiry(inquiryId);
  const attachments = useAttachments({ limits, ...(uploader ? { uploader } : {}) });
  const keeper = useRef(idempotencyKeeper());
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const checkSchema = contractResolver(ReplySchema, ({ content }: { content: string }) => ({
    inquiryId,
    content,
    attachments: attachments.fileIds,
  }));
  // Messages stay until the text changes or the form is sent again (no check while typing).
  const form = useForm<{ content: string }, unknown, z.output<typeof ReplySchema>>({
    defaultValues: { content: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: async (values, context, options) => {
      if (attachments.busy)
        return {
          values: {},
          errors: { attachments: { type: 'busy', message: t('support.upload.wait') } } as FieldErrors<{
            content: string;
          }>,
        };
      const result = await checkSchema(values, context, options);
      const rules = formIssues(result.errors).map((i) => i.rule);
      if (rules.length === 0) return result;
      const message = rules.includes('too_long')
        ? t('support.rules.tooLong', { count: CONTENT_MAX })
        : rules.includes('invisible')
          ? t('support.rules.visibleText')
          : t('support.rules.required');
      return { values: {}, errors: { content: { type: rules[0]!, message } } };
    },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const errors = form.formState.errors as Partial<Record<'content' | 'attachments', { message?: string }>>;
  const count = textCounter(content, REPLY_RULE);

  const submit = form.handleSubmit(async (body) => {
    if (reply.isPending) return;
    try {
      await reply.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.clear();
      form.reset();
      attachments.reset();
      toast.success(t('support.feedback.added'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      if (code === ErrorCode.tooManyAttachments) {
        const max = (err as ApiError).body?.data as { maxFiles?: number } | null;
        form.setError('attachments' as 'content', {
          type: 'api',
          message: t('errors.tooManyAttachments', { count: max?.maxFiles ?? attachments.limits.maxFiles }),
        });
      } else if (code === ErrorCode.conflict) toast.error(t('support.feedback.closedMeanwhile'));
      else if (code === ErrorCode.clientNetwork) toast.error(t('errors.network'));
      else if (code !== ErrorCode.sessionInvalid) toast.error(t('errors.submissionFailed'));
    }
  }, focusFirstInvalid);

  return (
    <form
      ref={formRef}
      className="gh-form gh-support-card"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="gh-reply-title"
    >
      <h2 id="gh-reply-title" className="gh-support__heading">
        {t('support.feedback.addInfo')}
      </h2>
      <Field
        label={t('support.feedback.addInfoLabel')}
        error={errors.content?.message}
        counter={{
          text: t('support.form.counterShort', { used: count.length, max: CONTENT_MAX }),
          label: t('support.form.counter', { used: count.length, count: CONTENT_MAX }),
          over: count.over,
        }}
      >
        {(control) => (
          <textarea
            {...control}
            className="gh-input"
            rows={4}
            placeholder={t('support.feedback.addInfoPlaceholder')}
            {...form.register('content', { onChange: () => form.clearErrors('content') })}
          />
        )}
      </Field>
      <AttachmentField
        attachments={attachments}
        label={t('support.upload.label')}
        error={errors.attachments?.message}
      />
      <SubmitButton pending={reply.isPending}>{t('support.feedback.send')}</SubmitButton>
    </form>
  );
}
