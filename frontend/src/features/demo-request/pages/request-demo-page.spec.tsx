import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { RequestDemoPage } from './request-demo-page';

const { server, requests } = setupApiServer();

const open = () => renderRoute(<RequestDemoPage />, { path: '/request-demo', url: '/request-demo', session: null });

describe('/request-demo (Request a demo)', () => {
  it("says what each field needs, then sends the request and goes on to 'Thank You'", async () => {
    server.use(http.post(apiUrl('demo-requests'), () => ok({ received: true })));
    const { user, router } = open();

    expect(screen.getByRole('heading', { name: 'Request a demo' })).toBeTruthy();
    // the honeypot is neither seen nor announced
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@');
    await user.type(screen.getByLabelText(/Company/), 'Analytical Engines');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByText('This is not a valid email address.')).toBeTruthy();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Reason/), 'Our teams of founders');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect(await screen.findByText('/conf-email')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/conf-email');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/demo-requests',
        body: {
          fullname: 'Ada Lovelace',
          email: 'ada@example.com',
          company: 'Analytical Engines',
          reason: 'Our teams of founders',
          website: '',
        },
      },
    ]);
  });

  it('shows the API’s reason above the form when it refuses (rate limited)', async () => {
    server.use(http.post(apiUrl('demo-requests'), () => fails(429, 'Too many requests. Please try again later.')));
    const { user, router } = open();

    await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Company/), 'Analytical Engines');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(router.state.location.pathname).toBe('/request-demo');
  });
});
