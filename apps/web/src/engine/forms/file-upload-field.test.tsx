import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test/render';
import { FileUploadField } from './file-upload-field';
import { makeElement, stateOf } from './test-elements';
import type { UploadedFile } from './types';

/** A file store in memory standing in for the server's: uploads get ids, the set id is fixed. */
function memoryStore(fail: unknown = null, failRemove: unknown = null) {
  let next = 1;
  const upload = vi.fn(async (file: File): Promise<UploadedFile> => {
    if (fail) throw fail;
    return { fileId: `file-${next++}`, fileName: file.name, fileSetId: 'set-1' };
  });
  const remove = vi.fn(async (_file: UploadedFile) => {
    if (failRemove) throw failRemove;
  });
  const open = vi.fn((_file: UploadedFile) => {});
  return { upload, remove, open };
}

function Harness({
  subtype,
  initial,
  store,
  onValue,
}: {
  subtype: string;
  initial: UploadedFile[];
  store: ReturnType<typeof memoryStore>;
  onValue: (value: string | null) => void;
}) {
  const element = makeElement({ type: 'fileUpload', subtype, stimulus: 'Certificate', required: true });
  const [files, setFiles] = useState(initial);
  const [value, setValue] = useState<string | null>(null);
  return (
    <FileUploadField
      element={element}
      state={stateOf(element)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      files={files}
      onFilesChange={setFiles}
      upload={store.upload}
      remove={store.remove}
      onOpen={store.open}
    />
  );
}

function renderUpload(
  subtype = 'multiple',
  initial: UploadedFile[] = [],
  fail: unknown = null,
  failRemove: unknown = null,
) {
  const store = memoryStore(fail, failRemove);
  const onValue = vi.fn();
  const { container } = renderWithProviders(
    <Harness subtype={subtype} initial={initial} store={store} onValue={onValue} />,
  );
  const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = async (file: File) => {
    await act(async () => {
      fireEvent.change(picker, { target: { files: [file] } });
    });
  };
  return { store, onValue, picker, choose };
}

const pdf = (name = 'cpr.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const existing: UploadedFile = { fileId: 'file-9', fileName: 'old.pdf', fileSetId: 'set-1' };
/** A file's button: its name and, for screen readers, where it opens. */
const nameOf = (name: string) => new RegExp(`^${name.replace('.', '\\.')} ?\\(opens in a new tab\\)$`);

describe('FileUploadField', () => {
  it('uploads a chosen file, lists it to be opened, reports the file set id and announces success', async () => {
    const { store, onValue, choose } = renderUpload();
    expect(screen.getByRole('group', { name: /Certificate/ })).toBeTruthy();
    await choose(pdf());
    expect(store.upload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: nameOf('cpr.pdf') }));
    expect(store.open).toHaveBeenCalledWith({ fileId: 'file-1', fileName: 'cpr.pdf', fileSetId: 'set-1' });
    expect(onValue).toHaveBeenLastCalledWith('set-1');
    expect(screen.getByRole('status').textContent).toBe('The file cpr.pdf uploaded successfully.');
  });

  it('refuses an unsupported type and a duplicate name without sending them', async () => {
    const { store, choose } = renderUpload('multiple', [existing]);
    await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The file type "application/x-msdownload" is not supported',
    );
    await choose(pdf('old.pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      'A file with the name "old.pdf" has already been uploaded',
    );
    const button = screen.getByRole('button', { name: 'Upload File' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain(
      'old.pdf',
    );
    expect(store.upload).not.toHaveBeenCalled();
  });

  it('single mode: a second file is refused before the picker opens', async () => {
    const { picker } = renderUpload('certificate', [existing]);
    const click = vi.spyOn(picker, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Only one file can be uploaded to this record');
  });

  it('the upload button opens the picker when a file may be added', () => {
    const { picker } = renderUpload('single');
    const click = vi.spyOn(picker, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('read-only: the files without upload or delete buttons', () => {
    const element = makeElement({
      type: 'fileUpload',
      subtype: 'multiple',
      stimulus: 'Proof',
      readOnly: true,
    });
    renderWithProviders(
      <FileUploadField
        element={element}
        state={stateOf(element)}
        value="set-1"
        onChange={() => {}}
        files={[existing]}
        onFilesChange={() => {}}
        upload={() => Promise.reject(new Error('read-only'))}
        remove={() => Promise.resolve()}
      />,
    );
    expect(screen.getByText('old.pdf')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the upload fails', async () => {
    const { choose } = renderUpload('multiple', [], new ApiError(500, 'Internal Server Error'));
    await choose(pdf());
    expect(screen.getByRole('alert').textContent).toBe(
      'The file could not be uploaded. Please refresh the page and try again.',
    );
    expect(screen.queryByRole('button', { name: nameOf('cpr.pdf') })).toBeNull();
  });

  it("a refusal says the server's reason (the file's type read from its bytes)", async () => {
    const refusal = new ApiError(400, {
      errors: { file: 'The file type "application/zip" is not supported' },
    });
    const { choose } = renderUpload('multiple', [], refusal);
    await choose(pdf('renamed.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('The file type "application/zip" is not supported');
  });

  it('deletes only after confirmation, then returns focus to the upload button', async () => {
    const { store } = renderUpload('multiple', [existing]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete?');
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: nameOf('old.pdf') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: nameOf('old.pdf') })).toBeNull());
    expect(store.remove).toHaveBeenCalledWith(existing);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload File' })),
    );
  });

  it('a failed delete keeps the file and says why', async () => {
    const { store } = renderUpload(
      'multiple',
      [existing],
      null,
      new ApiError(404, { errors: { fileKey: 'There is no such file.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'There is no such file.');
    expect(store.remove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: nameOf('old.pdf') })).toBeTruthy();
  });
});
