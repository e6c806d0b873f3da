import type { FactoryProvider } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { tryOnConfig, tryOnProvidersConfig } from '../../../config/configuration';
import { ExternalTryOnProvider } from './external-try-on.provider';
import { LocalTryOnProvider } from './local-try-on.provider';
import { createFashnClient, createHttpClient } from './provider-clients';
import { TRY_ON_PROVIDER, TryOnProvider } from './try-on-provider';

/** TRYON_PROVIDER picks the implementation: our engine in the job workers, or an external service that is polled. */
export const tryOnProviderFactory: FactoryProvider<TryOnProvider> = {
  provide: TRY_ON_PROVIDER,
  inject: [tryOnConfig.KEY, tryOnProvidersConfig.KEY, LocalTryOnProvider],
  useFactory: (
    config: ConfigType<typeof tryOnConfig>,
    providers: ConfigType<typeof tryOnProvidersConfig>,
    local: LocalTryOnProvider,
  ) => {
    if (config.provider === 'fashn') return new ExternalTryOnProvider('fashn', createFashnClient(providers));
    if (config.provider === 'http') return new ExternalTryOnProvider('http', createHttpClient(providers));
    return local;
  },
};
