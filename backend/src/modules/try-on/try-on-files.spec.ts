import { parseTryOnId, parseTryOnKey, tryOnFiles, tryOnFolderOwner } from './try-on-files';

const id = '2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f';

describe('try-on file keys', () => {
  it('names the spec paths and reads them back', () => {
    const keys = tryOnFiles.ofTryOn('asha', '1732300000000', id);
    expect(keys.result).toBe(`asha/try-on/1732300000000_${id}.png`);
    expect(parseTryOnKey(keys.result)).toEqual({ username: 'asha', timestamp: '1732300000000', id, shareable: true });
    expect(parseTryOnKey(keys.thumbnail)?.shareable).toBe(true);
    expect(parseTryOnKey(keys.garment)?.shareable).toBe(true);
    expect(parseTryOnKey(keys.person)?.shareable).toBe(false);
    expect(tryOnFiles.uploadedGarment('asha', '1732300000000')).toBe('asha/try-on/1732300000000/cloth_image.png');
  });

  it('claims every key under a try-on folder, and only those', () => {
    expect(tryOnFolderOwner('asha/try-on/person/x.jpg')).toBe('asha');
    expect(tryOnFolderOwner('asha/try-on/1/cloth_image.png')).toBe('asha');
    expect(tryOnFolderOwner('avatars/u/1-64.jpg')).toBeNull();
    expect(parseTryOnKey(`asha/try-on/1_${id}.png.exe`)).toBeNull();
    expect(parseTryOnKey(`asha/try-on/person/${id}.jpg`)).toBeNull();
  });

  it('reads the combined `{timestamp}_{id}` and plain ids', () => {
    expect(parseTryOnId(`1732300000000_${id}`)).toEqual({ id, timestamp: '1732300000000' });
    expect(parseTryOnId(id.toUpperCase())).toEqual({ id, timestamp: null });
    expect(parseTryOnId('1732300000000')).toBeNull();
    expect(parseTryOnId(`../1_${id}`)).toBeNull();
    expect(parseTryOnId(undefined)).toBeNull();
  });
});
