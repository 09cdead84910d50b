import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarProps {
  editor: Editor;
  /** The field's label, to name the toolbar. */
  label: string;
  /** The editable area's id (aria-controls). */
  controls: string;
  /** Offer the link button (the element's allowLinks). */
  allowLinks: boolean;
  onLink: () => void;
}

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  pressed: boolean;
  run: () => void;
}

/**
 * The rich text toolbar (spec 3 §2: bold, italic, underline, ordered and bullet lists, the optional
 * link): an ARIA toolbar, one stop in the Tab order, the arrow keys (and Home, End) moving between its
 * buttons; each button is named and says with aria-pressed whether its format applies at the caret.
 */
export function Toolbar({ editor, label, controls, allowLinks, onLink }: ToolbarProps) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      orderedList: current.isActive('orderedList'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('forms.richText.bold'),
      icon: <FormatBold />,
      pressed: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('forms.richText.italic'),
      icon: <FormatItalic />,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('forms.richText.underline'),
      icon: <FormatUnderlined />,
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'orderedList',
      label: t('forms.richText.orderedList'),
      icon: <FormatListNumbered />,
      pressed: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'bulletList',
      label: t('forms.richText.bulletList'),
      icon: <FormatListBulleted />,
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
  ];
  if (allowLinks) {
    tools.push({
      key: 'link',
      label: t('forms.richText.link'),
      icon: <InsertLink />,
      pressed: active.link,
      run: onLink,
    });
  }

  // Roving tabindex: the button last used keeps the toolbar's one Tab stop.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const next = (to + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('forms.richText.toolbar', { label })}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      {tools.map((tool, index) => (
        <IconButton
          key={tool.key}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          size="small"
          aria-label={tool.label}
          aria-pressed={tool.pressed}
          tabIndex={index === current ? 0 : -1}
          // A click keeps the editor's selection; the command puts focus back in the text.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            tool.run();
          }}
          sx={{
            borderRadius: 1,
            color: tool.pressed ? 'primary.contrastText' : 'text.primary',
            bgcolor: tool.pressed ? 'primary.main' : 'transparent',
            '&:hover': { bgcolor: tool.pressed ? 'primary.dark' : 'action.hover' },
          }}
        >
          {tool.icon}
        </IconButton>
      ))}
    </Box>
  );
}
