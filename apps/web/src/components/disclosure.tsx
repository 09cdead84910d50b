import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface DisclosureProps {
  title: string;
  /** The toggle's word for opening and for closing ('View' and 'Hide'). */
  showLabel: string;
  hideLabel: string;
  defaultOpen?: boolean;
  /** The heading level of the title (default 3). */
  level?: 2 | 3 | 4;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A collapsible section (an accordion panel, WAI-ARIA's disclosure pattern): a heading holding one
 * button that names the section and says what it does (View or Hide), with aria-expanded and
 * aria-controls; the content is rendered only while open.
 */
export function Disclosure({
  title,
  showLabel,
  hideLabel,
  defaultOpen = false,
  level = 3,
  children,
  'data-testid': testId,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Box data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5 }}>
      <Typography component={`h${level}`} sx={{ m: 0, fontSize: '1rem', fontWeight: 700 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            textAlign: 'left',
            px: 2,
            py: 1.5,
            gap: 2,
            font: 'inherit',
          }}
        >
          <span>{title}</span>
          <Box
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}
          >
            {open ? hideLabel : showLabel}
            <ExpandMoreIcon
              aria-hidden
              fontSize="small"
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          </Box>
        </ButtonBase>
      </Typography>
      <Box id={panelId} hidden={!open} sx={{ px: 2, pb: 2 }}>
        {open && children}
      </Box>
    </Box>
  );
}
