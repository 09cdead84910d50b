import Grid from '@mui/material/Grid';
import type { ElementState, FormElement } from '@registry/domain';
import type { ReactNode } from 'react';

export interface FormLayoutProps {
  elements: FormElement[];
  /** The rules' verdicts by element id; an element without one is shown as the definition says. */
  states: Map<number, ElementState>;
  renderElement: (element: FormElement) => ReactNode;
  /** View mode: the grid is a description list (FieldView gives each cell its term and definition). */
  view?: boolean;
}

/**
 * The form grid (spec 3 §3): each visible element in sequence, `width` columns of 12 after `offset`
 * empty ones, from the md breakpoint; on small screens every element takes the full width.
 */
export function FormLayout({ elements, states, renderElement, view = false }: FormLayoutProps) {
  const shown = elements
    .filter((element) => states.get(element.id)?.visible ?? element.visible)
    .sort((a, b) => a.sequence - b.sequence);
  return (
    <Grid container columnSpacing={2} component={view ? 'dl' : 'div'} sx={{ m: 0 }}>
      {shown.map((element) => (
        <Grid
          key={element.id}
          size={{ xs: 12, md: element.width || 12 }}
          offset={{ xs: 0, md: element.offset }}
          data-testid={`form-cell-${element.id}`}
        >
          {renderElement(element)}
        </Grid>
      ))}
    </Grid>
  );
}
