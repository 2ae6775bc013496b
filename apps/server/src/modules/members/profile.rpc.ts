import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import {
  COUNTRY_CODES,
  countryName,
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
} from '@kingside/contract';
import {
  type Country,
  CountrySchema,
  ListProfileSettingsOptionsResponseSchema,
  ProfileService,
} from '@kingside/contract/profile-rpc';
import { connectCaller } from '../../platform/http/connect-service';
import { type PlatformCaller, requireScope } from '../platform-tokens';

/** The lists the field mask may name (proto field names, as FieldMask paths are). */
const LISTS = new Set(['countries']);

/** Each language's list, sorted by name in that language: built once, then only read. */
const countriesByLanguage = new Map<Language, Country[]>();
function countriesIn(language: Language): Country[] {
  let list = countriesByLanguage.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = COUNTRY_CODES.map((code) =>
      create(CountrySchema, { code, name: countryName(code, language) }),
    ).sort((a, b) => collator.compare(a.name, b.name));
    countriesByLanguage.set(language, list);
  }
  return list;
}

/**
 * The Profile service of spec §7 (`kingside.profile.v1.ProfileService`, generated from
 * proto/kingside/profile/v1/profile.proto) over Connect and gRPC-web, registered with
 * `registerConnectService` under `PLATFORM.profileBase`: `ListProfileSettingsOptions` answers the
 * lists the field mask names (all when it names none), countries in the caller's language.
 */
export function profileService() {
  return (router: ConnectRouter) =>
    router.service(ProfileService, {
      async listProfileSettingsOptions(request, context) {
        requireScope(connectCaller(context) as PlatformCaller, 'profile:read');
        const paths = request.fieldMask?.paths ?? [];
        const unknown = paths.find((path) => !LISTS.has(path));
        if (unknown !== undefined)
          throw new ConnectError(`The field mask names no list called "${unknown}".`, Code.InvalidArgument);
        const wants = (list: string) => paths.length === 0 || paths.includes(list);
        const language =
          languageFromAcceptLanguage(context.requestHeader.get('accept-language') ?? undefined) ??
          DEFAULT_LANGUAGE;
        return create(ListProfileSettingsOptionsResponseSchema, {
          countries: wants('countries') ? countriesIn(language) : [],
        });
      },
    });
}
