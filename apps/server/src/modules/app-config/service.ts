import type { TAppContext } from '../../app-context.ts';

/** What the browser needs to know about this deployment; nothing secret. */
export function publicConfig(ctx: TAppContext, version: string) {
  const { config } = ctx;
  return {
    country: config.country,
    entity: config.entity,
    environment: config.environment,
    languages: config.languages,
    region: config.region,
    registrationType: config.registrationType,
    defaultPayment: config.defaultPayment,
    timeZone: config.timeZone,
    tileUrl: config.mapTileUrl,
    tileAttribution: config.mapTileAttribution,
    /** Where the help centre's init payload goes; null: the built-in help centre. */
    helpCenterInitUrl: config.helpCenterInitUrl,
    version,
  };
}
