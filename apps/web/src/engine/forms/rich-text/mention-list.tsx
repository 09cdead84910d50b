import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { SearchAnnouncement } from '../search-field';
import type { Mentions } from './use-mentions';

export interface MentionListProps {
  mentions: Mentions;
  /** The listbox's id (the editable area's aria-controls); each option's id is `${id}-{index}`. */
  id: string;
  /** The field's label, to name the list. */
  label: string;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The suggestions under the editor while '@' is being typed: a listbox whose highlighted option the
 * editable area names with aria-activedescendant (focus stays in the text), or the search's message
 * ('Two or more characters are required for search', 'No matches found.'). The outcome is also said
 * in a polite live region.
 */
export function MentionList({ mentions, id, label }: MentionListProps) {
  const { t } = useTranslation();
  const { open, options, status, active } = mentions;
  const listed = open && status === 'done' && options.length > 0;
  let message: string | null = null;
  if (open && !listed) {
    if (status === 'short') message = t('forms.searchTooShort');
    else if (status === 'loading') message = t('forms.searching');
    else if (status === 'done' || status === 'failed') message = t('forms.noMatches');
  }
  return (
    <>
      {(listed || message) && (
        <Paper
          elevation={4}
          sx={{ position: 'absolute', left: 0, right: 0, top: '100%', zIndex: 2, mt: 0.5, py: 0.5 }}
        >
          {listed ? (
            <Box
              component="ul"
              role="listbox"
              id={id}
              aria-label={t('forms.richText.suggestions', { label })}
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 240, overflowY: 'auto' }}
            >
              {options.map((option, index) => (
                <Box
                  component="li"
                  key={option.key}
                  role="option"
                  id={mentionOptionId(id, index)}
                  aria-selected={index === active}
                  // The text keeps focus (and its caret) while the mouse picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => mentions.choose(option)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: index === active ? 'action.selected' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {option.value}
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              {message}
            </Typography>
          )}
        </Paper>
      )}
      <VisuallyHidden>
        <span role="status">
          {open ? <SearchAnnouncement status={status} count={options.length} /> : null}
        </span>
      </VisuallyHidden>
    </>
  );
}
