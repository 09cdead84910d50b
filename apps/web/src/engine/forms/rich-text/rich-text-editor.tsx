import Box from '@mui/material/Box';
import { richTextContent, type FormElement } from '@registry/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/dialog-context';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { fieldId, labelId } from '../field-ids';
import type { AutocompleteItem, PeerValue } from '../types';
import { editorExtensions, isSafeUrl } from './extensions';
import { MentionList, mentionOptionId } from './mention-list';
import { Toolbar } from './toolbar';
import { useMentions } from './use-mentions';

export interface RichTextEditorProps {
  element: FormElement;
  required: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The warning shown under the field (for aria-invalid). */
  invalid: boolean;
  /** The ids that describe the field (its warning, the rejected-field message). */
  describedBy?: string;
  search?: (element: FormElement, text: string, peers: PeerValue[]) => Promise<AutocompleteItem[]>;
  peerValues?: PeerValue[];
}

const NO_PEERS: PeerValue[] = [];
const NOTHING: AutocompleteItem[] = [];

/** The editor's HTML as the form stores it: an editor with no text in it is empty (null). */
function storedValue(html: string): string | null {
  return richTextContent(html) === '' ? null : html;
}

/**
 * The rich text editor (TipTap): the toolbar, the editable area (a labelled, multi-line text box that
 * Tab leaves) with the placeholder 'Type here...', and, for an element with a cross-reference, the '@'
 * suggestions. Its value is the HTML; the stored value it starts from is cleaned first.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { element, required, value, invalid, describedBy, search, peerValues = NO_PEERS } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const crossReference = element.arguments.crossReference;
  const allowLinks = element.arguments.allowLinks === true;
  const id = fieldId(element.id);
  const listId = `${id}-suggestions`;
  const mentions = useMentions(
    crossReference?.ecrEntityTypeId ?? 0,
    (text, peers) => (search ? search(element, text, peers) : Promise.resolve(NOTHING)),
    peerValues,
  );
  // What this editor last reported: a value that differs came from outside (a rule) and replaces the text.
  const reported = useRef(value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  const editor = useEditor(
    {
      extensions: editorExtensions({
        placeholder: t('forms.richTextPlaceholder'),
        allowLinks,
        suggestion: crossReference ? mentions.suggestion : null,
      }),
      content: sanitizeHtml(value ?? ''),
      shouldRerenderOnTransaction: false,
      onUpdate: ({ editor: current }) => {
        const next = storedValue(current.getHTML());
        if (next === reported.current) return;
        reported.current = next;
        onChange.current(next);
      },
    },
    [element.id, allowLinks, Boolean(crossReference)],
  );

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(sanitizeHtml(value ?? ''), { emitUpdate: false });
  }, [editor, value]);

  const listed = mentions.open && mentions.status === 'done' && mentions.options.length > 0;
  const activeOption = listed ? mentionOptionId(listId, mentions.active) : undefined;
  // In the same commit as the list they name: aria-activedescendant never points at an option not shown.
  useLayoutEffect(() => {
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId(element.id),
      'aria-required': String(required),
      'aria-invalid': String(invalid),
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (value === null) attributes['aria-placeholder'] = t('forms.richTextPlaceholder');
    if (crossReference) attributes['aria-autocomplete'] = 'list';
    if (listed) attributes['aria-controls'] = listId;
    if (activeOption) attributes['aria-activedescendant'] = activeOption;
    editor.setOptions({ editorProps: { attributes } });
  }, [
    editor,
    id,
    element.id,
    required,
    invalid,
    describedBy,
    value,
    crossReference,
    listed,
    listId,
    activeOption,
    t,
  ]);

  const onLink = async () => {
    const before = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = await dialogs.prompt(t('forms.richText.linkPrompt'), {
      title: t('forms.richText.linkTitle'),
      label: t('forms.richText.linkLabel'),
      defaultValue: before,
    });
    const url = answer?.trim() ?? null;
    if (url === null) return void editor.commands.focus();
    if (url === '') return void editor.chain().focus().extendMarkRange('link').unsetLink().run();
    if (!isSafeUrl(url)) {
      await dialogs.alert(t('forms.richText.linkUnsafe', { url }), { title: t('forms.richText.linkTitle') });
      return void editor.commands.focus();
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
      }}
    >
      <Toolbar
        editor={editor}
        label={element.stimulus}
        controls={id}
        allowLinks={allowLinks}
        onLink={() => void onLink()}
      />
      <Box
        sx={{
          '& .tiptap': { minHeight: 120, p: 1.5, outlineOffset: -3 },
          '& .tiptap p': { my: 0.5 },
          '& .tiptap p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'text.secondary',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
          '& span[data-type="mention"]': { bgcolor: 'action.selected', borderRadius: 1, px: 0.25 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {crossReference && <MentionList mentions={mentions} id={listId} label={element.stimulus} />}
    </Box>
  );
}
