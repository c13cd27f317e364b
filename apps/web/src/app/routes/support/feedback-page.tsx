// /SupportCenter/feedback?inquiryId= (support step four): one inquiry and its conversation.
// Viewing it marks the replies read, so the red dot and the history's unread marks are asked again.
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@guildhall/contract/errors';
import { webPaths } from '@guildhall/contract/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSupportTexts } from '../../../features/support/texts';
import { loginHref } from '../../../lib/redirect';
import { useAuth } from '../../../lib/auth';
import { useBrand } from '../../../lib/brand';
import { QueryState } from '../../../components/query-state';
import { feedbackKey } from '../../../features/support/api/get-feedback';
import { inquiriesKey } from '../../../features/support/api/get-inquiries';
import { useInquiry } from '../../../features/support/api/get-inquiry';
import { LoginFirst } from '../../../features/support/components/login-first';
import { InquiryView } from '../../../features/support/components/inquiry-view';
import { ListIcon } from '../../../features/support/components/support-icons';
import { positiveInt } from '../../../features/support/lib/links';
import '../../../features/support/components/support.css';

export function Page() {
  useSupportTexts();
  const t = useT();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { token } = useAuth();
  const inquiryId = positiveInt(params.get('inquiryId')) ?? 0;
  const detail = useInquiry(inquiryId, token);

  useEffect(() => {
    if (detail.dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: feedbackKey });
    void queryClient.invalidateQueries({ queryKey: inquiriesKey });
  }, [detail.dataUpdatedAt, queryClient]);

  // Logged out (or the session just ended): say so here, with the way back after logging in.
  if (!token) return <LoginFirst loginHref={loginHref(`${pathname}${search}`)} />;
  const missing = inquiryId === 0 || (detail.error instanceof ApiError && detail.error.code === ErrorCode.notFound);
  if (missing) {
    return (
      <div className="gh-state gh-support-card" role="alert">
        <p>{t('support.feedback.notFound')}</p>
        <Link className="gh-button" to={webPaths.supportHistory}>
          {t('support.feedback.backToHistory')}
        </Link>
      </div>
    );
  }
  if (!detail.data)
    return <QueryState error={detail.error} isLoading={detail.isLoading} onRetry={() => void detail.refetch()} />;

  return (
    <div className="gh-support">
      <p className="gh-support__back">
        <Link to={webPaths.supportHistory}>
          <ListIcon size={18} /> {t('support.feedback.backToHistory')}
        </Link>
      </p>
      <InquiryView
        inquiry={detail.data}
        limits={{ maxFiles: brand.attachmentMaxFiles, maxBytes: brand.attachmentMaxBytes }}
      />
    </div>
  );
}
