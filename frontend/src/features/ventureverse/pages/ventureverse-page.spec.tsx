import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, setupApiServer } from '../../../shared/testing/api-server';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { VentureVersePage } from './ventureverse-page';

const { server, requests } = setupApiServer();

beforeEach(() => window.localStorage.clear());

describe('/app/ventureverse (VentureVerse)', () => {
  it('walks from Welcome through How to play to the board with its own chat', async () => {
    server.use(
      http.post(apiUrl('mentor/chats'), () =>
        HttpResponse.json({
          responseObj: {
            session_id: 's-9',
            session_name: 'Pricing',
            mentor_message_id: 'm-9',
            message: 'How should we price?',
            response: 'Charge per clinic per month.',
            suggestions: [],
            liked: null,
            offline: false,
            createdOn: 1,
          },
        }),
      ),
    );
    const { user } = renderRoute(<VentureVersePage />, { path: '/app/ventureverse/*', url: '/app/ventureverse' });

    expect(screen.getByRole('heading', { name: 'Welcome to VentureVerse' })).toBeTruthy();
    // 'LOAD PREVIOUS GAME' does nothing
    await user.click(screen.getByRole('button', { name: 'LOAD PREVIOUS GAME' }));
    expect(screen.getByRole('heading', { name: 'Welcome to VentureVerse' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start New Game' }));
    const howTo = screen.getByRole('heading', { name: 'How to play' });
    expect(document.activeElement).toBe(howTo);

    await user.click(screen.getByRole('button', { name: "Let's Play!" }));
    expect(screen.getByRole('heading', { name: 'Game board' })).toBeTruthy();
    expect(screen.getByText('Week 1 of 12')).toBeTruthy();
    expect(screen.getByText('$10.000')).toBeTruthy();

    // the premise collapses and opens again
    const premise = screen.getByRole('button', { name: 'Your Unique Game Premise' });
    expect(premise.getAttribute('aria-expanded')).toBe('true');
    await user.click(premise);
    expect(premise.getAttribute('aria-expanded')).toBe('false');

    // the board's own chat (normal mode)
    expect(screen.getByRole('heading', { name: 'GrowthMentor', level: 2 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message GrowthMentor' }), 'How should we price?{Enter}');
    expect(await screen.findByText('Charge per clinic per month.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/mentor/chats', body: { message: 'How should we price?' } },
    ]);
  });
});
