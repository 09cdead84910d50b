import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LeaveRegistryLink } from './leave-registry-link';

const HREF = 'https://www.cdacouncil.org/';

describe('LeaveRegistryLink', () => {
  it('is a real link to the page, marked to open in a new tab without opener or referrer', () => {
    renderWithProviders(<LeaveRegistryLink href={HREF}>CDA Council</LeaveRegistryLink>);
    const link = screen.getByRole('link', { name: /CDA Council/ });
    expect(link.getAttribute('href')).toBe(HREF);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('asks before leaving and does not open the page on Cancel', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<LeaveRegistryLink href={HREF}>CDA Council</LeaveRegistryLink>);

    fireEvent.click(screen.getByRole('link', { name: /CDA Council/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation Message' });
    expect(within(dialog).getByText('Are you sure you want to leave the registry?')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the page in a new tab with noopener and noreferrer on OK', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<LeaveRegistryLink href={HREF}>CDA Council</LeaveRegistryLink>);

    fireEvent.click(screen.getByRole('link', { name: /CDA Council/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation Message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(HREF, '_blank', 'noopener,noreferrer');
  });
});
