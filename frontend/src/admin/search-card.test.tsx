import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, ok } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { SearchCard, synonymsToText, textToSynonyms } from './search-card';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
const SEEDED = { groups: [{ terms: ['fugu', 'batakari', 'smock'] }, { terms: ['kaba', 'slit'] }] };

describe('the Search section of the admin Settings tab', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/api/admin/search/synonyms', ok(SEEDED));
    fakeApi.on('GET', '/api/admin/search/misses', ok([{ term: 'lamborghini', searches: 4, lastSearchedAt: '2026-11-28T14:05:00.000Z' }]));
  });

  it('reads and writes one group a line, terms between equals signs', () => {
    expect(synonymsToText(SEEDED)).toBe('fugu = batakari = smock\nkaba = slit');
    expect(textToSynonyms(' fugu=batakari = smock \n\n kaba = slit =\n')).toEqual(SEEDED);
  });

  it('shows the synonyms as text and the searches that found nothing, without who searched', async () => {
    renderWithProviders(<SearchCard />);
    expect(await screen.findByRole('textbox', { name: 'Synonyms' })).toHaveValue('fugu = batakari = smock\nkaba = slit');
    expect(await screen.findByText('lamborghini')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(fakeApi.last('GET', '/api/admin/search/misses').query).toEqual({ limit: '50' });
  });

  it('saves the edited groups and shows them as the server keeps them', async () => {
    fakeApi.on('PUT', '/api/admin/search/synonyms', ok({ groups: [{ terms: ['fugu', 'batakari', 'smock'] }, { terms: ['kente', 'nwentoma'] }] }));
    renderWithProviders(<SearchCard />);
    const field = await screen.findByRole('textbox', { name: 'Synonyms' });
    fireEvent.change(field, { target: { value: 'fugu = batakari = smock\nKente = Nwentoma' } });
    await user.click(screen.getByRole('button', { name: /Save synonyms/ }));
    await waitFor(() => expect(fakeApi.last('PUT', '/api/admin/search/synonyms').body).toEqual({ groups: [{ terms: ['fugu', 'batakari', 'smock'] }, { terms: ['Kente', 'Nwentoma'] }] }));
    expect(await screen.findByText('Synonyms saved: searches use them now')).toBeInTheDocument();
    expect(field).toHaveValue('fugu = batakari = smock\nkente = nwentoma');
  });

  it("names the line at fault from the server's answer, keeping what was typed", async () => {
    fakeApi.on('PUT', '/api/admin/search/synonyms', apiError(400, { message: 'Invalid input', fields: { 'groups.1.terms': ['"smock" is already in group 1'] } }));
    renderWithProviders(<SearchCard />);
    const field = await screen.findByRole('textbox', { name: 'Synonyms' });
    fireEvent.change(field, { target: { value: 'fugu = smock\nbatakari = smock' } });
    await user.click(screen.getByRole('button', { name: /Save synonyms/ }));
    expect(await screen.findByText('Line 2: "smock" is already in group 1')).toBeInTheDocument();
    expect(field).toHaveValue('fugu = smock\nbatakari = smock');
  });
});
