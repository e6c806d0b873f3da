import type { FactoryProvider } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { tryOnConfig } from '../../../config/configuration';
import { LocalTryOnProvider } from './local-try-on.provider';
import { TRY_ON_PROVIDER, TryOnProvider } from './try-on-provider';

/** TRYON_PROVIDER picks the implementation; the external ones wrap the FASHN/http clients (added with them). */
export const tryOnProviderFactory: FactoryProvider<TryOnProvider> = {
  provide: TRY_ON_PROVIDER,
  inject: [tryOnConfig.KEY, LocalTryOnProvider],
  useFactory: (config: ConfigType<typeof tryOnConfig>, local: LocalTryOnProvider) => {
    if (config.provider === 'local') return local;
    throw new Error(`TRYON_PROVIDER=${config.provider}: this build has no ${config.provider} client yet; use TRYON_PROVIDER=local`);
  },
};
