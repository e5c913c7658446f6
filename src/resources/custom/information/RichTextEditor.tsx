import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MAX_MARKERS, markerCount, TOO_MANY_MARKERS } from '../../../common/articleRules';
import { sanitizeArticle } from './sanitizeArticle';
import { SearchAdsMarker } from './searchAdsMarker';
import { markerLabelStyle } from './markerLabel';
import './article.css';
import { t } from '../../../i18n';

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
}

function ToolButton({
  label,
  icon,
  active,
  onClick,
  disabled,
  children,
}: {
  label: string;
  icon?: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        // A button showing text (H2) is named by that text first (WCAG 2.5.3), then what it does.
        aria-label={typeof children === 'string' ? `${children} (${label})` : label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The article body: a TipTap editor producing HTML, with an Insert Search Ads button that adds
 * the search-ads marker (at most two). Incoming HTML is sanitized before the editor reads it.
 */
export default function RichTextEditor({ id, value, onChange, disabled, ...aria }: RichTextEditorProps) {
  const { message } = App.useApp();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false }), SearchAdsMarker],
    content: sanitizeArticle(value ?? ''),
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('Information'),
        ...(disabled ? { 'aria-readonly': 'true' } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': String(aria['aria-invalid']) } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  // No update event: an 'update' would reach the form as a change and show the empty body's
  // message as soon as the modal opens.
  useEffect(() => {
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const chain = () => editor!.chain().focus();
  const insertSearchAds = () => {
    if (!editor) return;
    if (markerCount(editor.getHTML()) >= MAX_MARKERS) {
      void message.warning(TOO_MANY_MARKERS);
      return;
    }
    // A paragraph after the marker keeps the cursor out of it: typing goes on after the marker.
    chain()
      .insertContent([{ type: SearchAdsMarker.name }, { type: 'paragraph' }])
      .run();
  };

  return (
    <div className={`article-editor${disabled ? ' is-disabled' : ''}`} style={markerLabelStyle()}>
      {!disabled && (
        <div className="article-editor-toolbar" role="toolbar" aria-label={t('Formatting')}>
          <ToolButton
            label={t('Bold')}
            icon={<BoldOutlined />}
            active={state?.bold}
            onClick={() => chain().toggleBold().run()}
          />
          <ToolButton
            label={t('Italic')}
            icon={<ItalicOutlined />}
            active={state?.italic}
            onClick={() => chain().toggleItalic().run()}
          />
          <ToolButton
            label={t('Heading 2')}
            active={state?.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            label={t('Heading 3')}
            active={state?.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
          <ToolButton
            label={t('Bulleted list')}
            icon={<UnorderedListOutlined />}
            active={state?.bullet}
            onClick={() => chain().toggleBulletList().run()}
          />
          <ToolButton
            label={t('Numbered list')}
            icon={<OrderedListOutlined />}
            active={state?.ordered}
            onClick={() => chain().toggleOrderedList().run()}
          />
          <ToolButton label={t('Undo')} icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
          <ToolButton label={t('Redo')} icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
          <Divider type="vertical" style={{ height: 24 }} />
          <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={insertSearchAds}>
            {t('Insert Search Ads')}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
