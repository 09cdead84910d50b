import type { TFormResponse } from '@registry/contracts';
import { EntityType } from '@registry/domain';
import { configure, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { DynamicForm } from './dynamic-form';
import { makeElement } from './test-elements';

configure({ asyncUtilTimeout: 5000 });

const formOf = (entityTypeId: number): TFormResponse => ({
  id: 26,
  version: 1,
  entityTypeId,
  name: 'Reference',
  entityId: null,
  readOnly: false,
  elements: [makeElement({ id: 26001, stimulus: 'Name' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
});

/** A new record's form on a data router page, for a first-time user or not. */
function renderForm(entityTypeId: number, firstTime: boolean, onClose?: () => void) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard'], firstTime });
  fakeApi({ 'POST /api/form': { body: formOf(entityTypeId) } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <DynamicForm formId={26} primaryEntity={null} {...(onClose ? { onClose } : {})} />,
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return screen.findByRole('button', { name: 'Save' });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the dynamic form’s Close for first-time users (spec 1 §2, spec 3 §2)', () => {
  it.each([EntityType.Resume, EntityType.Reference])('entity type %s: Close calls onClose', async (type) => {
    const onClose = vi.fn();
    await renderForm(type, true, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('not for another entity type', async () => {
    await renderForm(EntityType.Education, true, vi.fn());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('not for a user past the first-time setup', async () => {
    await renderForm(EntityType.Resume, false, vi.fn());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('not where there is nothing to close to', async () => {
    await renderForm(EntityType.Reference, true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
