import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedIcon from '@mui/icons-material/Verified';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TResumeItem, TResumeSection } from '@registry/contracts';
import { RESUME_SECTION_INFO, RESUME_TEXTS, type ResumeSectionKey } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { notesMaximum, sectionCounts, switchOf, type ResumeSelection } from './editor-state';

export interface ResumeSectionsProps {
  /** The tenant's sections in the editor's order (viewFields). */
  sections: readonly TResumeSection[];
  selection: ResumeSelection;
  editable: boolean;
  maxReferences: number;
  onToggle: (key: ResumeSectionKey, id: number, on: boolean) => void;
}

/** One record: its Include switch (named by the record), its dates, Verified, and whether it was removed. */
function ItemRow({
  section,
  item,
  selection,
  editable,
  maxReferences,
  onToggle,
}: Omit<ResumeSectionsProps, 'sections'> & { section: TResumeSection; item: TResumeItem }) {
  const { t } = useTranslation();
  const state = switchOf(section, item, selection, { editable, maxReferences });
  const id = `resume-${section.key}-${item.id}`;
  const described = [item.dates ? `${id}-dates` : null, item.verified ? `${id}-verified` : null]
    .concat(item.removed ? `${id}-removed` : null)
    .filter((part): part is string => part !== null)
    .join(' ');
  return (
    <Box
      component="li"
      data-testid="resume-item"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Switch
        checked={state.checked}
        disabled={state.disabled}
        onChange={(event) => onToggle(section.key, item.id, event.target.checked)}
        slotProps={{
          input: {
            'aria-labelledby': `${id}-label`,
            ...(described ? { 'aria-describedby': described } : {}),
          },
        }}
      />
      <Box sx={{ minWidth: 0, pt: 1 }}>
        <Typography
          id={`${id}-label`}
          sx={{
            overflowWrap: 'anywhere',
            ...(item.removed ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
          }}
        >
          {item.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          {item.dates && (
            <Typography id={`${id}-dates`} variant="body2" sx={{ color: 'text.secondary' }}>
              {item.dates}
            </Typography>
          )}
          {item.verified && (
            <Chip
              id={`${id}-verified`}
              size="small"
              color="success"
              variant="outlined"
              icon={<VerifiedIcon aria-hidden />}
              label={t('resume.editor.verified')}
            />
          )}
        </Box>
        {item.removed && (
          <Typography id={`${id}-removed`} variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
            {RESUME_TEXTS.removedRecord}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The editor's collapsible sections (spec 3 §2: Education, Work Experience, Certification / Credentials,
 * Community Service, Membership, References, and ours, Training Certificates; al has neither Community
 * Service nor References): each header says how many records are included, References also 'Maximum of 3
 * allowed' where more exist (spec 3 §5); each record has its Include switch.
 */
export function ResumeSections(props: ResumeSectionsProps) {
  const { t } = useTranslation();
  const { sections, selection, maxReferences } = props;
  return (
    <Box>
      {sections.map((section) => {
        const counts = sectionCounts(section, selection);
        const id = `resume-section-${section.key}`;
        return (
          <Accordion
            key={section.key}
            disableGutters
            data-testid="resume-section"
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={id} aria-controls={`${id}-panel`}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
                <Typography component="span" sx={{ fontWeight: 700 }} data-testid="resume-section-title">
                  {RESUME_SECTION_INFO[section.key].title}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('resume.editor.included', { chosen: counts.chosen, offered: counts.offered })}
                </Typography>
                {notesMaximum(section, maxReferences) && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {RESUME_TEXTS.maximumReferences}
                  </Typography>
                )}
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`${id}-panel`} sx={{ px: { xs: 1, sm: 2 } }}>
              {section.items.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{t('resume.editor.empty')}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {section.items.map((item) => (
                    <ItemRow key={item.id} section={section} item={item} {...props} />
                  ))}
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
