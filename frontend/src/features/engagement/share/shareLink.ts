export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareContent {
  title: string;
  text: string;
  /** Absolute link to the shared page. */
  url: string;
}

function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Part 1 §7: the device share sheet, then a link-only share, then a copy to the clipboard. A cancelled share
 * ends it silently; other share errors are only logged.
 */
export async function shareLink(content: ShareContent): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    for (const data of [content, { url: content.url }]) {
      try {
        await navigator.share(data);
        return 'shared';
      } catch (error) {
        if (isCancelled(error)) return 'cancelled';
        console.warn('Share failed', error);
      }
    }
  }
  try {
    await navigator.clipboard.writeText(content.url);
    return 'copied';
  } catch (error) {
    console.warn('Copy to clipboard failed', error);
    return 'failed';
  }
}

/** Shares a file through the share sheet when the device can, else saves it. */
export async function shareFile(file: File, content: Omit<ShareContent, 'url'>): Promise<ShareOutcome> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: content.title, text: content.text });
      return 'shared';
    } catch (error) {
      if (isCancelled(error)) return 'cancelled';
      console.warn('Share failed', error);
    }
  }
  const objectUrl = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  return 'shared';
}
