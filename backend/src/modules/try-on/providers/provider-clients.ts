import type { ConfigType } from '@nestjs/config';
import { tryOnProvidersConfig } from '../../../config/configuration';
import { FashnProtocolClient } from './fashn-protocol.client';

type ProvidersConfig = ConfigType<typeof tryOnProvidersConfig>;

/** The hosted FASHN API (TRYON_PROVIDER=fashn). */
export function createFashnClient(config: ProvidersConfig): FashnProtocolClient {
  if (!config.fashn.apiKey) throw new Error('TRYON_PROVIDER=fashn needs FASHN_API_KEY');
  return new FashnProtocolClient({
    baseUrl: config.fashn.baseUrl,
    apiKey: config.fashn.apiKey,
    requestTimeoutMilliseconds: config.requestTimeoutMilliseconds,
  });
}

/** A self-hosted service speaking the FASHN protocol at TRYON_HTTP_URL (TRYON_PROVIDER=http). */
export function createHttpClient(config: ProvidersConfig): FashnProtocolClient {
  if (!config.http.baseUrl) throw new Error('TRYON_PROVIDER=http needs TRYON_HTTP_URL');
  return new FashnProtocolClient({
    baseUrl: config.http.baseUrl,
    apiKey: config.http.apiKey,
    requestTimeoutMilliseconds: config.requestTimeoutMilliseconds,
  });
}
