import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { formatFileSize } from '@common/format';
import type { ReactNode } from 'react';
import { userLinkHref } from '../article/leaving-url';
import { type AttachmentKind, attachmentKind } from './attachment-kind';
import type { PostAttachment } from './post-types';
import './post-list.css';

const ICONS: Record<Exclude<AttachmentKind, 'image'>, ReactNode> = {
  excel: <FileExcelOutlined className="attachment-icon attachment-icon-excel" />,
  word: <FileWordOutlined className="attachment-icon attachment-icon-word" />,
  pdf: <FilePdfOutlined className="attachment-icon attachment-icon-pdf" />,
  other: <FileOutlined className="attachment-icon attachment-icon-other" />,
};

/** An attachment's icon (SPEC §3): fixed icons for Excel, Word and PDF, the image itself, else a placeholder. */
export function AttachmentIcon({ url }: { url: string }) {
  const kind = attachmentKind(url);
  if (kind === 'image')
    return <img className="attachment-thumb" src={url} alt="" loading="lazy" width={32} height={32} />;
  return ICONS[kind];
}

/** The documents of a 文档 post, each opening in a new tab; files elsewhere through the leaving page. */
export function AttachmentList({
  attachments,
  compact = false,
}: {
  attachments: PostAttachment[];
  compact?: boolean;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={compact ? 'attachment-list compact' : 'attachment-list'} aria-label="附件">
      {attachments.map((file) => (
        <li key={file.url}>
          <a
            href={userLinkHref(file.url)}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={file.name}
          >
            <AttachmentIcon url={file.url} />
            <span className="attachment-name">{file.name}</span>
            {!compact && file.size !== undefined && (
              <span className="attachment-size">{formatFileSize(file.size)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
