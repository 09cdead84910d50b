import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
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
