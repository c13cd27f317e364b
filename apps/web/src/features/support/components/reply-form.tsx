// "Add information" while the inquiry is open: text (1 to 400 characters) and files, sent with an
// Idempotency-Key that a retry of the same text and files reuses.
import { useRef, useState, type FormEvent } from 'react';
import { ErrorCode } from '@guildhall/contract/errors';
import { CONTENT_MAX, REPLY_RULE, ReplySchema, textCounter } from '@guildhall/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../components/toast';
import { Field, SubmitButton } from '../../../components/field';
import { useReplyInquiry } from '../api/reply-inquiry';
import type { Uploader } from '../api/upload-file';
import { useAttachments, type AttachmentLimits } from '../hooks/use-attachments';
import { idempotencyKeeper } from '../lib/idempotency';
import { AttachmentField } from './attachment-field';

export function ReplyForm({ inquiryId, limits, uploader }: { inquiryId: number; limits: AttachmentLimits; uploader?: Uploader }) {
  const t = useT();
  const toast = useToast();
  const reply = useReplyInquiry(inquiryId);
  const attachments = useAttachments({ limits, ...(uploader ? { uploader } : {}) });
  const keeper = useRef(idempotencyKeeper());
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ content?: string; attachments?: string }>({});
  const textRef = useRef<HTMLTextAreaElement>(null);
  const count = textCounter(content, REPLY_RULE);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reply.isPending) return;
    if (attachments.busy) return setErrors({ attachments: t('support.upload.wait') });
    const parsed = ReplySchema.safeParse({ inquiryId, content, attachments: attachments.fileIds });
    if (!parsed.success) {
      const rules = parsed.error.issues.map((i) => i.message);
      const message = rules.includes('too_long')
        ? t('support.rules.tooLong', { max: CONTENT_MAX })
        : rules.includes('invisible')
          ? t('support.rules.visibleText')
          : t('support.rules.required');
      setErrors({ content: message });
      textRef.current?.focus();
      return;
    }
    setErrors({});
    try {
      await reply.mutateAsync({ body: parsed.data, idempotencyKey: keeper.current.keyFor(parsed.data) });
      keeper.current.clear();
      setContent('');
      attachments.reset();
      toast.success(t('support.feedback.added'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      if (code === ErrorCode.tooManyAttachments) {
        const max = (err as ApiError).body?.data as { maxFiles?: number } | null;
        setErrors({ attachments: t('errors.tooManyAttachments', { count: max?.maxFiles ?? attachments.limits.maxFiles }) });
      } else if (code === ErrorCode.conflict) toast.error(t('support.feedback.closedMeanwhile'));
      else if (code === ErrorCode.clientNetwork) toast.error(t('errors.network'));
      else if (code !== ErrorCode.sessionInvalid) toast.error(t('errors.submissionFailed'));
    }
  }

  return (
    <form className="gh-form gh-support-card" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="gh-reply-title">
      <h2 id="gh-reply-title" className="gh-support__heading">
        {t('support.feedback.addInfo')}
      </h2>
      <Field
        label={t('support.feedback.addInfoLabel')}
        error={errors.content}
        counter={{ text: `${count.length} / ${CONTENT_MAX}`, label: t('support.form.counter', { count: count.length, max: CONTENT_MAX }), over: count.over }}
      >
        {(control) => (
          <textarea
            {...control}
            ref={textRef}
            className="gh-input"
            rows={4}
            value={content}
            placeholder={t('support.feedback.addInfoPlaceholder')}
            onChange={(e) => {
              setContent(e.target.value);
              setErrors((x) => ({ ...x, content: undefined }));
            }}
          />
        )}
      </Field>
      <AttachmentField attachments={attachments} label={t('support.upload.label')} error={errors.attachments} />
      <SubmitButton pending={reply.isPending}>{t('support.feedback.send')}</SubmitButton>
    </form>
  );
}
