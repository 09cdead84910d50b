import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { bodyForSending, subjectForSending } from './compose-modal';
import { inboxHandlers, messageOf } from './test-data';

const person = (id: number) => ({ id: String(id), name: `Person ${id}`, email: `person${id}@example.org` });

/** The messages page with the compose form open; the recipient search answers `matches`. */
async function openCompose(matches = [person(41)], extra: Record<string, FakeHandler> = {}) {
  storeSession({ role: '100' });
  const server = fakeApi({
    'GET /api/accounts': { body: profileOf() },
    ...inboxHandlers({ count: '/api/message/count', list: '/api/message/list' }, () => []),
    'POST /api/message/usersearch': (call) => {
      const { searchString } = call.body as { searchString: string };
      if (searchString.length < 2)
        return {
          status: 400,
          body: { errors: { searchString: 'At least two characters are required for search' } },
        };
      return { body: { matches } };
    },
    'POST /api/message/send': { body: { messageId: 9, recipientCount: 1 } },
    ...extra,
  });
  renderAppAt('/dashboard/messages');
  fireEvent.click(await screen.findByRole('button', { name: 'Compose' }));
  const compose = await screen.findByRole('dialog', { name: 'New Message' });
  return { server, compose };
}

const recipients = () => screen.getByRole('combobox', { name: 'To' });
/** Types into the picker as a user does: focused (unfocused, the combobox forgets what it holds). */
const typeRecipient = (text: string) => {
  act(() => recipients().focus());
  fireEvent.change(recipients(), { target: { value: text } });
};
/** What the open popup says when it lists nothing. */
const popupText = () => document.querySelector('.MuiAutocomplete-noOptions')?.textContent;
const sends = (server: ReturnType<typeof fakeApi>) => server.called('POST', '/api/message/send');

async function pick(name: string) {
  typeRecipient('Pe');
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** Types into the message's rich text editor (TipTap hangs its editor on the editable element). */
async function typeBody(text: string) {
  const box = await waitFor(
    () => {
      const found = screen.getByRole('textbox', { name: 'Message' });
      expect(found.getAttribute('contenteditable')).toBe('true');
      return found;
    },
    { timeout: 5000 },
  );
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  act(() => {
    editor.commands.focus();
    editor.commands.insertContent(text);
  });
}

async function answer(text: string, button: 'OK' | 'Cancel', title = 'Please Confirm') {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog.textContent).toContain(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('compose: the recipient picker', () => {
  it('searches from two characters, and says so below that', async () => {
    const { server } = await openCompose();
    typeRecipient('P');
    await waitFor(() => expect(popupText()).toBe('At least two characters are required for search'));
    expect(screen.getByTestId('recipient-search-status').textContent).toBe(
      'At least two characters are required for search',
    );
    expect(server.called('POST', '/api/message/usersearch')).toHaveLength(0);
    typeRecipient('Pe');
    expect(await screen.findByRole('option', { name: /^Person 41/ })).toBeTruthy();
    expect(server.called('POST', '/api/message/usersearch').map((call) => call.body)).toEqual([
      { searchString: 'Pe' },
    ]);
  });

  it("says 'No results found' when nothing matches", async () => {
    await openCompose([]);
    typeRecipient('Zz');
    await waitFor(() => expect(popupText()).toBe('No results found'));
    expect(screen.getByTestId('recipient-search-status').textContent).toBe('No results found');
  });

  it("lists at most 10 matches, then '... and N other users'", async () => {
    await openCompose(Array.from({ length: 14 }, (_, index) => person(index + 1)));
    typeRecipient('Pe');
    await screen.findByRole('option', { name: /^Person 1\b/ });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options[10]!.textContent).toBe('... and 4 other users');
    expect(options[10]!.getAttribute('aria-disabled')).toBe('true');
    // A group comes as the server lists it, without an address.
    expect(options[0]!.textContent).toBe('Person 1person1@example.org');
  });

  it("shows at most 10 chosen recipients as tags, then '... and N other users'", async () => {
    const others = Array.from({ length: 12 }, (_, index) => person(index + 50));
    storeSession({ role: '100' });
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      ...inboxHandlers({ count: '/api/message/count', list: '/api/message/list' }, (folder) =>
        folder === 'Inbox' ? [messageOf(1, { read: true, recipients: [person(7), ...others] })] : [],
      ),
    });
    renderAppAt('/dashboard/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Subject 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reply All' }));
    const compose = await screen.findByRole('dialog', { name: 'Compose Reply' });
    // The sender and the 12 others (not oneself, user 7): 13, of which 10 are shown.
    expect(within(compose).getAllByRole('button', { name: /^(Dana|Person)/ })).toHaveLength(10);
    expect(compose.textContent).toContain('... and 3 other users');
  });
});

