import { API } from '@kingside/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppServices, ServicesContext } from '../../app/services';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import '../../test/cleanup';
import { useRoles } from './useRoles';

function Roles() {
  return <p>roles: {useRoles().join(',') || 'none'}</p>;
}

function mount(member: boolean) {
  const api = fakeApi({ [`GET ${API.roles}`]: { body: { roles: ['ROLE_USER', 'ROLE_MODERATOR'] } } });
  const context = pageContext(member ? { current: memberPayload('anna') } : {});
  const services = createAppServices(context, {
    embedded: true,
    httpDefaults: { adapter: 'fetch', env: { fetch: api.fetch } },
    broadcast: { post: () => {}, subscribe: () => () => {} },
  });
  const tree = (
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <Roles />
        <Roles />
      </ServicesContext.Provider>
    </MemoryRouter>
  );
  return { api, ...render(tree), tree };
}

describe('useRoles', () => {
  it('fetches a member’s roles once, however many components ask', async () => {
    const { api, rerender, tree } = mount(true);
    expect(await screen.findAllByText('roles: ROLE_USER,ROLE_MODERATOR')).toHaveLength(2);
    rerender(tree);
    expect(api.received.filter((request) => request.path === API.roles)).toHaveLength(1);
  });

  it('gives guests none without asking', async () => {
    const { api } = mount(false);
    expect(screen.getAllByText('roles: none')).toHaveLength(2);
    expect(api.received.filter((request) => request.path === API.roles)).toHaveLength(0);
  });
});
