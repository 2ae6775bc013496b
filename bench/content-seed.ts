// The content benches' world: authors, their articles (HTML already rendered at the current version),
// comments (a share of them on one busy article), some featured; and a member signed up through
// `/register`, as their browser would be.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/db';
import { MARKDOWN_RENDERER_VERSION } from '../apps/server/src/platform/markdown';

export interface ContentScale {
  articles: number;
  comments: number;
  authors: number;
  /** The article that carries `busyComments` of the comments. */
  busyArticle: number;
  busyComments: number;
}

export async function seedContent(db: Db, scale: ContentScale): Promise<void> {
  const { articles, comments, authors, busyArticle, busyComments } = scale;
  await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash,
        created_at, updated_at)
      select 'bench_author_' || n, 'bench_author_' || n, 'a' || n || '@example.com', 'a' || n || '@example.com', 'x',
        now(), now() from generate_series(0, ${authors - 1}) n`);
  const body = 'Fight for the **centre**. Develop knights before bishops. Castle early.';
  const html = '<p>Fight for the <strong>centre</strong>. Develop knights before bishops. Castle early.</p>';
  await db.execute(sql`insert into content_items (kind, slug, title, summary, body, html, html_version, author_id,
        tags, published_at, featured_at, created_at, updated_at)
      select 'article', 'bench-article-' || k, 'Bench article ' || k, 'A summary of article ' || k, ${body}, ${html},
        ${MARKDOWN_RENDERER_VERSION}, (select user_id from users where username_key = 'bench_author_' || (k % ${authors})),
        array['openings', 'tag' || (k % 50)], now() - k * interval '1 minute',
        case when k % 1000 = 0 then now() - k * interval '1 second' end, now(), now()
      from generate_series(1, ${articles}) k`);
  const first = sql`(select min(user_id) from users)`;
  const comment = (
    count: number,
    item: string,
  ) => sql`insert into content_comments (item_id, author_id, body, html,
        html_version, created_at)
      select (select id from content_items where slug = 'bench-article-' || (${sql.raw(item)})), ${first} + k % ${authors},
        'Nice game ' || k, '<p>Nice game ' || k || '</p>', ${MARKDOWN_RENDERER_VERSION}, now() - k * interval '1 second'
      from generate_series(1, ${count}) k`;
  await db.execute(comment(busyComments, String(busyArticle)));
  await db.execute(comment(comments - busyComments, `1 + k % ${articles}`));
  await db.execute(sql`update content_items i set comment_count = c.n
      from (select item_id, count(*)::int n from content_comments group by item_id) c where c.item_id = i.id`);
  await db.execute(sql`analyze`);
}

/** A member signed up through `/register`, following 20 authors: the cookie their browser would send. */
export async function benchReader(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/about`));
  const post = async (url: string, body: Record<string, string>) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), origin: base },
      body: JSON.stringify({ ...body, _token: decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') }),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    keep(response);
  };
  await post('/register', {
    username: 'bench_reader',
    email: 'reader@example.com',
    password: 'correct horse battery',
  });
  for (let n = 0; n < 20; n++) await post(`/callback/member/follow/bench_author_${n}`, {});
  return cookie();
}

/** The id of an article, read from its page's context as the web app reads it. */
export async function articleId(base: string, slug: string, cookie: string): Promise<number> {
  const page = await (await fetch(`${base}/article/view/${slug}`, { headers: { cookie } })).text();
  return JSON.parse(page.match(/<script id="page-context" type="application\/json">(.*?)<\/script>/s)![1]!)
    .page.article.id as number;
}