describe('compose: sending (spec 2 §5)', () => {
  it("without a recipient alerts 'No recipient selected', titled 'Error', and sends nothing", async () => {
    const { server, compose } = await openCompose();
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await answer('No recipient selected', 'OK', 'Error');
    expect(sends(server)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeTruthy();
  });

  it('asks before sending with an empty subject or body; Cancel keeps the form', async () => {
    const { server, compose } = await openCompose();
    await pick('Person 41');
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await answer('Are you sure you send a message with an empty subject?', 'Cancel');
    expect(sends(server)).toHaveLength(0);
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await answer('Are you sure you send a message with an empty subject?', 'OK');
    await answer('Are you sure you send a message with an empty body?', 'Cancel');
    expect(sends(server)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeTruthy();
  });

  it('sends the recipients, subject and body, says it was sent and closes', async () => {
    const { server, compose } = await openCompose();
    await pick('Person 41');
    fireEvent.change(within(compose).getByRole('textbox', { name: 'Subject' }), {
      target: { value: '  Staff\tmeeting ' },
    });
    await typeBody('Tomorrow at nine.');
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends(server)).toHaveLength(1));
    expect(sends(server)[0]!.body).toEqual({
      subject: 'Staff meeting',
      body: '<p>Tomorrow at nine.</p>',
      recipients: ['41'],
    });
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    expect(toast.textContent).toContain('Your message was sent successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Message' })).toBeNull());
  });

  it('shows a refusal as the server words it and keeps the form', async () => {
    const { compose, server } = await openCompose([person(41)], {
      'POST /api/message/send': {
        status: 400,
        body: { errors: { recipients: 'You cannot send a message to 41.' } },
      },
    });
    await pick('Person 41');
    fireEvent.change(within(compose).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Hi' } });
    await typeBody('Hello');
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.called('POST', '/api/message/send')).toHaveLength(1));
    // In the form's errors box, announced inside the modal (a toast outside it would be hidden from the
    // tree); no toast besides.
    const alert = await within(compose).findByRole('alert');
    expect(alert.textContent).toBe('You cannot send a message to 41.');
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').not.toContain(
      'You cannot send a message to 41.',
    );
  });
});

describe('compose: focus', () => {
  it('opens with focus in its first field, the recipients, not on the dialog frame', async () => {
    await openCompose();
    await waitFor(() => expect(document.activeElement).toBe(recipients()));
  });
});

describe('compose: closing', () => {
  it('closes at once when nothing was entered', async () => {
    const { compose } = await openCompose();
    fireEvent.click(within(compose).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Message' })).toBeNull());
  });

  it("asks 'Are you sure you want to close without sending?' when something was entered", async () => {
    const { compose } = await openCompose();
    fireEvent.change(within(compose).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Draft' },
    });
    fireEvent.click(within(compose).getByRole('button', { name: 'Close' }));
    await answer('Are you sure you want to close without sending?', 'Cancel');
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeTruthy();
    fireEvent.click(within(compose).getByRole('button', { name: 'Close' }));
    await answer('Are you sure you want to close without sending?', 'OK');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Message' })).toBeNull());
  });
});

describe('what is sent', () => {
  it('has no control characters: the body loses them, the subject has spaces instead', () => {
    expect(bodyForSending('<p>One</p>\r\n<p>\tTwo</p>')).toBe('<p>One</p><p>Two</p>');
    expect(bodyForSending(null)).toBe('');
    expect(subjectForSending('Staff\tmeeting\nnotes ')).toBe('Staff meeting notes');
  });
});
