/**
 * 发布短文 on a phone (the bottom bar's 发布): a sheet from the bottom with the short post's text and a
 * stock-tag button, posting to /api/v1/article/add as the desktop short-post editor does.
 */

import { POST_TYPE_LABEL } from '@common/post-vocab';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea, { type TextAreaRef } from 'antd-mobile/es/components/text-area';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { publishPost } from '~/features/editor/editor-api';
import { BODY_PLACEHOLDER, IN_REVIEW_MSG } from '~/features/editor/post-form';
import { insertAtSelection } from '~/features/emoji/insert-text';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { ApiError } from '~/lib/api';
import { showToast } from '../shell/toasts';
import { checkShortPost, publishedPath, shortPostRequest } from './short-post';
import { StockTagPicker } from './stock-tag-picker';
import './publish-sheet.css';

export function PublishSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const area = useRef<TextAreaRef>(null);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [picking, setPicking] = useState(false);

  const insert = (tag: string) => {
    const element = area.current?.nativeElement;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertAtSelection(text, start, end, tag);
    setText(next.value);
    setPicking(false);
    // After the picker's popup closes, so the caret lands after the tag.
    setTimeout(() => {
      area.current?.focus();
      area.current?.nativeElement?.setSelectionRange(next.caret, next.caret);
    });
  };

  const publish = requireLogin(async () => {
    const problem = checkShortPost(text);
    if (problem) return void showToast(problem);
    setPending(true);
    try {
      const envelope = await publishPost(shortPostRequest(text));
      const path = publishedPath(envelope.data);
      // A post the sensitive-word list holds has no page to go to yet: the author is told, as on desktop.
      void showToast(path ? envelope.msg : IN_REVIEW_MSG, path ? { icon: 'success' } : undefined);
      setText('');
      onClose();
      if (path) navigate(path);
    } catch (error) {
      // The layout's API handlers have shown the failure.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setPending(false);
    }
  });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="h5-publish"
    >
      <div className="h5-publish-head">
        <button type="button" className="h5-publish-cancel" onClick={onClose}>
          取消
        </button>
        {/* The title names the text box too: it is the sheet's only field. */}
        <h2 className="h5-publish-title">
          <label htmlFor="h5-publish-body">发布{POST_TYPE_LABEL.garden}</label>
        </h2>
        <Button
          color="primary"
          size="small"
          loading={pending}
          onClick={() => void publish()}
          className="h5-publish-submit"
        >
          发布
        </Button>
      </div>
      <TextArea
        ref={area}
        id="h5-publish-body"
        className="h5-publish-body"
        value={text}
        onChange={setText}
        placeholder={BODY_PLACEHOLDER.garden}
        autoSize={{ minRows: 6, maxRows: 12 }}
      />
      <div className="h5-publish-tools">
        <button type="button" className="h5-publish-tool" onClick={() => setPicking(true)}>
          $ 股票
        </button>
      </div>
      <StockTagPicker visible={picking} onClose={() => setPicking(false)} onPick={insert} />
    </Popup>
  );
}
