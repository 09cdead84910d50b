import { useMutation, useQuery } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api';
import { fetchAnswering, renderWithProviders } from '../../test/render';
import { useToast } from './toast-context';
import { toastForError } from './toast-store';

const TEXTS = { network: 'No connection', unknown: 'Something went wrong' };

describe('toastForError (spec 1 §8)', () => {
  it('shows a string body as is, titled Error', () => {
    expect(toastForError(new ApiError(400, 'Invalid token.'), TEXTS)).toEqual({
      severity: 'error',
      title: 'Error',
      message: 'Invalid token.',
    });
  });

  it('joins the values of an errors object line by line', () => {
    const body = { errors: { firstName: 'First name is required.', lastName: 'Last name is too short.' } };
    expect(toastForError(new ApiError(400, body), TEXTS)?.message).toBe(
      'First name is required.\nLast name is too short.',
    );
  });

  it('shows the access text for 403 whatever the body says', () => {
    expect(toastForError(new ApiError(403, 'Forbidden'), TEXTS)).toEqual({
      severity: 'error',
      title: 'Error',
      message: 'Insufficient access privileges',
    });
  });

  it('shows nothing for 401', () => {
    expect(toastForError(new ApiError(401, 'Unauthorized'), TEXTS)).toBeNull();
  });

  it('explains a failure without a response, and an empty body', () => {
    expect(toastForError(new TypeError('Failed to fetch'), TEXTS)?.message).toBe('No connection');
    expect(toastForError(new ApiError(500, null), TEXTS)?.message).toBe('Something went wrong');
  });
});

function FailingQuery() {
  useQuery({ queryKey: ['failing'], queryFn: () => api('/api/anything') });
  return null;
}

describe('error toasts of failed calls', () => {
  it('a failed query shows the body of the error in a toast titled Error', async () => {
    vi.stubGlobal(
      'fetch',
      fetchAnswering(400, { errors: { email: 'E-mail is taken.', name: 'Name is required.' } }),
    );
    renderWithProviders(<FailingQuery />);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(toast.textContent).toContain('E-mail is taken.\nName is required.');
  });

  it('a 403 shows Insufficient access privileges', async () => {
    vi.stubGlobal('fetch', fetchAnswering(403, 'Forbidden'));
    renderWithProviders(<FailingQuery />);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Insufficient access privileges');
    expect(toast.textContent).not.toContain('Forbidden');
  });

  it('a 401 shows no toast', async () => {
    const fetch = vi.fn(fetchAnswering(401, 'Unauthorized'));
    vi.stubGlobal('fetch', fetch);
    const { queryClient } = renderWithProviders(<FailingQuery />);
    await vi.waitFor(() => expect(queryClient.getQueryState(['failing'])?.status).toBe('error'));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed mutation shows a string body as is', async () => {
    vi.stubGlobal('fetch', fetchAnswering(409, 'The session is full.'));
    function Register() {
      const mutation = useMutation({
        mutationFn: () => api('/api/enrollment/register', { method: 'POST', body: {} }),
      });
      return (
        <button type="button" onClick={() => mutation.mutate()}>
          Register
        </button>
      );
    }
    renderWithProviders(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('The session is full.');
  });

  it('useToast().show() raises a toast that Dismiss removes', async () => {
    let show: (() => void) | undefined;
    function Trigger() {
      const toast = useToast();
      show = () => toast.show({ severity: 'success', title: 'Saved', message: 'Your changes were saved.' });
      return null;
    }
    renderWithProviders(<Trigger />);
    act(() => show?.());
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Your changes were saved.');
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a toast raised while a dialog is open is not hidden from assistive technology with the page', async () => {
    let show: (() => void) | undefined;
    function DialogAndTrigger() {
      const toast = useToast();
      show = () => toast.show({ severity: 'error', title: 'Error', message: 'The save failed.' });
      return (
        <Dialog open aria-labelledby="form-title">
          <DialogTitle id="form-title">A form</DialogTitle>
          <button type="button">Save</button>
        </Dialog>
      );
    }
    const { container } = renderWithProviders(<DialogAndTrigger />);
    await screen.findByRole('dialog', { name: 'A form' });
    // The dialog hides the rest of the page (the app's root) from screen readers, as MUI's modals do.
    expect(container.closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => show?.());
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('The save failed.');
    // Not inside what the dialog hid: it is announced.
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
  });
});
