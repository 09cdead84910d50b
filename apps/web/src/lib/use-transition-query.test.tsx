import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useTransitionQuery } from './use-transition-query';

/**
 * The query's notifications run in a microtask here (the library's default is a timer), and the test is
 * not an act() environment: so what React renders at once (useQuery's update) is on the screen after the
 * microtasks, and what it renders as a transition (a scheduler task later) is not yet.
 */
const settleMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;
beforeEach(() => {
  actBefore = act.IS_REACT_ACT_ENVIRONMENT;
  act.IS_REACT_ACT_ENVIRONMENT = false;
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = actBefore;
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

function Transitioned({ id }: { id: number }) {
  const result = useTransitionQuery({
    queryKey: ['probe', id],
    queryFn: () => Promise.resolve(`answer ${id}`),
  });
  return <p data-testid="transitioned">{result.isPending ? 'loading' : result.data}</p>;
}

function Immediate() {
  const result = useQuery({ queryKey: ['probe', 1], queryFn: () => Promise.resolve('answer 1') });
  return <p data-testid="immediate">{result.isPending ? 'loading' : result.data}</p>;
}

it('renders a new answer as a transition, later than useQuery renders the same answer', async () => {
  const queryClient = client();
  render(
    <QueryClientProvider client={queryClient}>
      <Transitioned id={1} />
      <Immediate />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('transitioned').textContent).toBe('answer 1'));
  expect(screen.getByTestId('immediate').textContent).toBe('answer 1');

  queryClient.setQueryData(['probe', 1], 'changed');
  await settleMicrotasks();
  expect(screen.getByTestId('immediate').textContent).toBe('changed');
  expect(screen.getByTestId('transitioned').textContent).toBe('answer 1');
  await waitFor(() => expect(screen.getByTestId('transitioned').textContent).toBe('changed'));
});

it('asks for new options and shows their answer', async () => {
  const queryClient = client();
  let next!: () => void;
  function Switching() {
    const [id, setId] = useState(1);
    next = () => setId(2);
    return <Transitioned id={id} />;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Switching />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('transitioned').textContent).toBe('answer 1'));
  next();
  await waitFor(() => expect(screen.getByTestId('transitioned').textContent).toBe('answer 2'));
});

it('reports a failed query as an error', async () => {
  const queryClient = client();
  function Failing() {
    const result = useTransitionQuery({
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new Error('no answer')),
    });
    return <p data-testid="failing">{result.isError ? result.error.message : 'waiting'}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Failing />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('failing').textContent).toBe('no answer'));
});
