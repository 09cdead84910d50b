import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useDialogs, type Dialogs } from './dialog-context';

/** Renders the provider and hands the test the real useDialogs() value. */
function setup(): Dialogs {
  let dialogs: Dialogs | undefined;
  function Capture() {
    dialogs = useDialogs();
    return null;
  }
  renderWithProviders(<Capture />);
  if (!dialogs) throw new Error('useDialogs() was not rendered');
  return dialogs;
}

function ask<T>(call: () => Promise<T>): Promise<T> {
  let promise: Promise<T> | undefined;
  act(() => {
    promise = call();
  });
  return promise!;
}

describe('dialog service', () => {
  it('alert shows the message under its title and resolves on OK', async () => {
    const dialogs = setup();
    let resolved = false;
    const done = ask(() =>
      dialogs.alert('Your session has expired due to inactivity.', { title: 'Session Expired' }),
    );
    void done.then(() => (resolved = true));

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Your session has expired due to inactivity.')).toBeTruthy();
    expect(resolved).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await done;
    expect(resolved).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirm resolves true on OK', async () => {
    const dialogs = setup();
    const answer = ask(() => dialogs.confirm('Are you sure you want to delete?', { title: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('confirm resolves false on Cancel', async () => {
    const dialogs = setup();
    const answer = ask(() => dialogs.confirm('Are you sure you want to delete?'));
    const dialog = await screen.findByRole('dialog', { name: 'Please Confirm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('confirm resolves false on Escape', async () => {
    const dialogs = setup();
    const answer = ask(() => dialogs.confirm('Leave?'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('prompt resolves the entered text on OK', async () => {
    const dialogs = setup();
    const answer = ask(() =>
      dialogs.prompt('Why is the record rejected?', { title: 'Reject', label: 'Comment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Wrong dates' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe('Wrong dates');
  });

  it('a required prompt refuses an empty answer, then resolves null on Cancel', async () => {
    const dialogs = setup();
    let settled = false;
    const answer = ask(() =>
      dialogs.prompt('Comment', { title: 'Decline', required: true, label: 'Comment' }),
    );
    void answer.then(() => (settled = true));
    const dialog = await screen.findByRole('dialog', { name: 'Decline' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(settled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const dialogs = setup();
    const first = ask(() => dialogs.confirm('First?', { title: 'First' }));
    const second = ask(() => dialogs.confirm('Second?', { title: 'Second' }));

    expect(await screen.findByRole('dialog', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);

    const next = await screen.findByRole('dialog', { name: 'Second' });
    fireEvent.click(within(next).getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });
});
