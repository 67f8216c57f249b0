/**
 * The long-post editor (Tiptap): bold, headings, lists, quote, link, image upload, emoji and stock tags.
 * A stock tag is plain `$name(code)$` text here: the server wraps it in a link span on save, and Tiptap
 * drops that span when the post is edited again, which the next save restores. Browser
 * only: rich-editor-field.tsx loads this module after hydration, so Tiptap never runs on the server and
 * stays out of the page's first bundle.
 */
import {
  BoldOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EMOJI_BY_NAME } from '@common/emoji';
import { IMAGE_EXTENSIONS, UPLOAD_CONTENT_TYPES } from '@common/upload';
import { Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { EmojiPicker } from '../emoji/emoji-picker';
import { StockPicker, useStockPicker } from '../stock-picker/stock-picker';
import { isStockTrigger } from '../stock-picker/stock-tag-edit';

/** An inline emoji image that keeps its bracketed name (SPEC §3), as common/emoji.ts renders it. */
const EmojiNode = Node.create({
  name: 'emoji',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      name: { default: '', parseHTML: (el) => el.getAttribute('data-emoji') ?? '' },
    };
  },
  parseHTML() {
    // Before the image extension's img[src] rule.
    return [{ tag: 'img[data-emoji]', priority: 60 }];
  },
  renderHTML({ node }) {
    const name = String(node.attrs.name);
    const src = EMOJI_BY_NAME.get(name)?.src ?? '';
    return ['img', { class: 'emoji', 'data-emoji': name, src, alt: name, width: '24', height: '24' }];
  },
  renderText({ node }) {
    return String(node.attrs.name);
  },
});

const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => UPLOAD_CONTENT_TYPES[ext]).join(',');

export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Uploads an image and resolves with its URL, or null when it failed (the caller told the user). */
  uploadImage: (file: File) => Promise<string | null>;
  placeholder?: string;
}

function ToolButton({
  label,
  icon,
  active,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export default function RichEditor({ value, onChange, uploadImage, placeholder }: RichEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const { picker: stockPicker, openAfterTrigger } = useStockPicker(
    (text, afterTrigger) => {
      const { from, to } = editor.state.selection;
      const typed = afterTrigger && from > 0 && isStockTrigger(editor.state.doc.textBetween(from - 1, from));
      chain()
        .insertContentAt({ from: typed ? from - 1 : from, to }, { type: 'text', text })
        .run();
    },
    () => editor.commands.focus(),
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      EmojiNode,
    ],
    content: value,
    editorProps: {
      attributes: { class: 'rich-editor-content', 'aria-label': '正文', role: 'textbox' },
      // A typed `$` stays in the text and opens the stock picker; a pick replaces it with the tag.
      handleTextInput: (_view, _from, _to, text) => {
        if (isStockTrigger(text)) openAfterTrigger();
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      empty: e.isEmpty,
      bold: e.isActive('bold'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();

  const onPickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      if (url)
        chain()
          .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
          .run();
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const applyLink = () => {
    const href = linkUrl.trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const linkPanel = (
    <div className="rich-editor-link">
      <Input
        autoFocus
        value={linkUrl}
        placeholder="https://"
        aria-label="链接地址"
        onChange={(event) => setLinkUrl(event.target.value)}
        onPressEnter={applyLink}
      />
      <Button type="primary" size="small" onClick={applyLink}>
        确定
      </Button>
    </div>
  );

  return (
    <div className="rich-editor">
      <div className="rich-editor-toolbar" role="toolbar" aria-label="格式">
        <ToolButton
          label="加粗"
          icon={<BoldOutlined />}
          active={state?.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label="H2 标题"
          icon={<span className="tool-text">H2</span>}
          active={state?.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="H3 小标题"
          icon={<span className="tool-text">H3</span>}
          active={state?.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label="无序列表"
          icon={<UnorderedListOutlined />}
          active={state?.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="有序列表"
          icon={<OrderedListOutlined />}
          active={state?.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label="引用"
          icon={<span className="tool-text">“”</span>}
          active={state?.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Popover
          content={linkPanel}
          trigger="click"
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) setLinkUrl(String(editor.getAttributes('link').href ?? ''));
            setLinkOpen(open);
          }}
        >
          <span>
            <ToolButton label="链接" icon={<LinkOutlined />} active={state?.link} onClick={() => {}} />
          </span>
        </Popover>
        <ToolButton
          label="插入图片"
          icon={<PictureOutlined />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <EmojiPicker
          onSelect={(emoji) =>
            chain()
              .insertContent({ type: 'emoji', attrs: { name: emoji.name } })
              .run()
          }
        />
        <StockPicker {...stockPicker} />
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="选择图片"
          className="rich-editor-file"
          onChange={(event) => void onPickImage(event.target.files?.[0])}
        />
        {uploading && <span className="rich-editor-status">图片上传中…</span>}
      </div>
      <div className="rich-editor-body">
        {state?.empty && placeholder && <div className="rich-editor-placeholder">{placeholder}</div>}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
