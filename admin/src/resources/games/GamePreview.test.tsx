import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import GameCreate from './GameCreate';
import GameEdit from './GameEdit';
import { storedGame } from './testGame';

const { Route, Routes } = reactRouterProvider;

const otherGame = {
  ...storedGame,
  id: 'g2',
  gameName: 'Songkran scratch',
  gameType: 'scratch' as const,
  gameStatus: 'paused' as const,
  backgroundColor: '#E3F2FD',
  fontColor: '#0D47A1',
  scratchPercentage: 40,
};

const dataProviderWith = (overrides: Record<string, unknown> = {}) => ({
  ...testDataProvider({
    getList: (async () => ({ data: [otherGame], total: 1 })) as never,
    getOne: (async () => ({ data: storedGame })) as never,
  }),
  gameRewards: vi.fn(async () => [
    {
      id: 'r1',
      reId: 'r1',
      reName: 'Free coffee',
      reIsActive: true,
      reChanceRate: 20,
      imageDisplay: null,
      backgroundColor: '#ff7043',
    },
    {
      id: 'r2',
      reId: 'r2',
      reName: 'Hidden prize',
      reIsActive: false,
      reChanceRate: 10,
      imageDisplay: null,
      backgroundColor: null,
    },
  ]),
  ...overrides,
});

const renderCreate = () => {
  saveSession(fakeSession());
  render(
    <AdminContext dataProvider={dataProviderWith()} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="games">
        <GameCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The wheel's rim: the first circle after the segments, drawn in the wheel's colour. */
const rim = () => document.querySelector('[data-testid="game-preview-board"] .wheel-rotor > circle')!;
const stage = () => screen.getByTestId('game-preview');

describe('the game form’s live preview', () => {
  it('mounts the player page’s wheel and follows a colour change at once', async () => {
    renderCreate();
    await screen.findByRole('textbox', { name: /Game name/ });
    await waitFor(() => expect(rim()).toBeTruthy());
    expect(rim().getAttribute('stroke')).toBe('#FFC107');
    expect(within(stage()).getByText('Save the game, then add its rewards with the Rewards button')).toBeTruthy();
    fireEvent.change(textbox(/Wheel colour/), { target: { value: '#123456' } });
    await waitFor(() => expect(rim().getAttribute('stroke')).toBe('#123456'));
    fireEvent.change(textbox(/Background colour/), { target: { value: '#fafafa' } });
    await waitFor(() => expect(stage().style.backgroundColor).toBe('rgb(250, 250, 250)'));
    fireEvent.change(textbox(/Button text/), { target: { value: 'SPIN' } });
    expect(await within(stage()).findByText('SPIN')).toBeTruthy();
  }, 60_000);

  it('turns into the scratch card when the type changes', async () => {
    renderCreate();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Game type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Scratch card' }));
    await waitFor(() => expect(document.querySelector('[data-testid="game-preview-board"] .scratch-card')).toBeTruthy());
    expect(document.querySelector('[data-testid="game-preview-board"] .wheel')).toBeNull();
  }, 60_000);

  it('sets the theme’s colours and background, resets, and fills from another game', async () => {
    renderCreate();
    await screen.findByRole('textbox', { name: /Game name/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Theme/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Night' }));
    await waitFor(() => expect(textbox(/Background colour/).value).toBe('#263238'));
    expect(textbox(/Font colour/).value).toBe('#FFFFFF');
    await waitFor(() => expect(rim().getAttribute('stroke')).toBe('#B388FF'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset the form' }));
    await waitFor(() => expect(textbox(/Background colour/).value).toBe('white'));

    fireEvent.change(textbox(/Game name/), { target: { value: 'New Year wheel' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Copy from a game/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Songkran scratch' }));
    await waitFor(() => expect(textbox(/Background colour/).value).toBe('#E3F2FD'));
    expect(textbox(/Game name/).value).toBe('New Year wheel');
    expect((screen.getByRole('spinbutton', { name: /Scratch percentage/ }) as HTMLInputElement).value).toBe('40');
    expect(screen.getByRole('combobox', { name: /^Status/ }).textContent).toBe('Draft');
    await waitFor(() => expect(document.querySelector('[data-testid="game-preview-board"] .scratch-card')).toBeTruthy());
  }, 60_000);

  it('shows the game’s active rewards on the edit page’s wheel', async () => {
    window.location.hash = '#/games/g1';
    saveSession(fakeSession());
    render(
      <AdminContext dataProvider={dataProviderWith()} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <ResourceContextProvider value="games">
          <Routes>
            <Route path="/games/:id" element={<GameEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(document.querySelector('[data-testid="game-preview-board"] [data-reward="r1"]')).toBeTruthy());
    expect(document.querySelector('[data-testid="game-preview-board"] [data-reward="r1"] path')?.getAttribute('fill')).toBe(
      '#ff7043',
    );
    expect(document.querySelector('[data-testid="game-preview-board"] [data-reward="r2"]')).toBeNull();
  }, 60_000);
});
