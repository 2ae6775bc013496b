import { createHash } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { FRIEND_SEARCH, SEARCH_TEXT_PATTERN } from '@kingside/contract';
import {
  AutocompleteResponseSchema,
  FriendsSearchService,
  OrderBy,
  QueryFriendsResponseSchema,
  StatementSchema,
} from '@kingside/contract/friends-search';
import type { Db } from '../../../db/db';
import { connectCaller } from '../../../platform/http/connect-service';
import { type PlatformCaller, requireScope } from '../../platform-tokens';
import { type FriendFacts, friendRecords } from './friend-record';
import { createFriendsSearchRepo, type FriendsOrder } from './friends-search.repo';
import { createPageTokens } from './page-token';
import { StatementError, statementSql } from './statement';

export interface FriendsSearchDeps {
  db: Db;
  facts: FriendFacts;
  /** Page tokens are signed with a key derived from it. */
  serverSecret: () => Promise<string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = (message: string) => new ConnectError(message, Code.InvalidArgument);

/** A count the caller may leave at 0 for the default, up to `max`. */
function limit(given: number, fallback: number, max: number, name: string): number {
  if (given < 0 || given > max) throw invalid(`${name} is 0 (the default, ${fallback}) to ${max}.`);
  return given || fallback;
}

/** §5 autocomplete prefix: the search text rules, refused rather than cleaned on the server. */
function prefixOf(text: string): string {
  if (text.length > FRIEND_SEARCH.textLimit || !SEARCH_TEXT_PATTERN.test(text)) {
    throw invalid(`The prefix holds at most ${FRIEND_SEARCH.textLimit} letters, digits, _, - or spaces.`);
  }
  return text.trim();
}

/**
 * The friends search service of §7 (`kingside.friends.v1.FriendsSearchService`) over Connect and
 * gRPC-web, for members (`friends:read`). QueryFriends pages a member's friends with keyset page
 * tokens; Autocomplete offers the caller's friends and then other members by username prefix.
 */
export function friendsSearchService(deps: FriendsSearchDeps) {
  const repo = createFriendsSearchRepo(deps.db, deps.facts.bestRating);
  const tokens = createPageTokens(deps.serverSecret);

  function member(context: Parameters<typeof connectCaller>[0]) {
    const caller = connectCaller(context) as PlatformCaller;
    requireScope(caller, 'friends:read');
    // The friends scope is only issued to members.
    return caller.user!;
  }

  return (router: ConnectRouter) =>
    router.service(FriendsSearchService, {
      async queryFriends(request, context) {
        const me = member(context);
        if (request.uuid && !UUID.test(request.uuid)) throw invalid('uuid is not a member id.');
        const pageSize = limit(
          request.pagination?.pageSize ?? 0,
          FRIEND_SEARCH.defaultPageSize,
          FRIEND_SEARCH.maxPageSize,
          'pageSize',
        );
        const order: FriendsOrder =
          request.query?.orderBy === OrderBy.USERNAME_ASC ? 'username' : 'last_login';
        let criteria: ReturnType<typeof statementSql>;
        try {
          criteria = statementSql(request.query?.statement);
        } catch (error) {
          if (error instanceof StatementError) throw invalid(error.message);
          throw error;
        }
        // The owner is named by uuid (the caller's own when none): the token is tied to that name.
        const ownerUuid = (request.uuid || me.uuid).toLowerCase();
        // What a page token names: worked out only when a token is read or made (most calls do neither).
        const searchOf = () =>
          createHash('sha256')
            .update(`${ownerUuid}|${order}|${pageSize}|`)
            .update(
              request.query?.statement
                ? toBinary(StatementSchema, request.query.statement)
                : new Uint8Array(),
            )
            .digest('base64url');
        const given = request.pagination?.pageToken ?? '';
        const cursor = given ? await tokens.decode(given, searchOf()) : null;
        if (given && !cursor) throw invalid('The page token is not one for this search.');

        const {
          owner,
          rows,
          total: counted,
        } = await repo.friendsOf({
          ownerUuid,
          callerId: me.userId,
          criteria,
          order,
          cursor,
          limit: pageSize + 1,
        });
        if (!owner || owner.closure) throw new ConnectError('No such member.', Code.NotFound);
        const total = cursor ? cursor.total : counted;
        const page = rows.slice(0, pageSize);
        const last = page.at(-1)?.user;
        const nextPageToken =
          rows.length > pageSize && last
            ? await tokens.encode({
                search: cursor?.search ?? searchOf(),
                key: order === 'username' ? last.usernameKey : (last.lastLoginAt?.getTime() ?? null),
                id: last.userId,
                total,
              })
            : '';
        return create(QueryFriendsResponseSchema, {
          friends: await friendRecords(deps.facts, page, request.includePresenceStatus),
          pagination: { totalSize: total, nextPageToken },
        });
      },

      async autocomplete(request, context) {
        const me = member(context);
        const prefix = prefixOf(request.prefix);
        const friendsLimit = limit(
          request.friendsLimit,
          FRIEND_SEARCH.autocompleteFriendsLimit,
          FRIEND_SEARCH.maxAutocompleteLimit,
          'friendsLimit',
        );
        const suggestionsLimit = limit(
          request.suggestionsLimit,
          FRIEND_SEARCH.autocompleteSuggestionsLimit,
          FRIEND_SEARCH.maxAutocompleteLimit,
          'suggestionsLimit',
        );
        if (request.boostUsername.length > 64) throw invalid('boostUsername is a username.');
        // §5: other members are suggested only from a 3-character name.
        const suggest = (request.includeSuggestions ?? true) && prefix.length >= FRIEND_SEARCH.minCriterion;
        let found = await repo.starting({
          callerId: me.userId,
          prefix,
          friendsLimit: (request.includeFriends ?? true) ? friendsLimit : 0,
          othersLimit: suggest ? suggestionsLimit : 0,
        });
        const first = (key: string) => {
          const at = found.findIndex((f) => f.user.usernameKey === key);
          if (at > 0) found = [found[at]!, ...found.slice(0, at), ...found.slice(at + 1)];
        };
        if (request.exactUsernameFirst && prefix) first(prefix.toLowerCase());
        if (request.boostUsername) first(request.boostUsername.toLowerCase());
        return create(AutocompleteResponseSchema, {
          suggestions: await friendRecords(deps.facts, found, false),
        });
      },
    });
}
