import type { Extensions } from '@tiptap/core';
import Mention, { type MentionNodeAttrs } from '@tiptap/extension-mention';
import { ListItem, ListKeymap } from '@tiptap/extension-list';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { HTML_SAFE_URL } from '@registry/domain';

/** A mention as the editor stores it: data-id "<entityTypeId>:<entityId>", data-label the name shown. */
export interface MentionItem {
  id: string;
  label: string;
}

export interface EditorExtensionOptions {
  placeholder: string;
  /** Links typed or pasted become links only when the element allows links. */
  allowLinks: boolean;
  /** Cross-reference suggestions after '@' (the element's crossReference), or none. */
  suggestion: Omit<SuggestionOptions<MentionItem, MentionNodeAttrs>, 'editor'> | null;
}

/** Only addresses the allow-list keeps (HTML_SAFE_URL): web and mail addresses, the registry's paths. */
export function isSafeUrl(url: string): boolean {
  return HTML_SAFE_URL.test(url.trim());
}

/**
 * Tab and Shift-Tab belong to the page (they move focus out of the editor, WCAG 2.1.2), not to the
 * lists, which TipTap would otherwise indent and outdent with them.
 */
const ListItemWithoutTab = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});
const ListKeymapWithoutTab = ListKeymap.extend({
  addKeyboardShortcuts() {
    const { Tab: _tab, ...others } = this.parent?.() ?? {};
    return others;
  },
});

/** The mention's HTML is exactly what the allow-list keeps: no data-mention-suggestion-char. */
const RegistryMention = Mention.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return { ...parent, mentionSuggestionChar: { default: '@', renderHTML: () => ({}) } };
  },
});

/**
 * The rich text editor's schema: paragraphs, bold, italic, underline, strike, lists, headings h2-h6,
 * quotes, rules, line breaks and links: what the domain's HTML allow-list keeps, so nothing typed is
 * lost when the server cleans it. No code marks or blocks (the allow-list has neither).
 */
export function editorExtensions({
  placeholder,
  allowLinks,
  suggestion,
}: EditorExtensionOptions): Extensions {
  const extensions: Extensions = [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3, 4, 5, 6] },
      listItem: false,
      listKeymap: false,
      link: {
        openOnClick: false,
        autolink: allowLinks,
        linkOnPaste: allowLinks,
        isAllowedUri: (url) => isSafeUrl(url),
        // Shown through the sanitizer, which adds target and rel to links leaving the registry.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    ListItemWithoutTab,
    ListKeymapWithoutTab,
    Placeholder.configure({ placeholder }),
  ];
  if (suggestion) {
    extensions.push(
      RegistryMention.configure({
        HTMLAttributes: {},
        suggestion: { char: '@', allowSpaces: true, ...suggestion },
      }),
    );
  }
  return extensions;
}
