// Attachments of one message: images as thumbnails opening a larger view, videos playable in
// place, other files as download links with their name and size. The API lists them with signed
// URLs (valid about an hour; the page asks again on focus), which <img> and <video> can load.
import { useState } from 'react';
import type { UploadedFile } from '@guildhall/contract/support';
import { useI18n } from '../../../lib/i18n';
import { DownloadIcon } from '../../../components/page-icons';
import { fileSize } from '../lib/file-size';
import { Modal } from './modal';
import { FileIcon } from './support-icons';

function ImageAttachment({ file }: { file: UploadedFile }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="gh-attachment gh-attachment--image"
        onClick={() => setOpen(true)}
        aria-label={t('support.feedback.openImage', { name: file.name })}
      >
        <img src={file.url} alt="" loading="lazy" decoding="async" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={file.name} className="gh-lightbox">
        <img className="gh-lightbox__image" src={file.url} alt={file.name} />
        <a className="gh-button" href={file.url} download={file.name}>
          <DownloadIcon size={18} /> {t('support.feedback.download')}
        </a>
      </Modal>
    </>
  );
}

function VideoAttachment({ file }: { file: UploadedFile }) {
  const { t, lang } = useI18n();
  return (
    <figure className="gh-attachment gh-attachment--video">
      <video src={file.url} controls preload="metadata" aria-label={file.name} />
      <figcaption dir="auto">
        {file.name} · {fileSize(file.size, lang)}
        <span className="gh-visually-hidden"> {t('support.feedback.video')}</span>
      </figcaption>
    </figure>
  );
}

function FileAttachment({ file }: { file: UploadedFile }) {
  const { lang } = useI18n();
  return (
    <a className="gh-attachment gh-attachment--file" href={file.url} download={file.name}>
      <FileIcon size={22} />
      <span className="gh-attachment__text">
        <span className="gh-attachment__name" dir="auto">
          {file.name}
        </span>
        <span className="gh-attachment__size">{fileSize(file.size, lang)}</span>
      </span>
      <DownloadIcon size={18} />
    </a>
  );
}

/** Removed by the retention setting: its name and why, not a link that would fail. */
function RemovedAttachment({ file, days }: { file: UploadedFile; days: number }) {
  const { t } = useI18n();
  return (
    <p className="gh-attachment gh-attachment--removed">
      <FileIcon size={22} />
      <span className="gh-attachment__text">
        <span className="gh-attachment__name" dir="auto">
          {file.name}
        </span>
        <span className="gh-attachment__size">{t('support.feedback.removedAfter', { count: days })}</span>
      </span>
    </p>
  );
}

export function MessageAttachments({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="gh-attachments">
      {files.map((file) => (
        <li key={file.fileId}>
          {file.removedAfterDays !== undefined ? (
            <RemovedAttachment file={file} days={file.removedAfterDays} />
          ) : file.kind === 'image' ? (
            <ImageAttachment file={file} />
          ) : file.kind === 'video' ? (
            <VideoAttachment file={file} />
          ) : (
            <FileAttachment file={file} />
          )}
        </li>
      ))}
    </ul>
  );
}
