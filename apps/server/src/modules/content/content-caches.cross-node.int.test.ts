import { CONTENT_API, RELATIONS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { browserOn, CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';

/** A response body, read field by field (inject's `json()` is untyped). */
type Json = ReturnType<typeof JSON.parse>;
const said = (comment: Json): string => comment.html.replace(/<[^>]+>/g, '').trim();

/**
 * Two nodes on one PostgreSQL and one Redis: a comment, a block or a publish made on one node shows
 * on the other although it keeps copies of the first comments page and of the feed.
 */
describe.runIf(CLUSTER_READY)('content copies across two nodes', () => {
  let cluster: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    cluster = await startTwoNodes();
    ({ a: nodeA, b: nodeB } = cluster);
  });
  afterAll(async () => {
    await cluster.close();
  });

  async function member(name: string): Promise<{ onA: TestBrowser; onB: TestBrowser }> {
    const onA = new TestBrowser(nodeA.app);
    expect((await onA.register(name)).statusCode).toBe(200);
    return { onA, onB: browserOn(nodeB, onA.cookies) };
  }

  it('shows a comment and a block made on one node on the other’s kept first page', async () => {
    const writer = await member('xn_writer');
    const reader = await member('xn_reader');
    const blog = (
      await writer.onA.post(CONTENT_API.create, {
        kind: 'blog',
        title: 'Across nodes',
        summary: 'S.',
        body: 'B.',
        state: 'published',
      })
    ).json().item;
    const onB = async () =>
      (await reader.onB.get(CONTENT_API.comments(blog.id))).json().comments.map((c: Json) => said(c));
    await writer.onA.post(CONTENT_API.comments(blog.id), { body: 'One' });
    expect(await onB()).toEqual(['One']);
    await writer.onA.post(CONTENT_API.comments(blog.id), { body: 'Two' });
    await expect.poll(onB).toEqual(['One', 'Two']);

    await reader.onA.post(RELATIONS_API.member('block', 'xn_writer'));
    await expect.poll(onB).toEqual([]);
  });

  it('shows a publish and a follow made on one node in the feed on the other', async () => {
    const author = await member('xn_author');
    const follower = await member('xn_follower');
    const feed = async () =>
      (await follower.onB.get(CONTENT_API.home)).json().feed.entries.map((e: Json) => e.item?.title);
    expect(await feed()).toEqual([]);
    await follower.onA.post(RELATIONS_API.member('follow', 'xn_author'));
    const publish = (title: string) =>
      author.onA.post(CONTENT_API.create, {
        kind: 'blog',
        title,
        summary: 'S.',
        body: 'B.',
        state: 'published',
      });
    await publish('First post');
    await expect.poll(feed).toEqual(['First post']);
    nodeA.clock.advance(1000);
    nodeB.clock.advance(1000);
    await publish('Second post');
    await expect.poll(feed).toEqual(['Second post', 'First post']);
  });
});
