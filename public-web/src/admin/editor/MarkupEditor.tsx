import { Button, ConfigProvider, Input, Tooltip, type GetRef } from 'antd';
import {
  Bold,
  Heading2,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import {
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { EDITOR_MIN_HEIGHT_PX } from '@vb/shared/constants';
import { messages, type MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { errorMessage } from '../errorMessage';
import { ImageError, altFromFileName, prepareInlineImage } from './images';
import {
  continueList,
  insertImage,
  insertLink,
  replacementBetween,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleItalic,
  toggleNumberedList,
  toggleUnderline,
  type TextState,
} from './markupEdits';
import { useStableCallbacks } from '../submissions/useStableCallbacks';
import type { EditorLanguage } from './translation';
import styles from './editor.module.css';

type Edit = (state: TextState) => TextState;
type TextAreaRef = GetRef<typeof Input.TextArea>;

interface Action {
  key: string;
  label: MessageKey;
  icon: LucideIcon;
  /** Ctrl/⌘ + this key, when the action has a shortcut. */
  shortcut?: string;
}

const ACTIONS: readonly Action[] = [
  { key: 'bold', label: 'editor.toolbar.bold', icon: Bold, shortcut: 'b' },
  { key: 'italic', label: 'editor.toolbar.italic', icon: Italic, shortcut: 'i' },
  { key: 'underline', label: 'editor.toolbar.underline', icon: Underline, shortcut: 'u' },
  { key: 'heading', label: 'editor.toolbar.heading', icon: Heading2 },
  { key: 'bullets', label: 'editor.toolbar.bulletList', icon: List },
  { key: 'numbers', label: 'editor.toolbar.numberedList', icon: ListOrdered },
  { key: 'link', label: 'editor.toolbar.link', icon: Link2, shortcut: 'k' },
];

/**
 * Types `text` over the textarea's selection as the person would, so that the change joins the
 * browser's undo history (the input event then updates the state); false where that is not
 * available (the caller then sets the value).
 */
function typeChange(text: string): boolean {
  try {
    if (typeof document.execCommand !== 'function') return false;
    return text ? document.execCommand('insertText', false, text) : document.execCommand('delete');
  } catch {
    return false;
  }
}

/** The formatting buttons and the picture button of a content editor. */
const MarkupToolbar = memo(function MarkupToolbar({
  id,
  language,
  mayPlaceImages,
  placingImage,
  onAction,
  onPickImage,
}: {
  /** The textarea it acts on. */
  id: string;
  language: EditorLanguage;
  mayPlaceImages: boolean;
  placingImage: boolean;
  onAction(key: string): void;
  onPickImage(): void;
}) {
  const t = useT();
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      aria-controls={id}
      className={styles.toolbar}
    >
      {ACTIONS.map(({ key, label, icon: Icon }) => (
        <Tooltip key={key} title={t(label)} mouseEnterDelay={0.7}>
          <Button
            type="text"
            size="small"
            aria-label={t(label)}
            data-testid={`editor-${language}-${key}`}
            icon={<Icon size={16} aria-hidden />}
            // Keep the focus (and the selection) in the textarea.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAction(key)}
          />
        </Tooltip>
      ))}
      {mayPlaceImages && (
        <Tooltip title={t('editor.toolbar.image')} mouseEnterDelay={0.7}>
          <Button
            type="text"
            size="small"
            aria-label={t('editor.toolbar.image')}
            data-testid={`editor-${language}-image`}
            icon={<ImagePlus size={16} aria-hidden />}
            loading={placingImage}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onPickImage}
          />
        </Tooltip>
      )}
    </div>
  );
});

interface MarkupEditorProps {
  id: string;
  language: EditorLanguage;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  invalid?: boolean;
  /** Shown next to the toolbar (the auto-translate button). */
  extra?: ReactNode;
}

/**
 * The content editor of one language: a toolbar acting on the selection of a plain textarea
 * (markup from ./markupEdits) and a picture button that places a reduced copy inline.
 * Each change is typed into the textarea as one insertion, so the browser's undo keeps working.
 */
export function MarkupEditor({
  id,
  language,
  value,
  onChange,
  placeholder,
  invalid,
  extra,
}: MarkupEditorProps) {
  const toast = useAdminToast();
  const { client } = useAdmin();
  const ref = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [placingImage, setPlacingImage] = useState(false);
  // Pictures in the text are stored through the media area.
  const mayPlaceImages = useMayUse('media');
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  const textarea = () => ref.current?.resizableTextArea?.textArea ?? null;

  // A selection set by an action is restored once React has rendered the new value.
  useLayoutEffect(() => {
    const el = textarea();
    const selection = pendingSelection.current;
    if (!el || !selection) return;
    pendingSelection.current = null;
    el.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  function apply(edit: Edit) {
    const el = textarea();
    if (!el) return;
    const before: TextState = {
      value: el.value,
      selectionStart: el.selectionStart,
      selectionEnd: el.selectionEnd,
    };
    const after = edit(before);
    el.focus();
    if (after.value !== before.value) {
      const change = replacementBetween(before.value, after.value);
      el.setSelectionRange(change.start, change.end);
      const typed = typeChange(change.text);
      pendingSelection.current = [after.selectionStart, after.selectionEnd];
      if (!typed || el.value !== after.value) onChange(after.value);
    }
    el.setSelectionRange(after.selectionStart, after.selectionEnd);
  }

  const edits: Record<string, Edit> = {
    bold: toggleBold,
    italic: toggleItalic,
    underline: toggleUnderline,
    heading: toggleHeading,
    bullets: toggleBulletList,
    numbers: toggleNumberedList,
    // The placeholder is in the language of the text being written, not of the interface.
    link: (state) => insertLink(state, messages[language]['editor.linkTemplate.text']),
  };

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter in a list item continues the list (Shift+Enter, and Enter while an input method is
    // composing, keep their own meaning).
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !event.nativeEvent.isComposing
    ) {
      const el = textarea();
      const next =
        el &&
        continueList({
          value: el.value,
          selectionStart: el.selectionStart,
          selectionEnd: el.selectionEnd,
        });
      if (next) {
        event.preventDefault();
        apply(() => next);
      }
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = ACTIONS.find((a) => a.shortcut === event.key.toLowerCase());
    const edit = action && edits[action.key];
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  }

  async function onImageChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPlacingImage(true);
    try {
      // The picture is stored by the API and the text refers to its URL: the article stays small.
      const url = await client.uploadImage(await prepareInlineImage(file));
      apply((state) => insertImage(state, altFromFileName(file.name), url));
    } catch (error) {
      logFailure('Failed to insert image', error);
      const tooLarge = error instanceof ImageError && error.reason === 'too_large';
      toast(
        'error',
        'editor.toast.imageErrorTitle',
        errorMessage(
          error,
          tooLarge ? 'editor.toast.imageTooLarge' : 'editor.toast.imageUnreadable',
        ),
      );
    } finally {
      setPlacingImage(false);
    }
  }

  // The toolbar acts on the textarea's own value and selection: it need not be drawn again at
  // every key, so it gets callbacks that never change.
  const toolbar = useStableCallbacks({
    act: (key: string) => {
      const edit = edits[key];
      if (edit) apply(edit);
    },
    pickImage: () => fileInput.current?.click(),
  });

  return (
    <div className={styles.markupEditor}>
      <div className={styles.toolbarRow}>
        <MarkupToolbar
          id={id}
          language={language}
          mayPlaceImages={mayPlaceImages}
          placingImage={placingImage}
          onAction={toolbar.act}
          onPickImage={toolbar.pickImage}
        />
        {mayPlaceImages && (
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            className={styles.fileInput}
            tabIndex={-1}
            aria-hidden
            data-testid={`editor-${language}-image-input`}
            onChange={onImageChosen}
          />
        )}
        {extra}
      </div>
      <ConfigProvider direction={dir}>
        <Input.TextArea
          ref={ref}
          id={id}
          dir={dir}
          lang={language}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          data-testid={`editor-content-${language}`}
          rows={18}
          className={styles.textarea}
          style={{ minHeight: EDITOR_MIN_HEIGHT_PX }}
        />
      </ConfigProvider>
    </div>
  );
}
