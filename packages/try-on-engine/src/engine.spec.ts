import http from 'node:http';
import https from 'node:https';
import sharp from 'sharp';
import { loadEngineModels } from './person/models';
import { stopNetworks } from './person/networks';
import { createTryOnEngine, DEFAULT_ERROR_MESSAGES, TryOnEngine, TryOnEngineError } from './index';

async function plainPhoto(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe('TryOnEngine without any network', () => {
  const originalFetch = globalThis.fetch;
  const fetched: string[] = [];
  let engine: TryOnEngine;
  let httpRequest: jest.SpyInstance;
  let httpsRequest: jest.SpyInstance;

  beforeAll(async () => {
    // Any attempt to reach a URL fails the test; reading files from disk is the only way models may arrive.
    globalThis.fetch = jest.fn(async (input: Parameters<typeof fetch>[0]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      fetched.push(url);
      if (!url.startsWith('file:')) throw new Error(`Network access attempted: ${url}`);
      return originalFetch(input);
    }) as typeof fetch;
    httpRequest = jest.spyOn(http, 'request').mockImplementation(() => {
      throw new Error('http.request attempted');
    });
    httpsRequest = jest.spyOn(https, 'request').mockImplementation(() => {
      throw new Error('https.request attempted');
    });
    engine = await createTryOnEngine();
    // The networks' thread loads its models out of these spies' reach: the same loader is watched here, on this thread.
    await loadEngineModels();
  }, 60_000);

  afterAll(async () => {
    await stopNetworks();
    globalThis.fetch = originalFetch;
    httpRequest.mockRestore();
    httpsRequest.mockRestore();
  });

  it('loads its models from disk, once per process', async () => {
    expect(engine.modelLoadMilliseconds).toBeGreaterThanOrEqual(0);
    const second = await createTryOnEngine();
    expect(second.modelLoadMilliseconds).toBeLessThan(50);
    expect(fetched.filter((url) => !url.startsWith('file:'))).toEqual([]);
    expect(httpRequest).not.toHaveBeenCalled();
    expect(httpsRequest).not.toHaveBeenCalled();
  });

  it('refuses a photo with nobody in it, without touching the network', async () => {
    const personImage = await plainPhoto(384, 512, '#d8d4cc');
    const garmentImage = await plainPhoto(384, 512, '#ffffff');
    await expect(engine.generate({ personImage, garmentImage })).rejects.toMatchObject({ code: 'no_person_found' });
    expect(fetched.filter((url) => !url.startsWith('file:'))).toEqual([]);
  });

  it('refuses bytes that are not an image', async () => {
    const error = await engine
      .generate({ personImage: Buffer.from('not an image'), garmentImage: Buffer.from('nor this') })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TryOnEngineError);
    expect((error as TryOnEngineError).code).toBe('invalid_image');
    expect((error as TryOnEngineError).message).toMatch(/could not be read/);
  });
});

describe('TryOnEngineError', () => {
  it('carries a code and a plain-English default message for every refusal', () => {
    for (const [code, message] of Object.entries(DEFAULT_ERROR_MESSAGES)) {
      const error = new TryOnEngineError(code as keyof typeof DEFAULT_ERROR_MESSAGES);
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
      expect(error.message).toMatch(/^[A-Z].*\.$/);
      expect(error).toBeInstanceOf(Error);
    }
  });
});
