// One inquiry: header with actions, the conversation and the composer, the player beside them.
import { Icon } from '../../components/icons';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ATTACHMENT_MAX_BYTES, DEFAULT_ATTACHMENT_MAX_FILES } from '@guildhall/contract/attachments';
import { QueryFallback } from '../../components/query-state';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { cannedRepliesOptions } from '../../features/canned/api/get-canned-replies';
import { inquiryOptions } from '../../features/inquiry/api/get-inquiry';
import { Composer } from '../../features/inquiry/components/composer';
import { Conversation } from '../../features/inquiry/components/conversation';
import { InquiryHeader } from '../../features/inquiry/components/inquiry-header';
import { MergeAction, MergedNotice } from '../../features/inquiry/components/merge-dialog';
import { OtherInquiries } from '../../features/inquiry/components/other-inquiries';
import { PlayerPanel } from '../../features/inquiry/components/player-panel';
import { InquiryFieldsPanel } from '../../features/fields/components/inquiry-fields-panel';
import { PlayerDataRequest } from '../../features/inquiry/components/player-data-request';
import { useBrands } from '../../features/brands/api/get-brands';
import { staffListOptions } from '../../features/staff/api/get-staff-list';
import { TriagePanel } from '../../features/inquiry/components/triage-panel';
import { MacroPicker } from '../../features/rules/components/macro-picker';
import { useStaff } from '../auth';
import { NotFoundPage } from './not-found-page';

export function InquiryPage() {
  const t = useT();
  const me = useStaff();
  const inquiryId = Number(useParams().inquiryId);
  const valid = Number.isInteger(inquiryId) && inquiryId > 0;
  const detail = useQuery({ ...inquiryOptions(inquiryId), enabled: valid });
  const colleagues = useQuery(staffListOptions());
  const inquiry = detail.data?.inquiry;
  const canned = useQuery({
    ...cannedRepliesOptions(inquiry?.brand ?? null, inquiry?.lang ?? null),
    enabled: !!inquiry,
  });

  const { brand, brandName } = useBrands();
  const limits = inquiry ? brand(inquiry.brand) : undefined;
  useEffect(() => {
    document.title = `${inquiry ? `#${inquiry.inquiryId} ${inquiry.title}` : t('inquiry.heading', { id: inquiryId })} · ${t('app.name')}`;
  }, [inquiry, inquiryId, t]);

  const names = useMemo(() => new Map((colleagues.data ?? []).map((s) => [s.id, s.name])), [colleagues.data]);
  // A reply or note without a staff member was written by a rule.
  const staffName = (id: number | null) =>
    id === null ? t('rules.author') : (names.get(id) ?? t('queue.staffN', { id }));

  if (!valid) return <NotFoundPage />;
  return (
    <div className="c-page">
      <p className="c-back">
        <Link to={paths.queue.getHref()}>
          <Icon name="back" size={14} /> {t('inquiry.back')}
        </Link>
      </p>
      {!detail.isSuccess ? (
        <QueryFallback query={detail} />
      ) : (
        <>
          <InquiryHeader
            inquiry={detail.data.inquiry}
            me={me}
            colleagues={colleagues.data ?? []}
            brandName={brandName}
            extraActions={<MergeAction key={detail.data.inquiry.inquiryId} detail={detail.data} />}
          />
          <div className="c-inquiry">
            <div className="c-inquiry__main">
              {detail.data.inquiry.mergedInto !== undefined ? (
                <MergedNotice into={detail.data.inquiry.mergedInto} />
              ) : null}
              <Conversation
                messages={detail.data.messages}
                account={detail.data.player.account}
                staffName={staffName}
                playerLang={detail.data.inquiry.lang}
                deleted={Boolean(detail.data.player.deletedAt)}
              />
              <MacroPicker inquiry={detail.data.inquiry} />
              <Composer
                key={detail.data.inquiry.inquiryId}
                inquiry={detail.data.inquiry}
                canned={canned.data ?? []}
                maxFiles={limits?.attachmentMaxFiles ?? DEFAULT_ATTACHMENT_MAX_FILES}
                maxBytes={limits?.attachmentMaxBytes ?? DEFAULT_ATTACHMENT_MAX_BYTES}
              />
            </div>
            <aside className="c-inquiry__side">
              <TriagePanel inquiryId={detail.data.inquiry.inquiryId} brand={detail.data.inquiry.brand} />
              <PlayerPanel detail={detail.data} />
              <InquiryFieldsPanel inquiryId={detail.data.inquiry.inquiryId} playerLang={detail.data.inquiry.lang} />
              {me.role === 'admin' && !detail.data.player.deletedAt ? (
                <PlayerDataRequest inquiryId={detail.data.inquiry.inquiryId} everyBrand={me.allBrands === true} />
              ) : null}
              <OtherInquiries list={detail.data.otherInquiries} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
