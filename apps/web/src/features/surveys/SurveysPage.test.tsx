import { SURVEYS_API, type SurveyView } from '@kingside/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const SURVEY: SurveyView = {
  id: 4,
  question: 'Which time control do you play most?',
  options: [
    { id: 10, label: 'Bullet', votes: null },
    { id: 11, label: 'Blitz', votes: null },
  ],
  open: true,
  closesAt: null,
  createdAt: '2026-06-01T12:00:00Z',
  myVote: null,
  totalVotes: null,
};
const timeout = { timeout: 10_000 };

describe('the surveys page', () => {
  it('a member votes with §7’s call and then sees the results', async () => {
    const api = fakeApi({
      [`GET ${SURVEYS_API.list}`]: { body: { surveys: [SURVEY], nextCursor: null, canManage: false } },
      [`POST ${SURVEYS_API.vote(4, 11)}`]: {
        body: {
          ok: true,
          message: 'Thank you for voting.',
          survey: {
            ...SURVEY,
            myVote: 11,
            totalVotes: 4,
            options: [
              { id: 10, label: 'Bullet', votes: 1 },
              { id: 11, label: 'Blitz', votes: 3 },
            ],
          },
        },
      },
    });
    renderApp('/surveys', { api, ...asAlice });
    fireEvent.click(await screen.findByLabelText('Blitz', undefined, timeout));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByText('Thank you for voting.');
    expect(screen.getByText('75% · 3 votes')).toBeTruthy();
    expect(screen.getByText('(your vote)')).toBeTruthy();
    expect(api.received.some((r) => r.method === 'POST' && r.path === '/callback/survey/4/vote/11')).toBe(
      true,
    );
  });

  it('a second vote’s refusal is shown as the server says it', async () => {
    const api = fakeApi({
      [`GET ${SURVEYS_API.list}`]: { body: { surveys: [SURVEY], nextCursor: null, canManage: false } },
      [`POST ${SURVEYS_API.vote(4, 10)}`]: {
        status: 409,
        body: {
          error: {
            code: 'survey_already_voted',
            message: 'You have already voted in this survey: your vote stays as it was.',
          },
        },
      },
    });
    renderApp('/surveys', { api, ...asAlice });
    fireEvent.click(await screen.findByLabelText('Bullet', undefined, timeout));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByText('You have already voted in this survey: your vote stays as it was.');
  });

  it('guests see the options but are asked to log in', async () => {
    const api = fakeApi({
      [`GET ${SURVEYS_API.list}`]: { body: { surveys: [SURVEY], nextCursor: null, canManage: false } },
    });
    renderApp('/surveys', { api });
    await screen.findByText('Log in to vote.', undefined, timeout);
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });
});
