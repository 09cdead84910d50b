import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 3 §6: role 100 sees a legend of the view, edit and delete icons. */
export function HelpLegend() {
  const { t } = useTranslation();
  const id = useId();
  const items = [
    { icon: <VisibilityOutlinedIcon fontSize="small" />, text: t('grid.legend.view') },
    { icon: <EditOutlinedIcon fontSize="small" />, text: t('grid.legend.edit') },
    { icon: <DeleteOutlinedIcon fontSize="small" />, text: t('grid.legend.delete') },
  ];
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
