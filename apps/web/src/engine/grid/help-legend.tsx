import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowIcon } from './row-icons';

/** Each icon as RowActions draws it. */
const ICONS: Record<RowIcon, React.ReactNode> = {
  view: <VisibilityOutlinedIcon fontSize="small" />,
  edit: <EditOutlinedIcon fontSize="small" />,
  disable: <BlockIcon fontSize="small" />,
  enable: <RestoreIcon fontSize="small" />,
  delete: <DeleteOutlinedIcon fontSize="small" />,
};

/**
 * Spec 3 §6: role 100 sees a legend of the view, edit and delete icons; of those (and Disable and Enable)
 * only the ones the grid shows (`icons`, shownIcons over its rows): none, no legend.
 */
export function HelpLegend({ icons }: { icons: readonly RowIcon[] }) {
  const { t } = useTranslation();
  const id = useId();
  const items = icons.map((icon) => ({ icon: ICONS[icon], text: t(`grid.legend.${icon}`) }));
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 1.5, color: 'text.secondary' }}>
      <Typography id={id} variant="body2" component="h2" sx={{ fontWeight: 700 }}>
        {t('grid.legend.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {items.map((item) => (
          <Box component="li" key={item.text} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {item.icon}
            </Box>
            <Typography variant="body2" component="span">
              {item.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
