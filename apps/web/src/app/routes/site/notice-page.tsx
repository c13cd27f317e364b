import { useParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { noticeOptions, useNotice } from '../../../features/notices/api/get-notice';
import { NoticeBody } from '../../../features/notices/components/notice-body';
import { ErrorCode } from '@guildhall/contract/errors';
import { ApiError } from '../../../lib/api-client';
import { QueryState } from '../../../components/query-state';
import { NotFound } from '../../../components/not-found';
import { titled, type ServerRoute } from '../../server-route';

/** Named after the notice; one the brand does not offer is answered 404 (its query failed not found). */
export const server: ServerRoute | undefined = import.meta.env.SSR
  ? {
      prefetch: (client, { params, lang }) => client.query(noticeOptions(params.slug ?? '', lang)),
      head: (client, ctx) => {
        const notice = client.getQueryData(noticeOptions(ctx.params.slug ?? '', ctx.lang).queryKey);
        return notice
          ? titled(client, ctx, notice.title, { kind: 'notice' }, notice.body)
          : titled(client, ctx, ctx.brand.name, { kind: 'notice' });
      },
    }
  : undefined;

export function Page() {
  const { slug = '' } = useParams();
  const notice = useNotice(slug);
  const { t, lang } = useI18n();
  useDocumentTitle(notice.data?.title);
  // A notice this brand does not offer is a page that does not exist here, not a failure to retry.
  if (notice.error instanceof ApiError && notice.error.code === ErrorCode.notFound) return <NotFound heading />;
  if (!notice.data)
    return <QueryState error={notice.error} isLoading={notice.isLoading} onRetry={() => void notice.refetch()} />;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(notice.data.updatedAt),
  );
  return (
    <article className="gh-notice">
      <h1 className="gh-page-title">{notice.data.title}</h1>
      <p className="gh-notice__date">{t('footer.lastUpdated', { date })}</p>
      <NoticeBody body={notice.data.body} />
    </article>
  );
}
