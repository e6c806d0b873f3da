/** Stand-ins for browser APIs that jsdom lacks or would send over the network. */

type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Listener[]>();

  constructor(
    readonly url: string,
    readonly options?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  /** The server sends `event: name` with JSON data. */
  emit(name: string, data: unknown) {
    if (name === 'ready') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(name) ?? [])
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return FakeEventSource.instances;
}

export function removeFakeEventSource() {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}

/** An upload that the test finishes by hand, after reporting progress. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function installFakeUploads() {
  FakeUpload.sent = [];
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeUpload;
  return FakeUpload.sent;
}

export function installObjectUrls() {
  let next = 1;
  URL.createObjectURL = () => `blob:preview-${next++}`;
  URL.revokeObjectURL = () => undefined;
}

export function imageFile(name: string, type = 'image/jpeg', bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** An IntersectionObserver that the test drives: `showAll()` reports every watched element as visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  private elements = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
  }

  takeRecords() {
    return [];
  }

  static showAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
}
