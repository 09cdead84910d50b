import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { usePageIdle } from './use-page-idle';

function Probe() {
  return <p>{usePageIdle() ? 'idle' : 'busy'}</p>;
}

it('is false on the first render and true once the browser is idle, and stays so', async () => {
  const first = render(<Probe />);
  expect(screen.getByText('busy')).toBeTruthy();
  expect(await screen.findByText('idle')).toBeTruthy();
  first.unmount();
  render(<Probe />);
  expect(screen.getByText('idle')).toBeTruthy();
});

it('tells those waiting one to a task', async () => {
  vi.resetModules();
  const { usePageIdle: fresh } = await import('./use-page-idle');
  const seen: string[] = [];
  function Named({ name }: { name: string }) {
    const idle = fresh();
    if (idle) seen.push(name);
    return null;
  }
  vi.useFakeTimers();
  try {
    render(
      <>
        <Named name="a" />
        <Named name="b" />
        <Named name="c" />
      </>,
    );
    expect(seen).toEqual([]);
    // The idle callback (here the timer standing in for it): the first is told.
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(seen).toEqual(['a']);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(seen).toEqual(['a', 'b']);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(seen).toEqual(['a', 'b', 'c']);
  } finally {
    vi.useRealTimers();
  }
});
