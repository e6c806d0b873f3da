/**
 * jsdom has no fetch. RTK Query's fetchBaseQuery needs fetch, Request, Response, Headers and an
 * AbortController of the same implementation, so Node's are exposed together, and relative URLs
 * resolve against the page like in a browser.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const NodeRequest = Request;
    page.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
    page.Response = Response;
    page.Headers = Headers;
    page.AbortController = AbortController;
    page.AbortSignal = AbortSignal;
    page.fetch = () => Promise.reject(new TypeError('Failed to fetch: no mock installed for this test'));
    page.structuredClone = structuredClone;
    page.TextEncoder = TextEncoder;
    page.TextDecoder = TextDecoder;
  }
}

module.exports = JsdomWithFetchEnvironment;
