// @vitest-environment happy-dom
// An agent's automatic assignment form: languages and skills ticked in the contract's order,
// capacity and opting out sent as the contract reads them; a capacity out of range is named under
// its box in words, and nothing is sent.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StaffAccount } from '@guildhall/contract/staff-admin';
import { answer, posts, renderPage, stubFetch } from '../../../../test/render';
import { AgentAssignment } from './agent-assignment';

const JUN: StaffAccount = {
  id: 2,
  email: 'agent.nova@guildhall.example',
  name: 'Jun Agent',
  role: 'agent',
  brands: ['nova'],
  allBrands: false,
  totpEnabled: true,
  disabled: false,
  createdAt: '2026-01-02T00:00:00.000Z',
};
const PROFILE = {
  staffId: 2,
  languages: ['ko'],
  skills: [],
  capacity: 8,
  autoAssign: true,
  presence: 'online',
  presenceAt: null,
  openLoad: 3,
  knownSkills: ['account', 'payment'],
};

async function open(...answers: Response[]) {
  const fetchMock = stubFetch(answer(0, PROFILE), ...answers);
  const view = renderPage(<AgentAssignment account={JUN} />);
  await screen.findByRole('form', { name: 'Automatic assignment' });
  return { fetchMock, ...view };
}

describe('the automatic assignment form', () => {
  it('sends the ticked languages and skills in order, the capacity and opting out', async () => {
    const { fetchMock, user } = await open(answer(0, PROFILE));
    await user.click(screen.getByRole('checkbox', { name: 'Thai' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('checkbox', { name: 'payment' }));
    await user.clear(screen.getByLabelText('Capacity (open inquiries at once)'));
    await user.type(screen.getByLabelText('Capacity (open inquiries at once)'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Takes automatic assignment' }));
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          '/api/staff/admin/staff/2/assignment',
          { languages: ['ko', 'en', 'th'], skills: ['payment'], capacity: 5, autoAssign: false },
        ],
      ]),
    );
  });

  it('names a capacity out of range or left empty under its box, and sends nothing', async () => {
    const { fetchMock, user } = await open();
    const capacity = screen.getByLabelText('Capacity (open inquiries at once)');
    await user.clear(capacity);
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() => expect(capacity.getAttribute('aria-invalid')).toBe('true'));
    const message = () => document.getElementById(capacity.getAttribute('aria-describedby')!)?.textContent;
    expect(message()).toBe('Fill this in.');
    await user.type(capacity, '9999');
    await waitFor(() => expect(message()).toMatch(/^Enter \d+ or less\.$/));
    expect(document.body.textContent).not.toMatch(/capacity:|too_big|invalid_/);
    expect(posts(fetchMock)).toEqual([]);
  });
});
