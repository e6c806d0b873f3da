import { linkMessage, validateApplication } from './applicationForm';

const reason = 'I style handloom sarees every week and my followers ask where to buy them.';

describe('validateApplication', () => {
  it('accepts only http(s) links, one per line, as the server does', () => {
    const withLinks = (socialMediaLinks: string) =>
      validateApplication({ instagramHandle: 'asha', socialMediaLinks, reasonToApply: reason });
    expect(withLinks('')).toEqual({});
    expect(withLinks('https://youtube.com/@asha\n\n  http://x.com/asha ')).toEqual({});
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'youtube.com/@asha', 'https://ok.io\nftp://x.io'])
      expect(withLinks(link)).toEqual({ socialMediaLinks: linkMessage });
  });
});
